import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { savepoint, transaction } from '../../../platform/db/transaction';
import { chatWebhookEvents, chatWhatsappConnections } from '../schema';
import { recordError } from './connection';
import type { WhatsappDeps } from './deps';
import { processWebhookBody } from './inbound';

/** Bodies of one connection taken per transaction. */
const BATCH = 50;
/** Connections worked at once by one instance. */
const CONNECTIONS = 4;
/** A body that keeps failing is set aside (`failed`, its error kept) after this many tries. */
export const WEBHOOK_MAX_ATTEMPTS = 6;
const backoffMs = (attempts: number) => Math.min(5_000 * 2 ** (attempts - 1), 10 * 60_000);

export interface RoundResult {
  processed: number;
  media: number;
  more: boolean;
  nextAt: Date | null;
}

/**
 * ORDER. Meta numbers nothing; the arrival order (the events' bigserial id) is the order. Two
 * bodies of one conversation must never be worked at once (their messages would interleave
 * or swap seqs), also with several instances. Choice: a connection's bodies are worked by one
 * worker at a time, in id order, inside ONE transaction that holds a transaction-scoped
 * advisory lock on the connection (`pg_try_advisory_xact_lock`: another worker skips the
 * connection instead of waiting). Per connection rather than per (workspace, sender) because
 * one body may carry several senders' messages and statuses, and locking per sender would
 * have to read the body before claiming it. The lock and the work share the transaction, so
 * a crash rolls both back and frees the lock at once — no lease to expire, and a body is
 * never half applied (Meta's retries and a rerun are idempotent anyway). A failing body stops
 * its connection's batch (later bodies wait: order) and is retried with backoff (5 s doubling,
 * ≤ 10 min); after WEBHOOK_MAX_ATTEMPTS it is marked `failed` with its error, shown as the
 * connection's last error, and the bodies behind it go on.
 */
export async function workConnection(deps: WhatsappDeps, connectionId: string) {
  return transaction(deps.ctx, async (tx) => {
    const result = { processed: 0, media: 0, more: false, nextAt: null as Date | null };
    const {
      rows: [lock],
    } = await tx.execute<{ ok: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtext('chats-webhooks'), hashtext(${connectionId})) as ok`,
    );
    if (!lock?.ok) return result;
    const [connection] = await tx
      .select()
      .from(chatWhatsappConnections)
      .where(eq(chatWhatsappConnections.id, connectionId));
    if (!connection) return result;
    const events = await tx
      .select()
      .from(chatWebhookEvents)
      .where(
        and(
          eq(chatWebhookEvents.connectionId, connectionId),
          eq(chatWebhookEvents.status, 'pending'),
        ),
      )
      .orderBy(asc(chatWebhookEvents.id))
      .limit(BATCH);
    const now = deps.now();
    for (const event of events) {
      if (event.nextAttemptAt > now) {
        result.nextAt = event.nextAttemptAt;
        return result;
      }
      try {
        const done = await savepoint(tx, (sp) => processWebhookBody(sp, connection, event.body));
        result.media += done.media;
        await tx
          .update(chatWebhookEvents)
          .set({ status: 'done', processedAt: now, attempts: event.attempts + 1, error: null })
          .where(eq(chatWebhookEvents.id, event.id));
        result.processed++;
      } catch (err) {
        const attempts = event.attempts + 1;
        const error = err instanceof Error ? err.message : String(err);
        const dead = attempts >= WEBHOOK_MAX_ATTEMPTS;
        const nextAt = new Date(now.getTime() + backoffMs(attempts));
        await tx
          .update(chatWebhookEvents)
          .set({
            attempts,
            error: error.slice(0, 2000),
            ...(dead ? { status: 'failed' as const, processedAt: now } : { nextAttemptAt: nextAt }),
          })
          .where(eq(chatWebhookEvents.id, event.id));
        deps.ctx.log.warn({ err, eventId: event.id }, 'whatsapp: webhook não processado');
        await recordError(
          tx,
          connection.workspaceId,
          `Falha ao processar um webhook do WhatsApp (tentativa ${attempts}${dead ? ', desistimos' : ''}): ${error}`,
          now,
        );
        if (!dead) {
          result.nextAt = nextAt;
          return result;
        }
        result.processed++;
      }
    }
    result.more = events.length === BATCH;
    return result;
  });
}

/** One round: the connections with due bodies, a few at once. */
export async function webhookRound(deps: WhatsappDeps): Promise<RoundResult> {
  if (deps.scope?.size === 0) return { processed: 0, media: 0, more: false, nextAt: null };
  const due = await deps.ctx.db
    .selectDistinct({ connectionId: chatWebhookEvents.connectionId })
    .from(chatWebhookEvents)
    .where(
      and(
        eq(chatWebhookEvents.status, 'pending'),
        lte(chatWebhookEvents.nextAttemptAt, deps.now()),
        deps.scope ? inArray(chatWebhookEvents.workspaceId, [...deps.scope]) : undefined,
      ),
    )
    .limit(CONNECTIONS * 4);
  const total: RoundResult = { processed: 0, media: 0, more: false, nextAt: null };
  for (let i = 0; i < due.length; i += CONNECTIONS) {
    const results = await Promise.all(
      due.slice(i, i + CONNECTIONS).map((d) => workConnection(deps, d.connectionId)),
    );
    for (const r of results) {
      total.processed += r.processed;
      total.media += r.media;
      total.more ||= r.more;
      if (r.nextAt && (!total.nextAt || r.nextAt < total.nextAt)) total.nextAt = r.nextAt;
    }
  }
  total.more ||= due.length === CONNECTIONS * 4 && total.processed > 0;
  return total;
}
