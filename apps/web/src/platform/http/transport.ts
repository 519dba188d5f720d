import { TAB_HEADER } from '@orbita/contracts/platform';
import { getSession } from '../session/session-store';
import { isMobileClient } from './client-mode';
import { readCookie } from './document-cookie';
import { tabId } from './tab-id';

/** Every API path is relative to this base (spec §7). */
export const API_BASE = '/api/';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const WORKSPACE_HEADER = 'X-Workspace-Id';

export function apiUrl(path: string): string {
  return API_BASE + path.replace(/^\/+/, '');
}

/** `auth/app?x=1` and `/auth/app` are the same API path. */
export function apiPath(path: string): string {
  return path.replace(/^\/+/, '').split(/[?#]/)[0] ?? '';
}

export interface SendOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Mobile only: the bearer to send instead of the access token (the refresh call sends the refresh token). */
  bearer?: string;
}

/**
 * The request as spec §7 describes it: JSON content type unless the body is form data,
 * `X-XSRF-TOKEN` when the anti-forgery cookie exists, this tab's `X-Orbita-Tab`, cookies
 * on the web, and on mobile `X-Client-Type: mobile` with a bearer token and no cookies.
 */
export function buildInit(method: string, body: unknown, options: SendOptions = {}): RequestInit {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser writes the multipart boundary itself
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  // The workspace the session acts in (features/workspaces switches it); a caller's own header wins.
  const workspaceId = getSession()?.workspaceId;
  if (typeof workspaceId === 'string' && workspaceId && !headers.has(WORKSPACE_HEADER))
    headers.set(WORKSPACE_HEADER, workspaceId);
  headers.set(TAB_HEADER, tabId);
  const mobile = isMobileClient();
  if (mobile) {
    headers.set('X-Client-Type', 'mobile');
    const bearer = options.bearer ?? getSession()?.token;
    if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
  }
  return {
    method,
    headers,
    body: payload,
    credentials: mobile ? 'omit' : 'include',
    signal: options.signal,
  };
}

/** Reads an answer's body: JSON when it says so, text otherwise, undefined when empty. */
export async function readBody(response: Response, method: string): Promise<unknown> {
  if (method === 'HEAD' || response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

export function send(
  method: string,
  path: string,
  body?: unknown,
  options?: SendOptions,
): Promise<Response> {
  return fetch(apiUrl(path), buildInit(method, body, options));
}
