import { useEffect } from 'react';
import { getToken, onTokenUpdated } from '../session/session-store';
import { refreshSession } from './refresh';
import { learnClock, msBeforeRenewal } from './refresh-clock';

/** setTimeout's longest delay (about 24.8 days); a longer wait is cut to it and re-armed. */
const MAX_DELAY_MS = 2 ** 31 - 1;

// The renewal of one stale token, shared by every request sent meanwhile. Once settled it is
// not tried again for that token, even if it still looks stale (a clock we could not learn,
// a failed refresh): the 401 path stays the safety net, never a loop.
let ahead: { token: string; done: Promise<void> } | null = null;

/**
 * Before a request: a token that has expired (a tab reopened the next morning) or is about
 * to is renewed first — one refresh shared by every request of the page load — instead of
 * each request meeting a 401. A failed renewal changes nothing here (offline is not a
 * logout); the request then meets its 401 and the usual renewal decides. Null when there
 * is nothing to wait for.
 */
export function renewIfStale(): Promise<void> | null {
  const token = getToken();
  if (!token) return null;
  if (ahead?.token === token) return ahead.done;
  const left = msBeforeRenewal(token);
  // Nothing to wait for: null, so the request goes out in the same tick as ever.
  if (left === null || left > 0) return null;
  ahead = { token, done: refreshSession().then(() => undefined) };
  return ahead.done;
}

/**
 * While a person is signed in, renews the access token shortly before it expires, so an
 * open page never meets a 401 from an old token. Follows every new token (this tab's, or
 * another tab's through storage); returns the stop function.
 */
export function startRefreshAhead(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let known = getToken();
  const arm = () => {
    clearTimeout(timer);
    const token = getToken();
    // A token that changed while the page is open was just issued (sign-in, a refresh here
    // or in another tab): its `iat` is the server's now.
    if (token && token !== known) learnClock(token);
    known = token;
    const left = token ? msBeforeRenewal(token) : null;
    if (left === null) return;
    timer = setTimeout(
      () => {
        if (getToken() !== token) return arm();
        if ((msBeforeRenewal(token) ?? 1) > 0) return arm(); // woke early (a cut delay)
        // A failure leaves the token as it is: the next request's 401 path takes over.
        void refreshSession();
      },
      Math.min(Math.max(left, 0), MAX_DELAY_MS),
    );
  };
  arm();
  const off = onTokenUpdated(arm);
  return () => {
    clearTimeout(timer);
    off();
  };
}

/** Mounted once in the signed-in shell. */
export function useRefreshAhead(): void {
  useEffect(() => startRefreshAhead(), []);
}
