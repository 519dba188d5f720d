import { notify } from '../toasts';

/**
 * The info toast of the session (spec §8: "Sua sessão expirou!"). Kept apart so the
 * request helper depends on one small function and tests can watch it.
 */
export function notifyInfo(message: string): void {
  notify.info(message);
}
