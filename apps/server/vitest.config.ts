import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One module graph per worker, not one per file: importing the whole server for each of
    // 120-odd files cost minutes on 2 cores. Safe because every test builds its own app
    // (test/kit: its own event bus, realtime and pools) and no server test replaces modules.
    isolate: false,
    globalSetup: ['./src/test/global-setup.ts', './src/test/build-server.ts'],
    setupFiles: ['./src/test/close-after-file.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
