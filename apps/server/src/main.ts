import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connectDatabase, migrateDatabase } from './platform/db/client';
import { DataDirLockedError } from './platform/db/data-dir-lock';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './platform/db/embedded';

/** config → database (embedded or DATABASE_URL) → migrate → listen; clean stop on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  const log = pino({ level: config.LOG_LEVEL ?? 'info' });

  let embedded: EmbeddedDatabase | undefined;
  const url =
    config.DATABASE_URL ?? (embedded = await startEmbeddedDatabase(config.DATA_DIR, log)).url;
  const database = connectDatabase(url);
  await migrateDatabase(database.db);

  const app = await buildApp({ config, database });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'encerrando');
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    try {
      await app.close(); // also closes the database pool (onClose hook)
      await embedded?.stop();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'falha ao encerrar');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    log.error({ err: error }, 'não foi possível abrir a porta');
    await database.close();
    await embedded?.stop();
    process.exit(1);
  }
  log.info(`Orbita em ${config.APP_URL}`);
}

main().catch((error: unknown) => {
  // A second server on a DATA_DIR in use: the message says it all (pt-BR and English).
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
