import { beforeAll } from 'vitest';

/**
 * For test files that share one module graph per worker (vitest.shared.ts). A lazy part of a
 * screen imports its modules when first rendered; a file that ends while that import is in
 * flight has its environment torn down under it, and the half-loaded module then breaks the
 * next file of the worker that renders it. ci70 saw exactly that: contacts-tab.test ended
 * while the nexos panel's icons loaded ("Cannot load … after the environment was torn
 * down"), and hub-page.test, rendering the same panel, drew an empty page in 3 of 4 tests.
 * The nexos panel is the lazy part most screens render: it is loaded once, before any test.
 */
beforeAll(async () => {
  await import('../platform/nexos/nexos-panel');
});
