import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../platform/db/client';
import { freePort } from '../platform/db/embedded';
import { createAccounts, type Account } from './accounts';
import { seededRandom } from './random';
import { embeddedPostgres, startServer, stopOrphan, type ServerProcess } from './server-process';
import { ackWriters } from './writers';

/**
 * The server (`npm start` mode: embedded PostgreSQL in DATA_DIR) is killed with SIGKILL at
 * a random moment while workers write through the API, `cycles` times. After every
 * restart each acknowledged write must be in the database. CRASH_SEED replays a run.
 */
export function crashSuite(cycles: number, timeoutMs: number): void {
  const seed = Number(process.env.CRASH_SEED ?? Date.now() % 100_000);
  const random = seededRandom(seed);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-crash-'));
  fs.chmodSync(dataDir, 0o755);
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.kill();
    await stopOrphan(dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const databaseOf = () => {
    const found = embeddedPostgres(dataDir);
    if (!found) throw new Error('PostgreSQL embutido sem postmaster.pid');
    return found.url;
  };

  describe(`crash: SIGKILL while writing, ${cycles} cycles (seed ${seed})`, () => {
    it(
      'keeps every acknowledged write after each restart',
      async () => {
        const port = await freePort();
        server = await startServer({ port, dataDir });
        const mail = new pg.Pool({ connectionString: databaseOf(), max: 2 });
        const workers = 4;
        let accounts: Account[];
        try {
          accounts = await createAccounts(server.url, mail, workers);
        } finally {
          await mail.end();
        }
        for (const account of accounts)
          for (const writer of ackWriters) await writer.prepare?.(server.url, account);

        const acks = new Map<string, unknown[]>(ackWriters.map((w) => [w.name, []]));
        // Workers start at different writers, so a short cycle still reaches every kind.
        const stride = Math.ceil(ackWriters.length / accounts.length);
        const seqs = accounts.map((_, w) => w * stride);
        let total = 0;

        for (let cycle = 1; cycle <= cycles; cycle++) {
          const base = server.url;
          let killed = false;
          let answered = 0;
          const work = accounts.map(async (account, w) => {
            while (!killed) {
              const seq = seqs[w]!++;
              const writer = ackWriters[seq % ackWriters.length]!;
              const ack = await writer.write({ base, account, seq });
              // An answer that arrived after the kill was still sent by the server: it counts.
              if (ack !== null) acks.get(writer.name)!.push(ack);
              answered++;
            }
          });
          await new Promise((r) => setTimeout(r, 300 + random() * 2200));
          // On a slow machine the random pause may end before one round of every kind of
          // write: wait for that round (the kill still lands mid-write), with a hang guard.
          // The first cycle also waits until every kind has one acknowledged write: workers
          // run at uneven speeds, so a round of answers is not always a round of kinds, and
          // the check below wants each kind really checked at least once.
          const roundBy = Date.now() + 120_000;
          const unchecked = () => cycle === 1 && [...acks.values()].some((l) => l.length === 0);
          while ((answered < ackWriters.length || unchecked()) && Date.now() < roundBy)
            await new Promise((r) => setTimeout(r, 50));
          await server.kill();
          killed = true;
          await Promise.all(work);

          server = await startServer({ port, dataDir });
          const database = connectDatabase(databaseOf());
          try {
            const lacking: string[] = [];
            for (const writer of ackWriters)
              lacking.push(...(await writer.missing(database.db, acks.get(writer.name)!)));
            total = [...acks.values()].reduce((n, list) => n + list.length, 0);
            expect(lacking, `ciclo ${cycle} (seed ${seed}): ${total} escritas confirmadas`).toEqual(
              [],
            );
          } finally {
            await database.close();
          }
        }
        const counts = Object.fromEntries([...acks].map(([name, list]) => [name, list.length]));
        console.info(
          `crash: ${cycles} SIGKILLs (seed ${seed}), ${total} escritas confirmadas, nenhuma perdida: ${JSON.stringify(counts)}`,
        );
        // Every kind of write was acknowledged at least once, so each one was really checked.
        for (const writer of ackWriters)
          expect(acks.get(writer.name)!.length, writer.name).toBeGreaterThan(0);
        expect(total).toBeGreaterThan(cycles * 4);
        await server.stop();
      },
      timeoutMs,
    );
  });
}
