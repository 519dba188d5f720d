// When an access token is due for renewal, by its own claims and the server's clock.

/** An access token is renewed this long before it expires (a quarter of its life if shorter). */
export const REFRESH_AHEAD_MS = 60_000;
interface Lifetime {
  /** `iat` and `exp` of the token, in ms of the server's clock. */
  issuedAt: number;
  expiresAt: number;
}

/** The life of an access token, read from its JWT claims (the session answer's `token`). */
export function tokenLifetime(token: string): Lifetime | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64)) as { iat?: unknown; exp?: unknown };
    if (typeof claims.exp !== 'number') return null;
    const expiresAt = claims.exp * 1000;
    const issuedAt = typeof claims.iat === 'number' ? claims.iat * 1000 : expiresAt - 900_000;
    return { issuedAt, expiresAt };
  } catch {
    return null;
  }
}

// Server clock minus this device's clock, learned from a token just issued: a device whose
// clock is off would otherwise renew too late (401s again) or on every request.
let clockOffset = 0;

/** A token the server has just issued tells how far this device's clock is from the server's. */
export function learnClock(token: string, now = Date.now()): void {
  const life = tokenLifetime(token);
  if (life) clockOffset = life.issuedAt - now;
}

/** For tests: forget what was learned. */
export function resetClock(): void {
  clockOffset = 0;
}

/** How long until `token` should be renewed (≤ 0: now); null when its expiry is unknown. */
export function msBeforeRenewal(token: string, now = Date.now()): number | null {
  const life = tokenLifetime(token);
  if (!life) return null;
  const ahead = Math.min(REFRESH_AHEAD_MS, (life.expiresAt - life.issuedAt) / 4);
  return life.expiresAt - ahead - (now + clockOffset);
}
