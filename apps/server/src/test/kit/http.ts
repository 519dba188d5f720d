import { randomUUID } from 'node:crypto';
import { TAB_HEADER, type Role } from '@orbita/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

/** Raw calls with one `authorization` header: answers the full inject response. */
export function caller(app: FastifyInstance, authorization: string) {
  return (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) => {
    const options: InjectOptions = { method, url, headers: { authorization, ...headers } };
    if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
    return app.inject(options);
  };
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

/** A signed-in caller of one module's API (`base`): `get/post/put/patch/del` answer `{ status, body }`. */
export interface Caller {
  userId: string;
  workspaceId: string;
  role: Role;
  token: string;
  /** The request headers (bearer token, workspace), for raw `app.inject` calls. */
  headers: Record<string, string>;
  get<T = Record<string, unknown>>(url: string): Promise<Answer<T>>;
  post<T = Record<string, unknown>>(url: string, payload?: unknown): Promise<Answer<T>>;
  put<T = Record<string, unknown>>(url: string, payload?: unknown): Promise<Answer<T>>;
  patch<T = Record<string, unknown>>(url: string, payload?: unknown): Promise<Answer<T>>;
  del<T = Record<string, unknown>>(url: string): Promise<Answer<T>>;
  /** The same person in one browser tab: every request carries `X-Orbita-Tab: tab`. */
  inTab(tab?: string): Caller & { tab: string };
  /** The raw answer (headers, text body) of a GET. */
  raw(url: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }>;
}

export function callerFor(
  app: FastifyInstance,
  base: string,
  token: string,
  ids: { userId: string; workspaceId: string; role: Role },
  extraHeaders: Record<string, string> = {},
): Caller {
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    'x-workspace-id': ids.workspaceId,
    ...extraHeaders,
  };
  const call = async <T>(method: Method, url: string, payload?: unknown): Promise<Answer<T>> => {
    const res = await app.inject({
      method,
      url: `${base}${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as T };
  };
  return {
    ...ids,
    token,
    headers,
    get: (url) => call('GET', url),
    post: (url, payload) => call('POST', url, payload ?? {}),
    put: (url, payload) => call('PUT', url, payload ?? {}),
    patch: (url, payload) => call('PATCH', url, payload ?? {}),
    del: (url) => call('DELETE', url),
    inTab: (tab = randomUUID()) => ({
      ...callerFor(app, base, token, ids, { ...extraHeaders, [TAB_HEADER]: tab }),
      tab,
    }),
    raw: async (url) => {
      const res = await app.inject({ method: 'GET', url: `${base}${url}`, headers });
      return { status: res.statusCode, headers: res.headers, body: res.body };
    },
  };
}

/** Asserts the status (showing the body when it differs) and returns the body. */
export function expectStatus<T>(answer: Answer<T>, status: number): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
}

/** Awaits an answer and asserts its status (200 unless told); returns the body. */
export async function ok<T = Record<string, unknown>>(
  answer: Promise<Answer<T>>,
  status = 200,
): Promise<T> {
  return expectStatus(await answer, status);
}

/** The status `GET /api/auth/app` answers for an access token: 200 while its session lives, else 401. */
export async function appStateStatus(app: FastifyInstance, token: string): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/auth/app',
    headers: { authorization: `Bearer ${token}` },
  });
  return res.statusCode;
}
