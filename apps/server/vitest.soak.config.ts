import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** `npm run test:soak`: the long resilience suites (20 crash cycles, the 60 s load run). */
export default defineConfig({
  test: {
    name: 'soak',
    root: path.resolve(import.meta.dirname),
    environment: 'node',
    include: ['src/**/*.soak.ts'],
    globalSetup: ['./src/test/build-server.ts'],
    fileParallelism: false,
    testTimeout: 900_000,
    hookTimeout: 120_000,
  },
});
