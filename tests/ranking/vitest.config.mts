import path from 'node:path';
import {defineConfig} from 'vitest/config';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The search ranking test and the search keystroke benchmark run the search theme's own search
 * code, in Node, over the index files of a production build; they run after `npm run build`. The theme's modules read the constants
 * the build generated and import comlink for their worker, hence the two aliases.
 */
export default defineConfig({
  root,
  resolve: {
    alias: {
      '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js': path.join(
        root,
        '.docusaurus/@easyops-cn/docusaurus-search-local/default/generated-constants.js',
      ),
      comlink: path.join(root, 'src/plugins/search/client/comlinkWithoutExpose.ts'),
    },
  },
  test: {
    include: ['tests/ranking/**/*.test.ts'],
    // `vitest bench` over the same build: the worker's time per keystroke (bench/run.ts runs it).
    benchmark: {include: ['bench/**/*.bench.ts']},
    environment: 'node',
    testTimeout: 60_000,
    // The theme ships ES modules without file extensions in their imports; Vite resolves them.
    server: {deps: {inline: [/docusaurus-search-local/]}},
  },
});
