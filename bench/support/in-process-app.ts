import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import {
  connectDatabase,
  migrateDatabase,
  type DatabaseHandle,
} from '../../apps/server/src/platform/db/client';

export interface InProcessApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Starts listening on a free port; returns `http://127.0.0.1:{port}`. */
  listen(): Promise<string>;
  /** Closes the app (and with it the database handle). */
  close(): Promise<void>;
}

/**
 * The whole API in this process on `databaseUrl` (migrated), as in production but silent:
 * the API benches seed through `database` and time real HTTP requests against it.
 */
export async function startInProcessApp(databaseUrl: string): Promise<InProcessApp> {
  const database = connectDatabase(databaseUrl);
  await migrateDatabase(database.db);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    APP_URL: 'http://localhost:3000',
    WEB_DIST_DIR: '/nonexistent',
  });
  const app = await buildApp({ config, database });
  return {
    app,
    database,
    async listen() {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    },
    close: () => app.close(),
  };
}
