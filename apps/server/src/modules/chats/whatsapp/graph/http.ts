import { GraphError } from './errors';

/**
 * The one way this client talks HTTP: a deadline over the whole exchange (connect, answer,
 * body), no redirect to another origin (Graph API answers never redirect; a media URL may only
 * move within its own host, and the bearer token must not follow it elsewhere), and every
 * failure turned into a GraphError.
 */
export interface HttpOptions {
  fetch: typeof fetch;
  timeoutMs: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_HOPS = 3;

export async function request(
  http: HttpOptions,
  url: string,
  init: RequestInit,
  signal: AbortSignal = AbortSignal.timeout(http.timeoutMs),
): Promise<Response> {
  let target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    throw new GraphError({ kind: 'invalid', status: 0, detail: `not http(s): ${url}` });
  for (let hop = 0; ; hop++) {
    let response: Response;
    try {
      response = await http.fetch(target, { ...init, redirect: 'manual', signal });
    } catch (error) {
      throw failureOf(error, signal, http.timeoutMs);
    }
    const location = response.headers.get('location');
    if (!REDIRECTS.has(response.status) || !location) return response;
    await response.body?.cancel().catch(() => undefined);
    const next = new URL(location, target);
    // Only a GET may follow, only within the origin, and only a few times.
    if ((init.method ?? 'GET') !== 'GET' || next.origin !== target.origin || hop >= MAX_HOPS)
      throw new GraphError({
        kind: 'redirect',
        status: response.status,
        detail: `redirect to ${next.origin}`,
      });
    target = next;
  }
}

/** The body as text, up to `maxBytes` (a Graph API JSON answer is small; more is refused). */
export async function readText(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<string> {
  const bytes = await readCapped(response, maxBytes, signal, timeoutMs);
  return bytes.toString('utf8');
}

/**
 * Streams the body and stops at `maxBytes` + 1 (too-large error) instead of buffering whatever
 * the other side sends; a declared Content-Length over the cap is refused before reading.
 */
export async function readCapped(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new GraphError({ kind: 'too-large', status: response.status, detail: `${declared} B` });
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new GraphError({
          kind: 'too-large',
          status: response.status,
          detail: `> ${maxBytes} B`,
        });
      }
      chunks.push(Buffer.from(value));
    }
  } catch (error) {
    if (error instanceof GraphError) throw error;
    throw failureOf(error, signal, timeoutMs);
  }
  return Buffer.concat(chunks, size);
}

function failureOf(error: unknown, signal: AbortSignal, timeoutMs: number): GraphError {
  if (signal.aborted)
    return new GraphError({ kind: 'timeout', status: 0, detail: `no answer in ${timeoutMs} ms` });
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  const code = typeof cause?.code === 'string' ? cause.code : '';
  const message = error instanceof Error ? error.message : String(error);
  return new GraphError({ kind: 'network', status: 0, detail: code || message });
}

/**
 * How long Meta asks us to wait: Retry-After (seconds or an HTTP date), else the Business Use
 * Case header's `estimated_time_to_regain_access` (minutes), else null (the caller backs off).
 */
export function retryAfterOf(headers: Headers, now = Date.now()): number | null {
  const header = headers.get('retry-after');
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  const usage = headers.get('x-business-use-case-usage');
  if (usage) {
    try {
      const parsed = JSON.parse(usage) as Record<
        string,
        { estimated_time_to_regain_access?: unknown }[]
      >;
      const minutes = Object.values(parsed)
        .flat()
        .map((u) => Number(u?.estimated_time_to_regain_access ?? 0))
        .filter((m) => Number.isFinite(m) && m > 0);
      if (minutes.length) return Math.max(...minutes) * 60_000;
    } catch {
      // A malformed usage header says nothing; fall through.
    }
  }
  return null;
}
