import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { connectDatabase, migrateDatabase } from '../platform/db/client';
import { startEmbeddedDatabase } from '../platform/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/**
 * One real PostgreSQL for the whole run: TEST_DATABASE_URL when set (CI with an external
 * server), else an embedded one in a temporary directory, removed afterwards.
 */
export default async function setup(project: TestProject) {
  let url = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-test-'));
    fs.chmodSync(dir, 0o755);
    // Headroom: two test workers each run apps with a pool of 10 plus realtime's and
    // collaboration's LISTEN connections, and two-instance tests two such apps at once.
    const embedded = await startEmbeddedDatabase(dir, pino({ level: 'warn' }), {
      postgresFlags: ['-c', 'max_connections=300'],
    });
    url = embedded.url;
    stop = async () => {
      await embedded.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const database = connectDatabase(url);
  await migrateDatabase(database.db);
  await database.close();
  project.provide('databaseUrl', url);
  return stop;
}
