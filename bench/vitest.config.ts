import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'budgets',
    root: path.resolve(import.meta.dirname),
    include: ['budgets.test.ts', 'prerender.test.ts'],
    environment: 'node',
  },
});
