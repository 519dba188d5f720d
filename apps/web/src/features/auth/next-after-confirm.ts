import { safeNext } from './safe-next';

/** Where a visitor who signed up wanted to go (`?next=`), kept until the e-mail is confirmed. */
export const NEXT_AFTER_CONFIRM_KEY = 'orbita-next-after-confirm';
const HOME = '/me/home';

/**
 * On sign-up: remembers `next` as a safe in-app path (never another site), so the
 * confirmation link — opened later, without the query — still brings them back (e.g. to
 * `/play/CODE`). A sign-up without `next` forgets an older one, so it cannot redirect a
 * later account. Storage that refuses (private mode) just loses the way back.
 */
export function rememberNextAfterConfirm(next: string | null | undefined): void {
  try {
    const target = safeNext(next);
    if (next && target !== HOME) localStorage.setItem(NEXT_AFTER_CONFIRM_KEY, target);
    else localStorage.removeItem(NEXT_AFTER_CONFIRM_KEY);
  } catch {
    // No storage: the confirmation lands on /me/home.
  }
}

/** After a confirmation: the remembered path (checked again, then cleared) or `/me/home`. */
export function takeNextAfterConfirm(): string {
  try {
    const stored = localStorage.getItem(NEXT_AFTER_CONFIRM_KEY);
    localStorage.removeItem(NEXT_AFTER_CONFIRM_KEY);
    return safeNext(stored);
  } catch {
    return HOME;
  }
}
