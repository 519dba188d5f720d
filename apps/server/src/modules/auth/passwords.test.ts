import { describe, expect, it } from 'vitest';
import { authTestApp, randomIp, uniqueEmail } from '../../test/kit';
import {
  configurePasswordHashing,
  hashingBusyMessage,
  hashingLoad,
  inHashingQueue,
} from './passwords';

/** A job that runs until `open()` is called, and records how many ran at once. */
function gatedJobs() {
  let running = 0;
  let mostAtOnce = 0;
  const gates: (() => void)[] = [];
  return {
    job: () =>
      inHashingQueue(async () => {
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise<void>((resolve) => gates.push(resolve));
        running--;
      }),
    open: async () => {
      while (hashingLoad().active + hashingLoad().waiting > 0) {
        gates.splice(0).forEach((open) => open());
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    mostAtOnce: () => mostAtOnce,
  };
}

// The app configures the process-wide queue from its config: one hash at a time, one waiting.
const app = await authTestApp({ AUTH_HASH_CONCURRENCY: '1', AUTH_HASH_QUEUE: '1' });

describe('password hashing runs in a bounded queue (issue 14: 200 logins slowed everything)', () => {
  it('runs at most the configured number at once and refuses past the waiting room', async () => {
    configurePasswordHashing({ AUTH_HASH_CONCURRENCY: 2, AUTH_HASH_QUEUE: 3 });
    const gated = gatedJobs();
    const accepted = Array.from({ length: 5 }, () => gated.job());
    await new Promise((resolve) => setImmediate(resolve));
    expect(hashingLoad()).toEqual({ active: 2, waiting: 3 });
    await expect(gated.job()).rejects.toMatchObject({
      status: 503,
      code: 'unavailable',
      message: hashingBusyMessage,
    });
    await gated.open();
    await Promise.all(accepted);
    expect(gated.mostAtOnce()).toBe(2);
    configurePasswordHashing({ AUTH_HASH_CONCURRENCY: 1, AUTH_HASH_QUEUE: 1 });
  });

  it('a login while the queue is full answers 503 in pt-BR with Retry-After, then works again', async () => {
    const gated = gatedJobs();
    const busy = [gated.job(), gated.job()]; // one hashing, one waiting: full
    await new Promise((resolve) => setImmediate(resolve));
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: randomIp(),
        payload: { email: uniqueEmail(), password: 'errada-errada' },
      });
    const refused = await login();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: hashingBusyMessage, code: 'unavailable' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await gated.open();
    await Promise.all(busy);
    expect((await login()).statusCode).toBe(401);
  });

  it('a burst of logins is answered 401 or 503, never 500, and leaves the queue empty', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: randomIp(),
          payload: { email: uniqueEmail(), password: 'errada-errada' },
        }),
      ),
    );
    const codes = new Set(answers.map((a) => a.statusCode));
    expect([...codes].every((c) => c === 401 || c === 503)).toBe(true);
    expect(hashingLoad()).toEqual({ active: 0, waiting: 0 });
  });
});
