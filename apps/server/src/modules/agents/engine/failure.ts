import { AppError } from '../../../platform/errors';
import { transaction } from '../../../platform/db/transaction';
import { PermanentActionError } from '../actions/types';
import type { EngineDeps, Outcome } from './execute';
import { engineMessages } from './messages';
import { lockRun, saveRun, withStep, type Lease } from './run-state';
import type { PendingStart } from './start-run';

const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 10 * 60_000;
const REASON_MAX = 2_000;

/** The wait before attempt `attempts + 1`: 5 s, 10 s, 20 s… (±25 % jitter), at most 10 min. */
export function backoffMs(attempts: number, random: () => number): number {
  const base = BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1);
  return Math.min(BACKOFF_MAX_MS, Math.round(base * (0.75 + random() * 0.5)));
}

/**
 * A failure retrying cannot fix: the handler said so (PermanentActionError), or a module
 * refused the request as a person's would be refused (4xx: gone, invalid, forbidden).
 * Conflicts and rate limits may pass on a later attempt.
 */
export function isPermanent(err: unknown): boolean {
  if (err instanceof PermanentActionError) return true;
  return (
    err instanceof AppError &&
    err.status >= 400 &&
    err.status < 500 &&
    err.status !== 409 &&
    err.status !== 429
  );
}

function reasonOf(err: unknown): string {
  const message = err instanceof Error ? err.message.trim() : '';
  return (message || engineMessages.transient).slice(0, REASON_MAX);
}

/**
 * Records a failed attempt: the step failed with its error; the run goes back to the queue
 * with a backoff, or, when the failure is permanent or the attempts are spent, dies (the
 * dead letter: `dead`, the last error as its reason, `agents.run.finished` emitted).
 */
export async function recordFailure(
  deps: EngineDeps,
  lease: Lease,
  stepIndex: number | null,
  err: unknown,
  start: PendingStart | null = null,
): Promise<Outcome> {
  const permanent = isPermanent(err);
  const reason = reasonOf(err);
  if (!permanent) deps.ctx.log.warn({ err, runId: lease.id }, 'agents: tentativa falhou');
  return transaction(deps.ctx, async (tx) => {
    const locked = await lockRun(tx, lease);
    if (!locked) return { retryAt: null };
    const now = deps.now();
    // The first step's transaction rolled its run's start back: record it with the failure.
    const begun = start && !locked.startedAt ? start : null;
    const current = begun ? begun.steps : locked.steps;
    const step = stepIndex === null ? undefined : current[stepIndex];
    const steps =
      step && stepIndex !== null
        ? withStep(current, stepIndex, {
            status: 'failed',
            error: reason,
            attempts: step.attempts + 1,
            finishedAt: now.toISOString(),
          })
        : current;
    const base = begun ? { input: begun.input, startedAt: begun.startedAt } : {};
    if (permanent || locked.attempts >= locked.maxAttempts) {
      await saveRun(tx, locked, {
        ...base,
        steps,
        status: 'dead',
        reason: permanent ? reason : engineMessages.exhausted(locked.attempts, reason),
        finishedAt: now,
        lockedUntil: null,
      });
      return { retryAt: null };
    }
    const retryAt = new Date(now.getTime() + backoffMs(locked.attempts, deps.random));
    await saveRun(tx, locked, {
      ...base,
      steps,
      status: 'queued',
      reason,
      nextAttemptAt: retryAt,
      lockedUntil: null,
    });
    return { retryAt };
  });
}
