/**
 * The info toast of the session (spec §8: "Sua sessão expirou!"). Kept apart so the
 * request helper depends on one small function (which loads the toasts when needed) and tests can watch it.
 */
export function notifyInfo(message: string): Promise<void> {
  // Loaded on demand: the request helper is on the sign-in page, react-toastify need not be.
  return import('../toasts').then(({ notify }) => {
    notify.info(message);
  });
}
