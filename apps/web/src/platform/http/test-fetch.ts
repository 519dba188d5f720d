/** Test helpers for the request helper and its callers (imported by `*.test.ts(x)` only). */
import { vi } from 'vitest';

/** A JSON answer as the API sends it. */
export function json(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function text(status: number, body: string, statusText = ''): Response {
  return new Response(body, { status, statusText, headers: { 'Content-Type': 'text/plain' } });
}

export function empty(status: number, statusText = ''): Response {
  return new Response(null, { status, statusText });
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces `fetch` with a mock that answers through `handler`. */
export function mockFetch(handler: Handler) {
  const fn = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(String(input), init ?? {})),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

export function headersOf(init: RequestInit | undefined): Headers {
  return new Headers(init?.headers);
}

/** The calls made to one URL. */
export function callsTo(fn: ReturnType<typeof mockFetch>, url: string) {
  return fn.mock.calls.filter(([input]) => String(input) === url);
}
