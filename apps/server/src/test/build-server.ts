import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Vitest global setup: the suites that start the server as a process (main-restart.test.ts,
 * resilience/) run the production build, as `npm start` does. Built once per run, before any
 * test file, so they never run a stale dist/ (the build takes about a second). A build that
 * fails removes dist/: those suites then fail on the missing build, the others still run.
 */
export default function setup(): void {
  const serverDir = path.resolve(import.meta.dirname, '../..');
  try {
    execFileSync(process.execPath, [path.join(serverDir, 'build.mjs')], { stdio: 'inherit' });
  } catch {
    fs.rmSync(path.join(serverDir, 'dist'), { recursive: true, force: true });
    console.error('A compilação do servidor falhou (acima): dist/ removido.');
  }
}
