import { expect, it } from 'vitest';

/**
 * Fails on purpose only inside `scripts/check-exit-codes.mjs` (ORBITA_CANARY=server), which
 * asserts that the failure makes `vitest run` exit non-zero with the embedded PostgreSQL of
 * the global setup running — the path that once turned "1 failed" into exit 0.
 */
it.runIf(process.env.ORBITA_CANARY === 'server')(
  'canary: a failing server test fails the run',
  () => {
    expect('this test').toBe('failing on purpose');
  },
);
