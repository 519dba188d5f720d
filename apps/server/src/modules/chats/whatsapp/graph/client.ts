import { z } from 'zod';
import { GraphError } from './errors';
import { type HttpOptions, readCapped, readText, request, retryAfterOf } from './http';
import type {
  GraphTemplate,
  MediaInfo,
  OutgoingMessage,
  TemplateComponent,
  TokenCheck,
} from './types';

/**
 * The WhatsApp Cloud API (Graph API) calls Orbita makes. No retries here: a failure is a typed
 * GraphError (`permanent` or not, `retryAfterMs`) and the durable outbox decides when to try
 * again, so a message is never sent twice by a hidden loop. A timeout on sendMessage is
 * ambiguous (Meta may have accepted it); the outbox knows that from `kind: 'timeout'`.
 */
export interface GraphClientOptions {
  /** WHATSAPP_GRAPH_URL, e.g. https://graph.facebook.com/v21.0. */
  baseUrl: string;
  accessToken: string;
  fetch?: typeof fetch;
  /** Per call, whole exchange. Default 10 s. */
  timeoutMs?: number;
  /** Media downloads (bigger bodies). Default 60 s. */
  downloadTimeoutMs?: number;
  /** Largest media downloadMedia accepts. Default 100 MiB (Meta's own limit for documents). */
  maxMediaBytes?: number;
}

export interface GraphClient {
  sendMessage(phoneNumberId: string, payload: OutgoingMessage): Promise<{ waMessageId: string }>;
  mediaUrl(mediaId: string): Promise<MediaInfo>;
  downloadMedia(url: string, options?: { maxBytes?: number }): Promise<Buffer>;
  uploadMedia(
    phoneNumberId: string,
    bytes: Buffer | Uint8Array,
    mime: string,
    filename?: string,
  ): Promise<{ id: string }>;
  listTemplates(wabaId: string, options?: { maxPages?: number }): Promise<GraphTemplate[]>;
  checkToken(phoneNumberId: string): Promise<TokenCheck>;
}

const JSON_LIMIT = 1024 * 1024;

const graphErrorBody = z.object({
  error: z.object({
    message: z.string().optional(),
    code: z.coerce.number().optional(),
    error_subcode: z.coerce.number().optional(),
    error_data: z.object({ details: z.string().optional() }).loose().optional(),
    fbtrace_id: z.string().optional(),
  }),
});

const sendAnswer = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });
const mediaAnswer = z.object({
  url: z.string().min(1),
  mime_type: z.string(),
  sha256: z.string(),
  file_size: z.coerce.number(),
});
const uploadAnswer = z.object({ id: z.string().min(1) });
const phoneAnswer = z.object({
  display_phone_number: z.string().optional(),
  verified_name: z.string().optional(),
});
const templatesAnswer = z.object({
  data: z.array(
    z
      .object({
        id: z.string(),
        name: z.string(),
        language: z.string(),
        status: z.string(),
        category: z.string().default(''),
        components: z.array(z.object({ type: z.string() }).loose()).default([]),
      })
      .loose(),
  ),
  paging: z
    .object({
      cursors: z.object({ after: z.string().optional() }).loose().optional(),
      next: z.string().optional(),
    })
    .loose()
    .optional(),
});

const offered = new Set(['APPROVED', 'PENDING']);

