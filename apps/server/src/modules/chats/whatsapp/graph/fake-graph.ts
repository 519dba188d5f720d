import { createHash, randomBytes } from 'node:crypto';
import http, { type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  defaultTemplates,
  type FakeTemplate,
  invalidParameter,
  invalidToken,
  newWaMessageId,
  unknownObject,
} from './fake-graph-data';
import {
  answerWith,
  DOWNLOAD_PATH,
  endpointOf,
  type FakeAnswer,
  type FakeEndpoint,
  invalidMessage,
  json,
  parseJson,
  randomDigits,
} from './fake-graph-wire';
import { SIGNATURE_HEADER, signPayload } from './signature';

/**
 * A local stand-in for the WhatsApp Cloud API (Graph API) on 127.0.0.1, port 0, speaking the
 * documented endpoints: POST /{phone-number-id}/messages, GET /{media-id} (a download URL on
 * this server), the download itself (bearer required, like lookaside.fbsbx.com), POST
 * /{phone-number-id}/media (multipart), GET /{waba-id}/message_templates (paged by cursor) and
 * GET /{phone-number-id} (the token check). It records every request and answers from a queue
 * of programmed responses first (`failNext`). `deliverWebhook` POSTs a body signed like Meta.
 * Tests use it in process; another process drives it through `/_fake/*` (fake-graph-cli.ts).
 */
export type { FakeAnswer, FakeEndpoint } from './fake-graph-wire';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: Buffer;
  endpoint: FakeEndpoint | null;
}

export interface SentMessage {
  waMessageId: string;
  phoneNumberId: string;
  body: Record<string, unknown>;
}

export interface FakeMedia {
  bytes: Buffer;
  mime: string;
  filename?: string;
}

export interface FakeGraphOptions {
  accessToken?: string;
  phoneNumberId?: string;
  wabaId?: string;
  displayPhone?: string;
  verifiedName?: string;
  /** Path prefix of the base URL, like Meta's version. */
  version?: string;
}

export interface FakeGraph {
  /** The WHATSAPP_GRAPH_URL to use (origin + version). */
  url: string;
  origin: string;
  accessToken: string;
  phoneNumberId: string;
  wabaId: string;
  requests: RecordedRequest[];
  /** Messages the fake accepted (200), in order. */
  sent: SentMessage[];
  media: Map<string, FakeMedia>;
  templates: FakeTemplate[];
  failNext(endpoint: FakeEndpoint, answers: FakeAnswer[]): void;
  /** Drops every programmed answer not used yet (between tests). */
  clearAnswers(): void;
  addMedia(bytes: Buffer, mime: string, id?: string): string;
  setTemplates(templates: FakeTemplate[]): void;
  setTokenValid(valid: boolean): void;
  deliverWebhook(
    targetUrl: string,
    body: unknown,
    appSecret: string,
    options?: { signature?: string | null; headers?: Record<string, string> },
  ): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
  env: { WHATSAPP_GRAPH_URL: string };
}

