import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { testApp } from '../../test/app';

/** An app for auth tests: limits high enough that only the rate-limit tests meet them. */
export function authTestApp(overrides: Record<string, string> = {}): Promise<FastifyInstance> {
  return testApp({
    AUTH_LOGIN_LIMIT: '1000',
    AUTH_RECOVER_LIMIT: '1000',
    AUTH_REGISTER_LIMIT: '1000',
    ...overrides,
  });
}

export const uniqueEmail = (label = 'pessoa') => `${label}-${randomUUID()}@exemplo.com.br`;
/**
 * A random client address: rate-limit counters live in the shared test database, so
 * registrations here must not use up 127.0.0.1's allowance of other test files.
 */
export const randomIp = () =>
  `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join('.')}`;
export const PASSWORD = 'senha-forte-123';

export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The dev mailbox for one address, newest first, after queued mail went out. */
export async function mailsTo(app: FastifyInstance, email: string): Promise<StoredMail[]> {
  await app.mailer.flush();
  const res = await app.inject({
    method: 'GET',
    url: `/dev/mailbox.json?to=${encodeURIComponent(email)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<StoredMail[]>();
}

/** The `token` query parameter of the newest mail's link to `{appUrl}{path}`. */
export async function linkToken(
  app: FastifyInstance,
  email: string,
  path: '/registro/Confirma' | '/registro/Recupera',
  appUrl = 'http://localhost:3000',
): Promise<string> {
  const [mail] = await mailsTo(app, email);
  const match = new RegExp(
    `${appUrl.replace(/[.]/g, '\\.')}${path}\\?token=([A-Za-z0-9_%-]+)`,
  ).exec(mail?.text ?? '');
  if (!match) throw new Error(`no ${path} link in the mail to ${email}`);
  return decodeURIComponent(match[1]!);
}

/** A tiny cookie jar: what a browser would keep from Set-Cookie answers (path ignored). */
export class CookieJar {
  readonly values = new Map<string, string>();
  take(res: LightMyRequestResponse): this {
    for (const c of res.cookies) {
      const cleared =
        c.value === '' || (c.expires !== undefined && c.expires.getTime() <= Date.now());
      if (cleared) this.values.delete(c.name);
      else this.values.set(c.name, c.value);
    }
    return this;
  }
  get(name: string): string | undefined {
    return this.values.get(name);
  }
  set(name: string, value: string): this {
    this.values.set(name, value);
    return this;
  }
  header(): string {
    return [...this.values].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** What the web client stores after a sign-in: the `ai-token` cookie, URI-encoded JSON. */
export function aiTokenCookie(token: string, checkpoints: string[] = []): string {
  return encodeURIComponent(JSON.stringify({ token, checkpoints }));
}

/** Headers of a web request: cookies, and the XSRF header echoing the cookie. */
export function webHeaders(
  jar: CookieJar,
  options: { xsrf?: boolean } = {},
): Record<string, string> {
  const headers: Record<string, string> = { cookie: jar.header() };
  const xsrf = jar.get('XSRF-TOKEN');
  if (options.xsrf !== false && xsrf) headers['x-xsrf-token'] = xsrf;
  return headers;
}

export async function registerUser(
  app: FastifyInstance,
  options: { name?: string; email?: string; password?: string; ip?: string } = {},
) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? PASSWORD;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: options.name ?? 'Ana Souza', email, password },
    remoteAddress: options.ip ?? randomIp(),
  });
  return { res, email, password };
}

/** Registers, confirms through the mailed link and returns the web session (cookies set like a browser). */
export async function signedInWebUser(
  app: FastifyInstance,
  options: { name?: string; email?: string; password?: string; appUrl?: string } = {},
) {
  const { res, email, password } = await registerUser(app, options);
  expect(res.statusCode).toBe(201);
  const token = await linkToken(app, email, '/registro/Confirma', options.appUrl);
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/auth/confirm',
    payload: { token },
  });
  expect(confirm.statusCode).toBe(200);
  const session = confirm.json<{
    token: string;
    checkpoints: string[];
    user: { id: string };
    workspaceId: string;
  }>();
  const jar = new CookieJar()
    .take(confirm)
    .set('ai-token', aiTokenCookie(session.token, session.checkpoints));
  return { email, password, session, jar, userId: session.user.id };
}

/** Registers, confirms and signs in as a mobile client (no cookies; refresh token in the body). */
export async function signedInMobileUser(app: FastifyInstance, options: { email?: string } = {}) {
  const { email, password } = await signedInWebUser(app, options);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-client-type': 'mobile' },
    payload: { email, password },
  });
  expect(res.statusCode).toBe(200);
  const session = res.json<{
    token: string;
    refreshToken: string;
    user: { id: string };
    workspaceId: string;
  }>();
  return { email, password, session, userId: session.user.id, res };
}
