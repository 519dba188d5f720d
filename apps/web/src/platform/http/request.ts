import { logout } from '../session/logout';
import { notifyInfo } from '../session/notify-info';
import { getToken } from '../session/session-store';
import {
  errorFromResponse,
  HttpError,
  NO_RESPONSE_MESSAGE,
  OFFLINE_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from './http-error';
import { refreshSession } from './refresh';
import { renewIfStale } from './refresh-ahead';
import { apiPath, readBody, send, type SendOptions } from './transport';

/** Idempotent methods are retried once on these statuses; writes never are (spec §9). */
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set([
  'GET',
  'HEAD',
  'OPTIONS',
  'PUT',
  'DELETE',
]);
export const RETRY_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);
/** A short pause before the single retry, so a busy server gets a breath. */
export const RETRY_DELAY_MS = 400;
/** The one path whose 401 is an answer, not an expired session (spec §7). */
const REFRESH_EXEMPT = 'auth/app';
/** Sign-in, sign-up, logout… need no fresh access token; `auth/app` (the page load's first) does. */
const needsFreshToken = (path: string) => !path.startsWith('auth/') || path === REFRESH_EXEMPT;

export type RequestOptions = Pick<SendOptions, 'signal' | 'headers'>;

let expiring: Promise<string | null> | null = null;

/**
 * Refreshes the session once for every caller waiting on it; when the refresh fails the
 * person is logged out and told "Sua sessão expirou!" once, however many requests failed.
 */
export function renewSession(): Promise<string | null> {
  expiring ??= (async () => {
    const token = await refreshSession();
    if (!token) {
      await logout();
      void notifyInfo('Sua sessão expirou!');
    }
    return token;
  })().finally(() => {
    expiring = null;
  });
  return expiring;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(
        signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'),
      );
    });
  });
}

/**
 * THE request helper (spec §7–§9): any method, an optional body, `/api/`-relative path.
 * A 401 (except `auth/app`) refreshes the session once and retries; idempotent requests
 * are retried once on a transient status; any other failure rejects with an `HttpError`
 * whose message is the server's `message`, else the body, else the status text.
 */
export async function request<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const verb = method.toUpperCase();
  const renewing = needsFreshToken(apiPath(path)) ? renewIfStale() : null;
  if (renewing) await renewing;
  let refreshed = false;
  let retried = false;
  for (;;) {
    const sentToken = getToken();
    let response: Response;
    try {
      response = await send(verb, path, body, options);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      throw new HttpError(offline ? OFFLINE_MESSAGE : NO_RESPONSE_MESSAGE, { status: 0 });
    }
    if (response.ok) return (await readBody(response, verb)) as T;

    // Only a request that carried a session can have an expired one: a failed sign-in is a plain 401.
    if (response.status === 401 && !refreshed && sentToken && apiPath(path) !== REFRESH_EXEMPT) {
      refreshed = true;
      const current = getToken();
      // Another request may have refreshed while this one was in flight: reuse its token.
      const token = current && current !== sentToken ? current : await renewSession();
      if (!token) throw new HttpError(SESSION_EXPIRED_MESSAGE, { status: 401 });
      continue;
    }
    if (!retried && IDEMPOTENT_METHODS.has(verb) && RETRY_STATUSES.has(response.status)) {
      retried = true;
      await wait(RETRY_DELAY_MS, options.signal);
      continue;
    }
    throw errorFromResponse(
      response.status,
      response.statusText,
      await readBody(response, verb).catch(() => undefined),
    );
  }
}

/** Shorthands over `request`. */
export const http = {
  get: <T = unknown>(path: string, options?: RequestOptions) =>
    request<T>('GET', path, undefined, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body, options),
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  delete: <T = unknown>(path: string, options?: RequestOptions) =>
    request<T>('DELETE', path, undefined, options),
};
