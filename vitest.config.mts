import {defineConfig} from 'vitest/config';

export default defineConfig({
  // tsconfig keeps JSX for Docusaurus' bundler; tests compile it with React's automatic runtime.
  oxc: {jsx: {runtime: 'automatic', importSource: 'react'}},
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Budgets for a hang, not for speed. Several files load and model every OpenAPI document in
    // beforeAll, which took longer than Vitest's 10 s hook default on a busy 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
