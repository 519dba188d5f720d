/**
 * The auth token store of spec §3/§4, word for word: key `ai-token` in localStorage and in
 * a cookie that expires in year 9999 (path `/`); a JSON object with `token` (the bearer
 * credential) and `checkpoints`; more fields are merged in later. Every set or update
 * emits `token-updated`.
 */
import { readCookie, writeCookie } from '../http/document-cookie';
import { secureTokenStorage, tokenCookieAllowed } from '../http/token-storage';

export const TOKEN_KEY = 'ai-token';
export const TOKEN_UPDATED = 'token-updated';

export interface SessionToken {
  token: string;
  checkpoints: string[];
  [field: string]: unknown;
}

const COOKIE_EXPIRES = 'Fri, 31 Dec 9999 23:59:59 GMT';
const events = new EventTarget();

function parse(raw: string | null | undefined): SessionToken | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const v = value as Record<string, unknown>;
    return {
      ...v,
      token: typeof v.token === 'string' ? v.token : '',
      checkpoints: Array.isArray(v.checkpoints)
        ? v.checkpoints.filter((c): c is string => typeof c === 'string')
        : [],
    };
  } catch {
    return null; // an unparsable value is treated as absent
  }
}

// getSession runs on every render of each useSession reader and before every request (a
// signed-in first load calls it hundreds of times): the cookie is read once per task
// (http/document-cookie) and the token's JSON parsed once per distinct value. Callers treat
// the result as read-only.
let parseMemo: { raw: string | null | undefined; value: SessionToken | null } | null = null;

function parseOnce(raw: string | null | undefined): SessionToken | null {
  if (!parseMemo || parseMemo.raw !== raw) parseMemo = { raw, value: parse(raw) };
  return parseMemo.value;
}

function writeTokenCookie(json: string | null): void {
  writeCookie(
    json
      ? `${TOKEN_KEY}=${encodeURIComponent(json)}; expires=${COOKIE_EXPIRES}; path=/; SameSite=Lax`
      : `${TOKEN_KEY}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`,
  );
}

function write(value: SessionToken | null): void {
  const json = value ? JSON.stringify(value) : null;
  // The installed app keeps it in the platform's secure storage (platform/http/token-storage).
  const secure = secureTokenStorage();
  if (secure) return secure.write(json);
  // Cookie first (web only: mobile mode never sets cookies, spec §7): another tab is told through localStorage's `storage` event.
  if (tokenCookieAllowed()) writeTokenCookie(json);
  if (json) localStorage.setItem(TOKEN_KEY, json);
  else localStorage.removeItem(TOKEN_KEY);
}

function emit(): void {
  events.dispatchEvent(new Event(TOKEN_UPDATED));
}

/** The stored token data: the cookie first, then localStorage; null when absent. */
export function getSession(): SessionToken | null {
  const secure = secureTokenStorage();
  if (secure) return parseOnce(secure.read());
  if (!tokenCookieAllowed()) return parseOnce(localStorage.getItem(TOKEN_KEY));
  return parseOnce(readCookie(TOKEN_KEY)) ?? parse(localStorage.getItem(TOKEN_KEY));
}

export function getToken(): string {
  return getSession()?.token ?? '';
}

/** The signed-in person's id from the stored session (null when signed out or not known yet). */
export function sessionUserId(): string | null {
  const user = getSession()?.user as { id?: unknown } | undefined;
  return typeof user?.id === 'string' ? user.id : null;
}

/** Authenticated when a token is present; unauthenticated when it is empty. */
export function isAuthenticated(): boolean {
  return getToken() !== '';
}

/** Replaces the token; skipped when it is identical. */
export function setToken(token: string): void {
  const current = getSession();
  if (current?.token === token) return;
  write({ ...(current ?? { checkpoints: [] }), token });
  emit();
}

/** Merges new fields over the existing token data. */
export function updateSession(partial: Partial<SessionToken>): void {
  const current = getSession() ?? { token: '', checkpoints: [] };
  write({ ...current, ...partial });
  emit();
}

/** Filters a checkpoint identifier out of the stored checkpoints. */
export function removeCheckpoint(id: string): void {
  const current = getSession();
  if (!current) return;
  updateSession({ checkpoints: current.checkpoints.filter((c) => c !== id) });
}

/** Forgets the session (logout). */
export function clearSession(): void {
  write(null);
  emit();
}

export function onTokenUpdated(listener: () => void): () => void {
  events.addEventListener(TOKEN_UPDATED, listener);
  // Another tab signing in or out changes localStorage: follow it here too.
  const onStorage = (e: StorageEvent) => {
    if (e.key !== TOKEN_KEY && e.key !== null) return;
    // The cookie the other tab wrote can reach this tab after the storage event (cookies
    // cross renderer processes separately), and the cookie is read first: take the
    // event's value for it, or a logout elsewhere would go unseen here.
    if (e.key === TOKEN_KEY && tokenCookieAllowed()) writeTokenCookie(e.newValue);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    events.removeEventListener(TOKEN_UPDATED, listener);
    window.removeEventListener('storage', onStorage);
  };
}
