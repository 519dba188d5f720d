import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/** The web client's token store (spec §3), written by the client itself. */
export const ACCESS_COOKIE = 'ai-token';
/** Readable anti-forgery cookie; the web client echoes it in `X-XSRF-TOKEN`. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** httpOnly refresh token, sent only to the auth routes. */
export const REFRESH_COOKIE = 'orbita_refresh';
export const REFRESH_COOKIE_PATH = '/api/auth';

/** Mobile clients (spec §7) say so with `X-Client-Type: mobile`; they never get cookies. */
export function isMobileClient(request: FastifyRequest): boolean {
  return request.headers['x-client-type'] === 'mobile';
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The access JWT inside the `ai-token` cookie: a URI-encoded JSON object whose `token`
 * field is the bearer credential. Anything unreadable counts as absent (spec §3).
 */
export function accessTokenFromCookie(request: FastifyRequest): string | null {
  const raw = request.cookies[ACCESS_COOKIE];
  if (!raw) return null;
  for (const candidate of [raw, safeDecode(raw)]) {
    if (candidate === null) continue;
    try {
      const value: unknown = JSON.parse(candidate);
      if (
        value &&
        typeof value === 'object' &&
        'token' in value &&
        typeof value.token === 'string' &&
        value.token
      ) {
        return value.token;
      }
    } catch {
      // try the next reading
    }
  }
  return null;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function secure(config: Config): boolean {
  return config.APP_URL.startsWith('https:');
}

export function setSessionCookies(
  reply: FastifyReply,
  config: Config,
  cookies: { refreshToken: string; xsrf: string; expiresAt: Date },
): void {
  const common = { sameSite: 'lax' as const, secure: secure(config), expires: cookies.expiresAt };
  void reply.setCookie(REFRESH_COOKIE, cookies.refreshToken, {
    ...common,
    httpOnly: true,
    path: REFRESH_COOKIE_PATH,
  });
  void reply.setCookie(XSRF_COOKIE, cookies.xsrf, { ...common, httpOnly: false, path: '/' });
}

export function clearSessionCookies(reply: FastifyReply, config: Config): void {
  const common = { sameSite: 'lax' as const, secure: secure(config) };
  void reply.clearCookie(REFRESH_COOKIE, { ...common, httpOnly: true, path: REFRESH_COOKIE_PATH });
  void reply.clearCookie(XSRF_COOKIE, { ...common, path: '/' });
}
