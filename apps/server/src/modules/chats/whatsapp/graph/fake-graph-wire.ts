import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  type FakeTemplate,
  graphErrorBody,
  invalidParameter,
  templateMissing,
} from './fake-graph-data';

/** The fake Graph API's routing and answers, kept apart from its state (fake-graph.ts). */
export type FakeEndpoint =
  'messages' | 'media-info' | 'media-download' | 'media-upload' | 'templates' | 'phone-number';

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Wait before answering (client timeouts). */
  delayMs?: number;
  /** Cut the connection without an answer (a network failure). */
  drop?: boolean;
}

const MESSAGE_TYPES = new Set([
  'text',
  'image',
  'audio',
  'video',
  'document',
  'sticker',
  'template',
  'reaction',
  'location',
  'contacts',
  'interactive',
]);
export const DOWNLOAD_PATH = '/whatsapp_business/attachments/';

export function endpointOf(
  method: string,
  path: string,
  phoneNumberId: string,
): FakeEndpoint | null {
  if (path === DOWNLOAD_PATH || path === DOWNLOAD_PATH.slice(0, -1))
    return method === 'GET' ? 'media-download' : null;
  const segments = path.split('/').filter(Boolean);
  if (method === 'POST' && segments.length === 2 && segments[1] === 'messages') return 'messages';
  if (method === 'POST' && segments.length === 2 && segments[1] === 'media') return 'media-upload';
  if (method === 'GET' && segments.length === 2 && segments[1] === 'message_templates')
    return 'templates';
  if (method === 'GET' && segments.length === 1)
    return segments[0] === phoneNumberId ? 'phone-number' : 'media-info';
  return null;
}

export function invalidMessage(
  message: Record<string, unknown> | null,
  templates: FakeTemplate[],
): { status: number; body: unknown } | null {
  const type = String(message?.type ?? 'text');
  if (!message || message.messaging_product !== 'whatsapp' || !message.to)
    return { status: 400, body: invalidParameter('messaging_product and to are required') };
  if (!MESSAGE_TYPES.has(type) || typeof message[type] !== 'object' || !message[type])
    return { status: 400, body: invalidParameter(`${type} object is required`) };
  if (type === 'template') {
    const t = message.template as { name?: string; language?: { code?: string } };
    const found = templates.find(
      (x) => x.name === t.name && x.language === t.language?.code && x.status === 'APPROVED',
    );
    if (!found)
      return { status: 404, body: templateMissing(String(t.name), String(t.language?.code)) };
  }
  return null;
}

export function answerWith(res: ServerResponse, answer: FakeAnswer) {
  if (answer.drop) return void res.socket?.destroy();
  const send = () => {
    const body = answer.body ?? (answer.status >= 400 ? genericError(answer.status) : {});
    res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  if (answer.delayMs) setTimeout(send, answer.delayMs);
  else send();
}

/** What Meta sends with a bare status: 429 is the throughput limit, 5xx a service error. */
function genericError(status: number) {
  if (status === 429) return graphErrorBody(130429, '(#130429) Rate limit hit');
  if (status >= 500)
    return graphErrorBody(2, 'An unexpected error has occurred. Please retry your request later.');
  return graphErrorBody(100, '(#100) Invalid parameter');
}

export function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export function parseJson(body: Buffer): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export const randomDigits = () =>
  String(1_000_000_000_000_000n + BigInt(`0x${randomBytes(6).toString('hex')}`));
