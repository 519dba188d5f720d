import { defineConfig } from 'vitest/config';
import { webProject } from './vitest.shared';

// Run from apps/web: every file isolated (the root config splits them for speed).
export default defineConfig(
  webProject('web', { include: ['src/**/*.test.{ts,tsx}'], isolate: true }),
);
