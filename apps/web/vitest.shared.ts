import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const root = path.dirname(new URL(import.meta.url).pathname);
const testFile = /\.test\.tsx?$/;
// `vi.mock` replaces a module for the whole graph; `@isolate-modules` marks a file that needs
// fresh module state for another reason (say why next to it).
const needsOwnGraph = /\bvi\.(mock|doMock|unmock)\(|@isolate-modules/;

/**
 * Test files that replace modules (`vi.mock`) need a module graph of their own; the rest
 * share one per worker. Why: a fresh jsdom and a fresh import of React + MUI for each of the
 * 120-odd files cost about 4 of the unit stage's 7 minutes on 2 cores, while the tests
 * themselves clean up after each test (src/test/setup.ts). Read from the files, not listed
 * by hand, so a new mocking test lands on the right side by itself.
 */
export function mockingTestFiles(): string[] {
  const src = path.join(root, 'src');
  return (fs.readdirSync(src, { recursive: true }) as string[])
    .filter((file) => testFile.test(file))
    .filter((file) => needsOwnGraph.test(fs.readFileSync(path.join(src, file), 'utf8')))
    .map((file) => `src/${file.split(path.sep).join('/')}`);
}

/** The web tests' settings, shared by the project here and the root's two web projects. */
export function webProject(
  name: string,
  test: { include: string[]; exclude?: string[]; isolate: boolean },
): TestProjectInlineConfiguration {
  return {
    root,
    plugins: [react()],
    test: {
      name,
      environment: 'jsdom',
      // A shared module graph also preloads the lazy parts many screens render (see the file).
      setupFiles: test.isolate
        ? ['./src/test/setup.ts']
        : ['./src/test/setup.ts', './src/test/shared-graph-setup.ts'],
      // A hang guard, not a speed check: long enough for a loaded machine (see src/test/setup.ts).
      testTimeout: 60_000,
      // Hooks too: the shared graph's preload (shared-graph-setup.ts) transforms the nexos
      // panel's modules cold, which took over vitest's default 10 s while the bench ran
      // beside CI (ci83: the web canary failed in that hook, not in its test).
      hookTimeout: 60_000,
      // Globals stubbed by a test (vi.stubGlobal) never reach the next file of a shared worker.
      unstubGlobals: true,
      ...test,
    },
  };
}
