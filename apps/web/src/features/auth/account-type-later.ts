/**
 * "Decidir depois" in the account-type question: the person's choice to be asked again
 * later. The person's settings have no field for it (the checkpoint `tipo-conta` stays on
 * the server until a type is chosen), so this device remembers when, one key per person:
 * another person signing in on the same browser is still asked.
 */
export const ACCOUNT_TYPE_LATER_KEY = 'orbita-tipo-conta-depois';

/** Asked again at most once a week. */
export const ACCOUNT_TYPE_ASK_AGAIN_MS = 7 * 24 * 60 * 60 * 1000;

const keyOf = (userId: string) => `${ACCOUNT_TYPE_LATER_KEY}:${userId}`;

export function postponeAccountType(userId: string, now = Date.now()): void {
  try {
    localStorage.setItem(keyOf(userId), new Date(now).toISOString());
  } catch {
    // Storage full or blocked: the question comes back on the next load, as before.
  }
}

/** True while the person's "Decidir depois" is less than a week old. */
export function isAccountTypePostponed(userId: string, now = Date.now()): boolean {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(keyOf(userId));
  } catch {
    return false;
  }
  const at = stored ? Date.parse(stored) : NaN;
  // A date in the future (a clock set back) does not count: it must never hide the question for good.
  return Number.isFinite(at) && at <= now && now - at < ACCOUNT_TYPE_ASK_AGAIN_MS;
}
