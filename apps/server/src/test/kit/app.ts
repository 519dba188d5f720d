import type { FastifyInstance } from 'fastify';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig, type Config } from '../../config';
import { shareTheDatabaseWithOtherApps } from '../../modules/chats';
import { connectDatabase, type DatabaseHandle } from '../../platform/db/client';

// Every app of a test process runs on the run's one database, whatever its NODE_ENV (this
// module is loaded for every server test file, by the setup file): WhatsApp loops take only
// the workspaces their test hands them. A production-mode app of one test took another
// test's queued reaction and kept it in backoff (reaction-outbox.test.ts, ci62).
shareTheDatabaseWithOtherApps();

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    WEB_DIST_DIR: '/nonexistent',
    // Every test file signs people in from 127.0.0.1 on one database: per-IP budgets would
    // meet each other. The budget tests lower them and use their own addresses.
    AUTH_LOGIN_IP_LIMIT: '1000000',
    AUTH_RECOVER_IP_LIMIT: '1000000',
    // Sign-ups too (10 an hour per address by default): the load-writer tests register over
    // HTTP from 127.0.0.1, and a run that held 11 of them met a 429.
    AUTH_REGISTER_LIMIT: '1000000',
    AUTH_PLAY_LIMIT: '1000000',
    AUTH_HASH_QUEUE: '100000',
    ...overrides,
  });
}

/**
 * What the kit opened for the current test file, closed after its tests by the server
 * project's setup file (test/close-after-file.ts). Not by an `afterAll` of the kit alone:
 * vitest ignores an `afterAll` registered while a `beforeAll` runs, so apps built in a
 * `beforeAll` were never closed — their LISTEN connections piled up until PostgreSQL
 * refused new clients ("too many clients already") in the middle of the run.
 */
const openedInFile = new Set<() => Promise<void>>();

function closeAfterFile(close: () => Promise<void>): void {
  let closed = false;
  const once = async () => {
    if (closed) return;
    closed = true;
    openedInFile.delete(once);
    await close().catch(() => {});
  };
  openedInFile.add(once);
  // Kept for files built at the top level: closes as soon as the file's own hooks run.
  afterAll(once);
}

/** Closes every app and database handle the kit opened for the current file. */
export async function closeOpenedInFile(): Promise<void> {
  await Promise.all([...openedInFile].map((close) => close()));
}

/** A database handle on the run's test database, closed after the file's tests. */
export function testDatabase(): DatabaseHandle {
  const database = connectDatabase(inject('databaseUrl'));
  closeAfterFile(() => database.close());
  return database;
}

/**
 * A full app (every module) on the test database, closed after the file's tests.
 * `probes` registers test-only routes before the app is ready.
 */
export async function testApp(
  overrides: Record<string, string> = {},
  options: { probes?: (app: FastifyInstance) => void } = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(overrides),
    database: connectDatabase(inject('databaseUrl')),
  });
  options.probes?.(app);
  await app.ready();
  closeAfterFile(() => app.close());
  return app;
}

/** An app whose auth limits are high enough that only the rate-limit tests meet them. */
export function authTestApp(overrides: Record<string, string> = {}): Promise<FastifyInstance> {
  return testApp({
    AUTH_LOGIN_LIMIT: '1000',
    AUTH_RECOVER_LIMIT: '1000',
    AUTH_REGISTER_LIMIT: '1000',
    ...overrides,
  });
}
