import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolveChecked, type ResolvedAddress, type Resolver } from './guard';

/**
 * One outgoing POST of an agent (a webhook, the language model): a deadline over the whole
 * exchange (DNS, connect, redirects, reading the answer), an answer read up to `maxBytes`
 * and then cut, and every hop's address resolved once, checked by the SSRF guard when
 * `guard` is on, and pinned — the socket connects to exactly the address that was checked.
 *
 * Redirects: 301/302/307/308 are followed (at most `maxRedirects`), re-sending the same POST
 * (the receiver moved; the signed body must arrive intact), each hop checked like the first.
 * Any other 3xx (303 "see other") is the answer.
 */
export interface OutboundPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  maxBytes: number;
  /** Refuse private addresses (webhooks, unless the operator allows them); off for the LLM. */
  guard: boolean;
  maxRedirects?: number;
  /** Tests: answer chosen addresses for a name; take one loopback address as public. */
  resolve?: Resolver;
  isPublic?: (address: string) => boolean;
}

export interface OutboundAnswer {
  status: number;
  body: string;
  truncated: boolean;
  /** The address that answered (after redirects). */
  url: string;
}

export class OutboundTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`no answer in ${timeoutMs} ms`);
    this.name = 'OutboundTimeoutError';
  }
}

/** A URL (or a redirect's Location) that is not http(s): retrying cannot help. */
export class UnsupportedUrlError extends Error {
  constructor(readonly url: string) {
    super(`unsupported address ${url}`);
    this.name = 'UnsupportedUrlError';
  }
}

const followed = new Set([301, 302, 307, 308]);

export async function postOutbound(request: OutboundPost): Promise<OutboundAnswer> {
  const signal = AbortSignal.timeout(request.timeoutMs);
  let url = new URL(request.url);
  try {
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new UnsupportedUrlError(url.toString());
      const pinned = await resolveChecked(url, {
        allowPrivate: !request.guard,
        resolve: request.resolve,
        isPublic: request.isPublic,
      });
      signal.throwIfAborted();
      const response = await send(url, pinned, request, signal);
      const location = response.headers.location;
      if (followed.has(response.statusCode ?? 0) && location && hop < (request.maxRedirects ?? 0)) {
        response.destroy();
        url = new URL(location, url);
        continue;
      }
      const { body, truncated } = await readCapped(response, request.maxBytes);
      return { status: response.statusCode ?? 0, body, truncated, url: url.toString() };
    }
  } catch (error) {
    if (signal.aborted) throw new OutboundTimeoutError(request.timeoutMs);
    throw error;
  }
}

function send(
  url: URL,
  pinned: ResolvedAddress,
  request: OutboundPost,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  // The connection goes to the checked address whatever the name resolves to now (no DNS
  // rebinding); the Host header and TLS name stay the URL's.
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: 'POST',
      headers: { ...request.headers, 'Content-Length': String(Buffer.byteLength(request.body)) },
      lookup,
      signal,
      // A literal IP host skips `lookup`; the guard checked it already.
      agent: false,
    });
    req.once('response', resolve);
    req.once('error', reject);
    req.end(request.body);
  });
}

function readCapped(
  response: IncomingMessage,
  maxBytes: number,
): Promise<{ body: string; truncated: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (truncated: boolean) => {
      if (done) return;
      done = true;
      resolve({ body: Buffer.concat(chunks).toString('utf8'), truncated });
    };
    response.on('data', (chunk: Buffer) => {
      if (done) return;
      const room = maxBytes - size;
      chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
      size += Math.min(chunk.length, room);
      if (size >= maxBytes) {
        finish(true);
        response.destroy();
      }
    });
    response.once('end', () => finish(false));
    response.once('error', (error) => {
      if (!done) reject(error);
    });
    response.once('close', () => {
      if (!done) reject(new Error('connection closed before the answer ended'));
    });
  });
}
