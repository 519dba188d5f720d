import pino from 'pino';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { connectDatabase, migrateDatabase } from '../platform/db/client';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../platform/db/embedded';
import { seedDemo } from './demo';

/**
 * `npm run db:seed`: the demo data on the database the server would use (DATABASE_URL, else
 * the embedded PostgreSQL in DATA_DIR, as main.ts starts it), migrated first.
 */
async function main() {
  const config = loadConfig();
  const log = pino({ level: config.LOG_LEVEL ?? 'info' });
  let embedded: EmbeddedDatabase | undefined;
  const url =
    config.DATABASE_URL ?? (embedded = await startEmbeddedDatabase(config.DATA_DIR, log)).url;
  const database = connectDatabase(url);
  try {
    await migrateDatabase(database.db);
    const app = await buildApp({ config, database });
    try {
      const result = await seedDemo(app);
      console.log(
        result.created
          ? '\nDados de demonstração criados.'
          : '\nOs dados de demonstração já existem; nada foi duplicado.',
      );
      console.log(`Entre em: ${result.signInUrl}`);
      console.log(`E-mail:   ${result.email}`);
      console.log(`Senha:    ${result.password}\n`);
    } finally {
      await app.close(); // closes the database pool too
    }
  } finally {
    await embedded?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
