import { expect, it } from 'vitest';

/** Fails on purpose only inside `scripts/check-exit-codes.mjs` (ORBITA_CANARY=web). */
it.runIf(process.env.ORBITA_CANARY === 'web')('canary: a failing web test fails the run', () => {
  expect('this test').toBe('failing on purpose');
});
