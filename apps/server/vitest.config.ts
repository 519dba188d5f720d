import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts', './src/test/build-server.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
