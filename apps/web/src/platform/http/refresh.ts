import { getSession, updateSession } from '../session/session-store';
import { isMobileClient } from './client-mode';
import { learnClock } from './refresh-clock';
import { readBody, send } from './transport';

let inflight: Promise<string | null> | null = null;

/**
 * `POST auth/refresh` (spec §7). Web: the httpOnly refresh cookie plus the anti-forgery
 * header; mobile: the client-type header and the refresh token as bearer. The whole answer
 * updates the stored token data. Concurrent callers share one call and all receive the new
 * token, or null on failure.
 */
export function refreshSession(): Promise<string | null> {
  inflight ??= runRefresh().finally(() => {
    inflight = null;
  });
  return inflight;
}

async function runRefresh(): Promise<string | null> {
  try {
    const refreshToken = getSession()?.refreshToken;
    const bearer = isMobileClient() && typeof refreshToken === 'string' ? refreshToken : undefined;
    const response = await send('POST', 'auth/refresh', undefined, { bearer });
    if (!response.ok) return null;
    const body = await readBody(response, 'POST');
    if (
      !body ||
      typeof body !== 'object' ||
      typeof (body as { token?: unknown }).token !== 'string'
    )
      return null;
    const data = body as Record<string, unknown> & { token: string };
    if (!data.token) return null;
    learnClock(data.token);
    updateSession(data);
    return data.token;
  } catch (error) {
    console.warn('Falha ao renovar a sessão.', error);
    return null;
  }
}
