import type { AppContext } from '../../../platform/context';
import { claimDue } from './claim';
import { processRun, type EngineDeps } from './execute';
import type { ActionRegistry } from './registry';

export interface WorkerOptions {
  ctx: AppContext;
  registry: ActionRegistry;
  now: () => Date;
  /** Runs executing at once in this process (runs of one agent too: no order is promised). */
  concurrency?: number;
  leaseMs?: number;
  /** Poll while idle, for runs other instances queued and claims that expired. */
  idlePollMs?: number;
  /** Poll soon after work, while more may be coming. */
  busyPollMs?: number;
  random?: () => number;
  /** Only these workspaces' runs (a unit test's worker beside the suite's other apps). */
  workspaceIds?: readonly string[];
}

export interface Worker {
  /** Work is waiting (a commit of this instance queued a run, or a decision resumed one). */
  poke(): void;
  /** Claims and runs due runs until none is left (tests drive the queue with this). */
  drain(): Promise<number>;
  /** Starts polling; `stop` ends it after the runs in hand finish. */
  start(): void;
  stop(): Promise<void>;
}

export const AGENT_LEASE_MS = 30_000;

/**
 * A worker of the run queue. The queue is the `agent_runs` table itself, claimed with
 * `FOR UPDATE SKIP LOCKED`, not a job library (pg-boss and the like): the run row is the
 * queue entry, the user-visible log and the exactly-once record at once. An internal
 * action's writes and its step's status commit in one transaction; a job library would
 * keep a second copy of the state (its job row) outside that transaction, and the two
 * could disagree after a crash.
 *
 * It polls only while there is work (or every `idlePollMs` for other instances' runs), and
 * is woken at once by this instance's commits (`poke`), so idle apps cost one cheap query
 * every few seconds and a run starts milliseconds after the event that woke it.
 */
export function createWorker(options: WorkerOptions): Worker {
  const concurrency = options.concurrency ?? 4;
  const idlePollMs = options.idlePollMs ?? 5_000;
  const busyPollMs = options.busyPollMs ?? 500;
  const deps: EngineDeps = {
    ctx: options.ctx,
    registry: options.registry,
    leaseMs: options.leaseMs ?? AGENT_LEASE_MS,
    now: options.now,
    random: options.random ?? Math.random,
  };
  const inflight = new Set<Promise<void>>();
  let running = false;
  let started = false;
  let stopped = false;
  let pumping = false;
  let wanted = false;
  let timer: NodeJS.Timeout | null = null;
  let timerAt = Infinity;

  const arm = (ms: number) => {
    if (!running || stopped) return;
    const at = Date.now() + Math.max(0, ms);
    if (timer && timerAt <= at) return;
    if (timer) clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(
      () => {
        timer = null;
        timerAt = Infinity;
        poke();
      },
      Math.max(0, ms),
    );
    timer.unref();
  };

  const launch = (claimed: Awaited<ReturnType<typeof claimDue>>[number]) => {
    const work: Promise<void> = processRun(deps, claimed)
      .then(({ retryAt }) => {
        if (retryAt) arm(retryAt.getTime() - deps.now().getTime());
      })
      .catch((err: unknown) => deps.ctx.log.warn({ err }, 'agents: execução interrompida'))
      .finally(() => {
        inflight.delete(work);
        if (running && !stopped) poke();
      });
    inflight.add(work);
  };

  /** Claims while there are free slots and due runs. */
  const pump = async () => {
    if (pumping || stopped) return;
    pumping = true;
    let found = false;
    try {
      do {
        wanted = false;
        while (!stopped && inflight.size < concurrency) {
          const free = concurrency - inflight.size;
          const claimed = await claimDue(
            options.ctx.db,
            deps.now(),
            free,
            deps.leaseMs,
            options.workspaceIds,
          );
          claimed.forEach(launch);
          if (claimed.length > 0) found = true;
          if (claimed.length < free) break;
        }
      } while (wanted && !stopped && inflight.size < concurrency);
    } catch (err) {
      if (databaseClosed(options.ctx)) {
        void stop();
        return;
      }
      options.ctx.log.warn({ err }, 'agents: fila indisponível');
    } finally {
      pumping = false;
    }
    arm(found || inflight.size > 0 ? busyPollMs : idlePollMs);
  };

  function poke() {
    wanted = true;
    if (!running || stopped) return;
    void pump();
  }

  async function stop() {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    await Promise.all([...inflight]);
  }

  return {
    poke,
    async drain() {
      let total = 0;
      for (;;) {
        const claimed = await claimDue(
          options.ctx.db,
          deps.now(),
          concurrency,
          deps.leaseMs,
          options.workspaceIds,
        );
        if (claimed.length === 0) return total;
        total += claimed.length;
        await Promise.all(claimed.map((run) => processRun(deps, run)));
      }
    },
    start() {
      if (started) return;
      started = running = true;
      poke();
    },
    stop,
  };
}

/** The app closed its pool (the worker outlived a test's app): nothing more can be claimed. */
function databaseClosed(ctx: AppContext): boolean {
  const pool = (ctx.db as unknown as { $client?: { ending?: boolean } }).$client;
  return pool?.ending === true;
}
