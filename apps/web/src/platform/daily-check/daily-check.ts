import { whenIdle } from '../idle';
import { notify, wonMessage } from '../toasts';
import { isAuthenticated } from '../session/session-store';
import { saoPauloDate } from './sao-paulo-date';

/** localStorage keys and timings of spec §5/§9, word for word. */
export const LAST_RUN_KEY = 'daily-check.lastRun';
export const LOCK_KEY = 'daily-check.lock';
export const LOCK_TTL_MS = 30_000;
export const DAILY_ACCESS_PATH = 'app/comunicacao/eventos/acesso-diario';

/** The request helper's shape (platform/http `request`): method, API-relative path. */
export type DailyCheckRequest = (method: 'POST', path: string) => Promise<unknown>;

/**
 * `sent`: the server recorded today's access with this call; `known`: it already had it
 * (another device or tab came first today), so nothing the dashboard shows changed.
 */
export type DailyCheckOutcome = 'skipped' | 'sent' | 'known' | 'failed';

/** A lock is held while it is younger than 30 s; an older one is left over from a closed tab. */
function lockHeld(now: number): boolean {
  const since = Number(localStorage.getItem(LOCK_KEY));
  if (!Number.isFinite(since) || since <= 0) return false;
  const age = now - since;
  return age >= 0 && age < LOCK_TTL_MS;
}

interface Reward {
  quantidade: number;
  nome: string;
}

/** The rewards the server granted for today's access, when it names any. */
function grantedRewards(answer: unknown): Reward[] {
  if (
    !answer ||
    typeof answer !== 'object' ||
    !('granted' in answer) ||
    !Array.isArray(answer.granted)
  )
    return [];
  return answer.granted.filter(
    (r: unknown): r is Reward =>
      !!r &&
      typeof r === 'object' &&
      'quantidade' in r &&
      typeof r.quantidade === 'number' &&
      'nome' in r &&
      typeof r.nome === 'string',
  );
}

/**
 * One daily check (spec §4/§5): when signed in, the São Paulo date differs from the last
 * run and no fresh lock exists, report the daily access. Success records the date;
 * failure is only logged, so the next trigger retries; the lock is always released.
 */
export async function runDailyCheck(request: DailyCheckRequest): Promise<DailyCheckOutcome> {
  if (!isAuthenticated()) return 'skipped';
  const now = Date.now();
  const today = saoPauloDate(new Date(now));
  if (localStorage.getItem(LAST_RUN_KEY) === today || lockHeld(now)) return 'skipped';

  // Taken synchronously after the checks, so a focus and a visibilitychange firing
  // together (or two tabs) send one request.
  const lock = String(now);
  localStorage.setItem(LOCK_KEY, lock);
  try {
    const answer = await request('POST', DAILY_ACCESS_PATH);
    localStorage.setItem(LAST_RUN_KEY, today);
    for (const reward of grantedRewards(answer))
      notify.won(wonMessage(reward.quantidade, reward.nome));
    const known =
      !!answer &&
      typeof answer === 'object' &&
      'firstToday' in answer &&
      answer.firstToday === false;
    return known ? 'known' : 'sent';
  } catch (error) {
    console.error(
      '[daily-check] acesso diário não registrado; nova tentativa no próximo gatilho',
      error,
    );
    return 'failed';
  } finally {
    // Only our own lock: a slow request must not free a lock another tab took since.
    if (localStorage.getItem(LOCK_KEY) === lock) localStorage.removeItem(LOCK_KEY);
  }
}

/**
 * Runs the check at start-up (in the first idle moment) and whenever the tab becomes visible
 * or the window gets focus; `onSent` follows each access the server recorded with this call
 * (not one it already had today: the dashboard would refetch for nothing). Returns the
 * function that stops listening.
 */
export function startDailyCheck(request: DailyCheckRequest, onSent?: () => void): () => void {
  const trigger = () =>
    void runDailyCheck(request).then((outcome) => {
      if (outcome === 'sent') onSent?.();
    });
  const onVisibility = () => {
    if (document.visibilityState === 'visible') trigger();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('focus', trigger);
  // The start-up check waits for the first idle moment (1 s at most): it is not urgent, and
  // run from the shell's mount it sat in the first screen's longest task (its São Paulo date
  // is the page's first time-zone format, which loads the zone data).
  const startUp = whenIdle(trigger, 1_000);
  return () => {
    startUp();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('focus', trigger);
  };
}
