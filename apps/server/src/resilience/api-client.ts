/**
 * A small HTTP client for suites that talk to a server in another process, as the mobile
 * client does (spec §7: `X-Client-Type: mobile`, bearer token, no cookies). A request that
 * gets no answer (server killed, connection refused, timeout) resolves with status 0.
 */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  ms: number;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

export async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const started = performance.now();
  try {
    const res = await fetch(base + path, {
      method,
      headers: {
        'x-client-type': 'mobile',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: kept as text for the failure message
    }
    return { status: res.status, body: body as T, ms: performance.now() - started };
  } catch {
    return { status: 0, body: null as T, ms: performance.now() - started };
  }
}
