import { defineConfig } from 'vitest/config';
import { mockingTestFiles, webProject } from './apps/web/vitest.shared';

const mocking = mockingTestFiles();

// One `vitest run` covers every layer; each project keeps its own environment.
// Two cores: two test files at a time; each server test makes its own user and workspace.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      'packages/contracts',
      'apps/server',
      // Web tests share a jsdom and a module graph per worker; those that mock modules don't.
      webProject('web', {
        include: ['src/**/*.test.{ts,tsx}'],
        exclude: mocking,
        isolate: false,
      }),
      webProject('web-mocks', { include: mocking, isolate: true }),
    ],
  },
});
