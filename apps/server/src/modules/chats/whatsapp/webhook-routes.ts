import { timingSafeEqual } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import { apiErrorSchema } from '@orbita/contracts';
import { chatMessages as texts } from '@orbita/contracts/chats';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import secureJson from 'secure-json-parse';
import { z } from 'zod';
import { AppError } from '../../../platform/errors';
import { JSON_DEPTH_MAX, jsonExcess } from '../../../platform/http/json-body';
import { chatWhatsappConnections } from '../schema';
import type { WhatsappDeps } from './deps';
import { SIGNATURE_HEADER, verifySignature } from './graph/signature';
import { cachedConnection } from './secret-cache';

/** Meta's bodies are a few KB; a batch of statuses stays well under this. */
export const WEBHOOK_BODY_MAX = 1024 * 1024;
/** Per client IP per minute: Meta delivers from a pool of addresses; 50/s from one is plenty. */
export const WEBHOOK_RATE_LIMIT = 3000;
/** Entries per body (the depth bound is the API's): Meta's batches hold at most ~1,000 items. */
const WEBHOOK_ENTRIES_MAX = 50_000;

const params = z.object({ connectionId: z.string().max(100) });
const uuidRe = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => AppError.notFound('Conexão do WhatsApp não encontrada.');
const verifyQuery = z
  .object({
    'hub.mode': z.string().max(100).optional(),
    'hub.verify_token': z.string().max(500).optional(),
    'hub.challenge': z.string().max(500).optional(),
  })
  .loose();

function foreignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23503') return true;
  return false;
}

const equalText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Strings without NUL (PostgreSQL's jsonb refuses \u0000); depth is bounded before this runs. */
function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\0') ? value.replaceAll('\0', '') : value;
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k.replaceAll('\0', '')] = withoutNul(v);
    return out;
  }
  return value;
}

/**
 * `/api/public/whatsapp/{connectionId}`, called by Meta (no session). GET is the webhook
 * verification. POST checks `X-Hub-Signature-256` over the RAW bytes (a parser of this scope
 * keeps the Buffer: re-serialized JSON would not match) against the connection's app secret,
 * then stores the body with ONE insert (which also stamps last_webhook_at) and answers 200:
 * nothing is read from the messages before the answer — the worker does that from the
 * durable queue, so a slow database moment or a bug in processing never costs Meta a retry
 * storm, and nothing acknowledged is lost. A bad signature answers 401 and stores nothing.
 */
export function whatsappWebhookRoutes(
  deps: WhatsappDeps,
  onStored: () => void,
): FastifyPluginAsyncZod {
  return async (app) => {
    // This scope only: every body stays raw bytes (Meta sends application/json).
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_MAX },
      (_request, body, done) => done(null, body),
    );

    const limit = {
      rateLimit: {
        max: WEBHOOK_RATE_LIMIT,
        timeWindow: 60_000,
        hook: 'onRequest' as const,
        keyGenerator: (request: FastifyRequest) => `whatsapp-webhook:${normalizeIP(request.ip)}`,
      },
    };
    const publicErrors = {
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
      413: apiErrorSchema,
      429: apiErrorSchema,
    };

    const load = (id: string) =>
      cachedConnection(id, async () => {
        const [row] = await deps.ctx.db
          .select({
            workspaceId: chatWhatsappConnections.workspaceId,
            appSecretEnc: chatWhatsappConnections.appSecretEnc,
          })
          .from(chatWhatsappConnections)
          .where(eq(chatWhatsappConnections.id, id))
          .limit(1);
        if (!row) return null;
        return {
          workspaceId: row.workspaceId,
          appSecret: deps.secrets().decrypt(row.appSecretEnc),
        };
      });

    app.get(
      '/:connectionId',
      {
        config: limit,
        schema: {
          summary:
            'Verificação do webhook do WhatsApp pela Meta: responde hub.challenge quando hub.verify_token é o da conexão',
          params,
          querystring: verifyQuery,
          response: { 200: z.string(), ...publicErrors },
        },
      },
      async (request, reply) => {
        const { connectionId } = request.params;
        if (!uuidRe.test(connectionId)) throw notFound();
        const [row] = await deps.ctx.db
          .select({ verifyToken: chatWhatsappConnections.verifyToken })
          .from(chatWhatsappConnections)
          .where(eq(chatWhatsappConnections.id, connectionId))
          .limit(1);
        if (!row) throw notFound();
        const q = request.query;
        if (
          q['hub.mode'] !== 'subscribe' ||
          !equalText(q['hub.verify_token'] ?? '', row.verifyToken)
        )
          throw AppError.forbidden(texts.badVerifyToken, 'bad_verify_token');
        return reply.type('text/plain; charset=utf-8').send(q['hub.challenge'] ?? '');
      },
    );

    app.post(
      '/:connectionId',
      {
        config: limit,
        bodyLimit: WEBHOOK_BODY_MAX,
        schema: {
          summary:
            'Webhook do WhatsApp (Meta): confere X-Hub-Signature-256 sobre o corpo bruto, guarda e responde 200; o processamento vem depois',
          params,
          response: { 200: z.object({ ok: z.literal(true) }), ...publicErrors },
        },
      },
      async (request) => {
        const { connectionId } = request.params;
        if (!uuidRe.test(connectionId)) throw notFound();
        const connection = await load(connectionId);
        if (!connection) throw notFound();
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers[SIGNATURE_HEADER];
        if (
          !verifySignature(
            raw,
            typeof header === 'string' ? header : undefined,
            connection.appSecret,
          )
        )
          throw AppError.unauthenticated(texts.badSignature, 'bad_signature');
        // Signed by the app secret's holder, yet not JSON we can keep: refused, nothing stored.
        const text = raw.toString('utf8');
        if (!text.trim() || jsonExcess(text, JSON_DEPTH_MAX, WEBHOOK_ENTRIES_MAX))
          throw AppError.validation('Corpo do webhook inválido.');
        let body: unknown;
        try {
          body = withoutNul(
            secureJson.parse(text, undefined, {
              protoAction: 'remove',
              constructorAction: 'remove',
            }),
          );
        } catch {
          throw AppError.validation('Corpo do webhook inválido.');
        }
        // The stamp is skipped within a second of the last one: a burst of webhooks must not
        // queue on the connection's row lock.
        await deps.ctx.db
          .execute(
            sql`
          with stored as (
            insert into chat_webhook_events (workspace_id, connection_id, body)
            values (${connection.workspaceId}, ${connectionId}, ${JSON.stringify(body)}::jsonb)
            returning connection_id
          )
          update chat_whatsapp_connections set last_webhook_at = now()
          where id = (select connection_id from stored)
            and (last_webhook_at is null or last_webhook_at < now() - interval '1 second')`,
          )
          .catch((error: unknown) => {
            // Disconnected a moment ago (the cached secret outlived the row).
            if (foreignKeyViolation(error)) throw notFound();
            throw error;
          });
        onStored();
        return { ok: true as const };
      },
    );
  };
}
