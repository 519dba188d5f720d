import type { AppContext } from '../../../platform/context';

export interface LoopOptions {
  ctx: AppContext;
  name: string;
  /** One round of work; answers whether there may be more right away, and when the next timer is due. */
  round(): Promise<{ more: boolean; nextAt?: Date | null }>;
  /** Poll while idle, for other instances' work and claims that expired. */
  idleMs: number;
  /** Idle and not a single WhatsApp connection exists: poll this rarely. */
  unusedMs?: number;
  inUse?(): Promise<boolean>;
}

export interface Loop {
  poke(): void;
  /** Rounds until one finds nothing (tests drive the queues with this). */
  drain(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * The soonest a round's `nextAt` re-arms the timer. A queue's next time is the earliest
 * `next_attempt_at` of its queued rows, and some of those are due yet not claimable: a
 * message behind its conversation's first one in backoff, a reaction's removal behind the
 * reaction, a row another instance holds. Re-armed at 0 ms, the loop queried the database
 * without pause for as long as Meta was down (~250 rounds a second in a trace).
 */
export const DUE_FLOOR_MS = 1_000;

/**
 * A polling loop that sleeps while idle and is woken at once by this instance's commits
 * (`poke`): one round at a time, again right away while a round found work. An app with no
 * WhatsApp connection costs one cheap query every `unusedMs` — no busy loop in tests and
 * installations that never use chats.
 */
export function createLoop(options: LoopOptions): Loop {
  let running = false;
  let stopped = false;
  let busy: Promise<void> | null = null;
  let again = false;
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

  const closed = () =>
    (options.ctx.db as unknown as { $client?: { ending?: boolean } }).$client?.ending === true;

  async function cycle(): Promise<void> {
    let wait = options.idleMs;
    try {
      do {
        again = false;
        const { more, nextAt } = await options.round();
        if (nextAt) wait = Math.min(wait, Math.max(DUE_FLOOR_MS, nextAt.getTime() - Date.now()));
        if (more) again = true;
      } while (again && !stopped);
      if (wait >= options.idleMs && options.inUse && !(await options.inUse()))
        wait = options.unusedMs ?? wait;
    } catch (err) {
      if (closed()) {
        stopped = true;
        return;
      }
      options.ctx.log.warn({ err }, `${options.name}: fila indisponível`);
    }
    arm(wait);
  }

  function poke() {
    if (!running || stopped) return;
    if (busy) {
      again = true;
      return;
    }
    busy = cycle().finally(() => {
      busy = null;
      if (again && running && !stopped) poke();
    });
  }

  return {
    poke,
    async drain() {
      for (;;) {
        const { more } = await options.round();
        if (!more) return;
      }
    },
    start() {
      running = true;
      poke();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await busy;
    },
  };
}
