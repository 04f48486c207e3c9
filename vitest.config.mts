import {defineConfig} from 'vitest/config';

export default defineConfig({
  // tsconfig keeps JSX for Docusaurus' bundler; tests compile it with React's automatic runtime.
  oxc: {jsx: {runtime: 'automatic', importSource: 'react'}},
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
