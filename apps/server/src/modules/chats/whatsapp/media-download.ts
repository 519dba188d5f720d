import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import { memberships } from '../../../platform/identity/schema';
import { publishAfterCommit } from '../../../platform/realtime/publish';
import { transaction } from '../../../platform/db/transaction';
import { storeBytes } from '../../media';
import { chatMessages, type ChatMessageRow } from '../schema';
import { connectionOf, markTokenExpired } from './connection';
import type { WhatsappDeps } from './deps';
import { GraphError } from './graph/errors';

const LEASE_MS = 2 * 60_000;
export const MEDIA_MAX_ATTEMPTS = 5;
const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 30 * 60_000);

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'video/mp4': 'mp4',
  'application/pdf': 'pdf',
};

function fileName(message: ChatMessageRow): string {
  const media = message.media ?? {};
  if (typeof media.filename === 'string' && media.filename.trim()) return media.filename;
  const mime = String(media.mime ?? '')
    .split(';')[0]!
    .trim();
  return `whatsapp-${message.kind}-${message.createdAt.toISOString().slice(0, 10)}.${extensions[mime] ?? 'bin'}`;
}

/**
 * Takes due media downloads: inbound messages whose `next_attempt_at` is due (set when the
 * message was stored with media), claimed with SKIP LOCKED and a lease, like the outbox.
 */
async function claim(deps: WhatsappDeps, limit: number): Promise<ChatMessageRow[]> {
  if (deps.scope?.size === 0) return [];
  const now = deps.now();
  const due = deps.ctx.db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.direction, 'in'),
        deps.scope ? inArray(chatMessages.workspaceId, [...deps.scope]) : undefined,
        sql`${chatMessages.nextAttemptAt} <= ${now.toISOString()}::timestamptz`,
        sql`(${chatMessages.lockedUntil} is null or ${chatMessages.lockedUntil} < ${now.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(chatMessages.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return deps.ctx.db
    .update(chatMessages)
    .set({
      attempts: sql`${chatMessages.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + LEASE_MS),
    })
    .where(inArray(chatMessages.id, due))
    .returning();
}

async function recorder(deps: WhatsappDeps, workspaceId: string, createdBy: string | null) {
  if (createdBy) return createdBy;
  const [owner] = await deps.ctx.db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.role, 'owner')))
    .limit(1);
  return owner?.userId ?? null;
}

async function settle(
  deps: WhatsappDeps,
  message: ChatMessageRow,
  set: { mediaFileId?: string; media: Record<string, unknown>; nextAttemptAt: Date | null },
) {
  await transaction(deps.ctx, async (tx) => {
    await tx
      .update(chatMessages)
      .set({ ...set, lockedUntil: null })
      .where(eq(chatMessages.id, message.id));
    publishAfterCommit(tx, message.workspaceId, {
      type: 'updated',
      entity: 'chat-messages',
      id: message.id,
      data: { id: message.id, conversationId: message.conversationId },
    });
  });
}

/**
 * Downloads one message's media from Meta (mediaUrl, then the bytes with the bearer, capped
 * at the library's file limit) into the media library. A failure never touches the text
 * (stored long before): the media says `failed` with the reason, and is tried again later
 * unless Meta refused for good or the attempts ran out.
 */
export async function downloadOne(deps: WhatsappDeps, message: ChatMessageRow): Promise<void> {
  const media = message.media ?? {};
  try {
    const connection = await connectionOf(deps.ctx.db, message.workspaceId);
    if (!connection) throw new AppError(409, 'not_connected', 'O WhatsApp foi desconectado.');
    const graph = deps.graph(deps.secrets().decrypt(connection.accessTokenEnc));
    const info = await graph.mediaUrl(String(media.id ?? ''));
    const bytes = await graph.downloadMedia(info.url, { maxBytes: deps.maxMediaBytes });
    const userId = await recorder(deps, message.workspaceId, connection.createdBy);
    if (!userId) throw new AppError(409, 'no_owner', 'O espaço não tem Principal.');
    const file = await storeBytes(deps.ctx, {
      workspaceId: message.workspaceId,
      userId,
      bytes,
      name: fileName(message),
    });
    await settle(deps, message, {
      mediaFileId: file.id,
      media: { ...media, status: 'stored', size: bytes.length, reason: null },
      nextAttemptAt: null,
    });
  } catch (err) {
    if (err instanceof GraphError && err.code === 190) {
      const connection = await connectionOf(deps.ctx.db, message.workspaceId);
      if (connection) await markTokenExpired(deps, connection.id, err.message);
    }
    const permanent = err instanceof GraphError ? err.permanent : err instanceof AppError;
    const reason =
      err instanceof GraphError || err instanceof AppError
        ? err.message
        : 'Falha ao guardar a mídia na biblioteca.';
    if (!(err instanceof GraphError || err instanceof AppError))
      deps.ctx.log.warn({ err, messageId: message.id }, 'whatsapp: mídia não baixada');
    const again = !permanent && message.attempts < MEDIA_MAX_ATTEMPTS;
    await settle(deps, message, {
      media: { ...media, status: 'failed', reason },
      nextAttemptAt: again ? new Date(deps.now().getTime() + backoffMs(message.attempts)) : null,
    });
  }
}

/** One round of the media downloader: a few downloads at once. */
export async function mediaRound(deps: WhatsappDeps) {
  const claimed = await claim(deps, 4);
  await Promise.all(claimed.map((m) => downloadOne(deps, m)));
  return { more: claimed.length === 4, processed: claimed.length };
}