export function createGraphClient(options: GraphClientOptions): GraphClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const downloadTimeoutMs = options.downloadTimeoutMs ?? 60_000;
  const maxMediaBytes = options.maxMediaBytes ?? 100 * 1024 * 1024;
  const http: HttpOptions = { fetch: options.fetch ?? globalThis.fetch, timeoutMs };
  const auth = { authorization: `Bearer ${options.accessToken}` };
  const id = (value: string) => encodeURIComponent(value);

  async function call<T>(
    schema: z.ZodType<T>,
    method: 'GET' | 'POST',
    url: string,
    body?: { json?: unknown; form?: FormData },
  ): Promise<T> {
    const signal = AbortSignal.timeout(timeoutMs);
    const headers: Record<string, string> = { ...auth, accept: 'application/json' };
    let payload: RequestInit['body'];
    if (body?.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body?.form) payload = body.form;
    const response = await request(http, url, { method, headers, body: payload }, signal);
    const text = await readText(response, JSON_LIMIT, signal, timeoutMs);
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (a proxy's HTML error page): the status decides below.
    }
    if (!response.ok) throw errorOf(response, parsed, text);
    const result = schema.safeParse(parsed);
    if (!result.success)
      throw new GraphError({
        kind: 'invalid',
        status: response.status,
        detail: text.slice(0, 200),
      });
    return result.data;
  }

  return {
    async sendMessage(phoneNumberId, payload) {
      const answer = await call(sendAnswer, 'POST', `${base}/${id(phoneNumberId)}/messages`, {
        json: { messaging_product: 'whatsapp', recipient_type: 'individual', ...payload },
      });
      return { waMessageId: answer.messages[0]!.id };
    },

    async mediaUrl(mediaId) {
      return call(mediaAnswer, 'GET', `${base}/${id(mediaId)}`);
    },

    async downloadMedia(url, { maxBytes = maxMediaBytes } = {}) {
      const signal = AbortSignal.timeout(downloadTimeoutMs);
      const slow = { ...http, timeoutMs: downloadTimeoutMs };
      const response = await request(slow, url, { method: 'GET', headers: auth }, signal);
      if (!response.ok) {
        const text = await readText(response, JSON_LIMIT, signal, downloadTimeoutMs).catch(
          () => '',
        );
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
        throw errorOf(response, parsed, text);
      }
      return readCapped(response, maxBytes, signal, downloadTimeoutMs);
    },

    async uploadMedia(phoneNumberId, bytes, mime, filename = 'arquivo') {
      const form = new FormData();
      form.set('messaging_product', 'whatsapp');
      form.set('type', mime);
      form.set('file', new Blob([new Uint8Array(bytes)], { type: mime }), filename);
      return call(uploadAnswer, 'POST', `${base}/${id(phoneNumberId)}/media`, { form });
    },

    async listTemplates(wabaId, { maxPages = 20 } = {}) {
      const first = `${base}/${id(wabaId)}/message_templates?fields=id,name,language,status,category,components&limit=100`;
      const templates: GraphTemplate[] = [];
      let after: string | undefined;
      for (let page = 0; page < maxPages; page++) {
        const url: string = after ? `${first}&after=${encodeURIComponent(after)}` : first;
        const answer: z.infer<typeof templatesAnswer> = await call(templatesAnswer, 'GET', url);
        for (const t of answer.data)
          if (offered.has(t.status))
            templates.push({
              id: t.id,
              name: t.name,
              language: t.language,
              status: t.status as GraphTemplate['status'],
              category: t.category,
              components: t.components as TemplateComponent[],
            });
        // Meta's `next` is a full URL (with the token's host); we page by the cursor on our own
        // base instead, so a `next` elsewhere can never receive the bearer token.
        after = answer.paging?.next ? answer.paging.cursors?.after : undefined;
        if (!after) break;
      }
      return templates;
    },

    async checkToken(phoneNumberId) {
      try {
        const answer = await call(
          phoneAnswer,
          'GET',
          `${base}/${id(phoneNumberId)}?fields=display_phone_number,verified_name`,
        );
        return {
          valid: true,
          displayPhone: answer.display_phone_number ?? null,
          verifiedName: answer.verified_name ?? null,
          reason: null,
        };
      } catch (error) {
        // Meta down says nothing about the token: the caller keeps the last known state.
        if (!(error instanceof GraphError) || !error.permanent) throw error;
        return { valid: false, displayPhone: null, verifiedName: null, reason: error.message };
      }
    },
  };
}

function errorOf(response: Response, parsed: unknown, text: string): GraphError {
  const body = graphErrorBody.safeParse(parsed);
  const e = body.success ? body.data.error : undefined;
  const detail =
    [e?.message, e?.error_data?.details].filter(Boolean).join(' — ') || text.slice(0, 200);
  return new GraphError({
    kind: 'http',
    status: response.status,
    code: e?.code ?? null,
    subcode: e?.error_subcode ?? null,
    detail,
    retryAfterMs: retryAfterOf(response.headers),
    fbtraceId: e?.fbtrace_id ?? null,
  });
}