export async function startFakeGraph(options: FakeGraphOptions = {}): Promise<FakeGraph> {
  const accessToken = options.accessToken ?? `EAAfake${randomBytes(12).toString('hex')}`;
  const phoneNumberId = options.phoneNumberId ?? '106540352242922';
  const wabaId = options.wabaId ?? '102290129340398';
  const version = options.version ?? 'v21.0';
  let tokenValid = true;
  const queues = new Map<FakeEndpoint, FakeAnswer[]>();
  const requests: RecordedRequest[] = [];
  const sent: SentMessage[] = [];
  const media = new Map<string, FakeMedia>();
  let templates = defaultTemplates();
  let origin = '';

  const addMedia = (bytes: Buffer, mime: string, id = randomDigits()) => {
    media.set(id, { bytes, mime });
    return id;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = Buffer.concat(chunks);
      if (url.pathname.startsWith('/_fake/')) return void control(url, body, res);
      const path = url.pathname.replace(/^\/v\d+(\.\d+)?(?=\/)/, '');
      const endpoint = endpointOf(req.method ?? 'GET', path, phoneNumberId);
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
        endpoint,
      });
      const programmed = endpoint ? queues.get(endpoint)?.shift() : undefined;
      if (programmed) return void answerWith(res, programmed);
      void handle(endpoint, path, url, req.headers, body, res);
    });
  });

  async function handle(
    endpoint: FakeEndpoint | null,
    path: string,
    url: URL,
    headers: IncomingHttpHeaders,
    body: Buffer,
    res: ServerResponse,
  ) {
    if (headers.authorization !== `Bearer ${accessToken}` || !tokenValid)
      return json(res, 401, invalidToken());
    const segments = path.split('/').filter(Boolean);
    switch (endpoint) {
      case 'messages': {
        if (segments[0] !== phoneNumberId) return json(res, 400, unknownObject(segments[0] ?? ''));
        const message = parseJson(body);
        const problem = invalidMessage(message, templates);
        if (problem) return json(res, problem.status, problem.body);
        const waMessageId = newWaMessageId();
        sent.push({ waMessageId, phoneNumberId, body: message! });
        const to = String(message!.to);
        return json(res, 200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: to, wa_id: to.replace(/\D/g, '') }],
          messages: [{ id: waMessageId, message_status: 'accepted' }],
        });
      }
      case 'media-info': {
        const id = decodeURIComponent(segments[0] ?? '');
        const file = media.get(id);
        if (!file) return json(res, 400, unknownObject(id));
        return json(res, 200, {
          messaging_product: 'whatsapp',
          url: `${origin}${DOWNLOAD_PATH}?mid=${encodeURIComponent(id)}&ext=${Date.now()}`,
          mime_type: file.mime,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
          file_size: file.bytes.length,
          id,
        });
      }
      case 'media-download': {
        const file = media.get(url.searchParams.get('mid') ?? '');
        if (!file) return json(res, 404, unknownObject(url.searchParams.get('mid') ?? ''));
        res.writeHead(200, { 'content-type': file.mime, 'content-length': file.bytes.length });
        return res.end(file.bytes);
      }
      case 'media-upload': {
        if (segments[0] !== phoneNumberId) return json(res, 400, unknownObject(segments[0] ?? ''));
        const form = await new Request('http://fake/upload', {
          method: 'POST',
          headers: { 'content-type': String(headers['content-type'] ?? '') },
          body: new Uint8Array(body),
        })
          .formData()
          .catch(() => null);
        const file = form?.get('file');
        if (!form || form.get('messaging_product') !== 'whatsapp' || !(file instanceof Blob))
          return json(res, 400, invalidParameter('messaging_product and file are required'));
        const id = randomDigits();
        const mime = String(form.get('type') ?? file.type);
        media.set(id, {
          bytes: Buffer.from(await file.arrayBuffer()),
          mime,
          filename: (file as File).name,
        });
        return json(res, 200, { id });
      }
      case 'templates': {
        if (segments[0] !== wabaId) return json(res, 400, unknownObject(segments[0] ?? ''));
        const limit = Math.max(1, Number(url.searchParams.get('limit') ?? 25) || 25);
        const start = Number(
          Buffer.from(url.searchParams.get('after') ?? '', 'base64url').toString() || 0,
        );
        const page = templates.slice(start, start + limit);
        const end = start + page.length;
        const cursor = (n: number) => Buffer.from(String(n)).toString('base64url');
        return json(res, 200, {
          data: page,
          paging: {
            cursors: { before: cursor(start), after: cursor(end) },
            ...(end < templates.length && {
              next: `${origin}/${version}/${wabaId}/message_templates?limit=${limit}&after=${cursor(end)}`,
            }),
          },
        });
      }
      case 'phone-number':
        return json(res, 200, {
          display_phone_number: options.displayPhone ?? '+55 11 95555-0101',
          verified_name: options.verifiedName ?? 'Orbita Teste',
          id: phoneNumberId,
        });
      default:
        return json(res, 400, unknownObject(segments[0] ?? path));
    }
  }

  /** The HTTP remote control for a fake running in another process. */
  async function control(url: URL, body: Buffer, res: ServerResponse) {
    const input = parseJson(body) ?? {};
    switch (url.pathname) {
      case '/_fake/fail-next':
        fake.failNext(input.endpoint as FakeEndpoint, (input.answers as FakeAnswer[]) ?? []);
        return json(res, 200, { ok: true });
      case '/_fake/token':
        tokenValid = input.valid !== false;
        return json(res, 200, { ok: true });
      case '/_fake/media':
        return json(res, 200, {
          id: addMedia(Buffer.from(String(input.base64 ?? ''), 'base64'), String(input.mime)),
        });
      case '/_fake/templates':
        templates = (input.templates as FakeTemplate[]) ?? [];
        return json(res, 200, { ok: true });
      case '/_fake/sent':
        return json(res, 200, { sent });
      case '/_fake/requests':
        return json(res, 200, {
          requests: requests.map((r) => ({ ...r, body: r.body.toString('utf8') })),
        });
      case '/_fake/deliver': {
        const answer = await fake.deliverWebhook(
          String(input.targetUrl),
          input.body,
          String(input.appSecret),
        );
        return json(res, 200, answer);
      }
      default:
        return json(res, 404, { error: 'unknown control' });
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const base = `${origin}/${version}`;

  const fake: FakeGraph = {
    url: base,
    origin,
    accessToken,
    phoneNumberId,
    wabaId,
    requests,
    sent,
    media,
    get templates() {
      return templates;
    },
    failNext(endpoint, answers) {
      queues.set(endpoint, [...(queues.get(endpoint) ?? []), ...answers]);
    },
    clearAnswers() {
      queues.clear();
    },
    addMedia,
    setTemplates(list) {
      templates = list;
    },
    setTokenValid(valid) {
      tokenValid = valid;
    },
    async deliverWebhook(targetUrl, body, appSecret, extra = {}) {
      const raw = typeof body === 'string' ? body : JSON.stringify(body);
      const signature =
        extra.signature === undefined ? signPayload(raw, appSecret) : extra.signature;
      const response = await fetch(targetUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'facebookexternalua',
          ...(signature !== null && { [SIGNATURE_HEADER]: signature }),
          ...extra.headers,
        },
        body: raw,
      });
      return { status: response.status, body: await response.text() };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    env: { WHATSAPP_GRAPH_URL: base },
  };
  return fake;
}
