import { defineConfig } from 'vitest/config';

// One `vitest run` covers every layer; each project keeps its own environment.
// Two cores: two test files at a time; each server test makes its own user and workspace.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
  },
});
