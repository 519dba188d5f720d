import { chatMessages as texts } from '@orbita/contracts/chats';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import type { Tx } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { publishAfterCommit } from '../../../platform/realtime/publish';
import { inWorkspace } from '../../../platform/scope';
import type { Member } from '../access';
import {
  chatContactPhones,
  chatContacts,
  chatConversations,
  chatMessages,
  chatReads,
  type ChatContactRow,
  type ChatConversationRow,
} from '../schema';

const SHIFT = 1_000_000_000_000;

/**
 * Moves every message of `source` into `target` (both WhatsApp conversations of the merged
 * contacts) and renumbers the whole conversation 1..n in time order. The seqs are first moved
 * out of the way (negative, distinct per side) so the unique (conversation, seq) index never
 * sees two rows at one number. Read points cannot be mapped exactly onto the new numbering:
 * each member keeps theirs capped at the new last seq (at worst a few messages show as read).
 */
async function foldConversation(
  tx: Tx,
  target: ChatConversationRow,
  source: ChatConversationRow,
): Promise<void> {
  await tx
    .update(chatMessages)
    .set({ seq: sql`-${chatMessages.seq}` })
    .where(eq(chatMessages.conversationId, target.id));
  await tx
    .update(chatMessages)
    .set({ seq: sql`-${chatMessages.seq} - ${SHIFT}`, conversationId: target.id })
    .where(eq(chatMessages.conversationId, source.id));
  await tx.execute(sql`
    with ordered as (
      select id, row_number() over (order by created_at, stored_at, id) as n
      from ${chatMessages} where conversation_id = ${target.id}
    )
    update ${chatMessages} m set seq = ordered.n from ordered where m.id = ordered.id`);
  const [last] = await tx
    .select({ id: chatMessages.id, seq: chatMessages.seq, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, target.id))
    .orderBy(sql`${chatMessages.seq} desc`)
    .limit(1);
  const lastSeq = last?.seq ?? 0;
  const inbound = [target.lastInboundAt, source.lastInboundAt].filter((d): d is Date => !!d);
  await tx
    .update(chatConversations)
    .set({
      lastSeq,
      lastMessageId: last?.id ?? null,
      lastMessageAt: last?.createdAt ?? null,
      lastInboundAt: inbound.length ? new Date(Math.max(...inbound.map((d) => d.getTime()))) : null,
      labels: [...new Set([...target.labels, ...source.labels])],
      assigneeId: target.assigneeId ?? source.assigneeId,
      teamId: target.teamId ?? source.teamId,
      status: target.status === 'open' || source.status === 'open' ? 'open' : 'closed',
      version: sql`${chatConversations.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(chatConversations.id, target.id));
  await tx
    .update(chatReads)
    .set({ readSeq: sql`least(${chatReads.readSeq}, ${lastSeq})` })
    .where(eq(chatReads.conversationId, target.id));
  await tx.delete(chatConversations).where(eq(chatConversations.id, source.id));
}

/**
 * Merges `sourceId` into `targetId`, in one transaction: phones, e-mails and tags join the
 * target, the source's notes are appended, its conversations follow (two WhatsApp
 * conversations become one, messages in time order), and the source goes.
 */
export async function mergeContacts(
  ctx: AppContext,
  member: Member,
  targetId: string,
  sourceId: string,
): Promise<ChatContactRow> {
  if (targetId === sourceId)
    throw AppError.validation(texts.mergeSame, { sourceId: texts.mergeSame });
  return transaction(ctx, async (tx) => {
    // Both rows locked in id order: two merges of the same pair cannot deadlock.
    const locked = await tx
      .select()
      .from(chatContacts)
      .where(inWorkspace(chatContacts, member, inArray(chatContacts.id, [targetId, sourceId])))
      .orderBy(asc(chatContacts.id))
      .for('update');
    const target = locked.find((c) => c.id === targetId);
    const source = locked.find((c) => c.id === sourceId);
    if (!target || !source) throw AppError.notFound(texts.contactNotFound);

    const [{ max } = { max: -1 }] = await tx
      .select({ max: sql<number>`coalesce(max(${chatContactPhones.position}), -1)::int` })
      .from(chatContactPhones)
      .where(eq(chatContactPhones.contactId, target.id));
    await tx
      .update(chatContactPhones)
      .set({ contactId: target.id, position: sql`${chatContactPhones.position} + ${max + 1}` })
      .where(eq(chatContactPhones.contactId, source.id));

    const conversations = await tx
      .select()
      .from(chatConversations)
      .where(
        and(
          eq(chatConversations.workspaceId, member.workspaceId),
          inArray(chatConversations.contactId, [target.id, source.id]),
        ),
      )
      .orderBy(asc(chatConversations.id))
      .for('update');
    const targetWa = conversations.find((c) => c.contactId === target.id && c.kind === 'whatsapp');
    const sourceWa = conversations.find((c) => c.contactId === source.id && c.kind === 'whatsapp');
    if (targetWa && sourceWa) await foldConversation(tx, targetWa, sourceWa);
    await tx
      .update(chatConversations)
      .set({ contactId: target.id, updatedAt: new Date() })
      .where(eq(chatConversations.contactId, source.id));

    const notes = [target.notes, source.notes].filter((n) => n.trim()).join('\n\n');
    const lastAt = [target.lastMessageAt, source.lastMessageAt].filter((d): d is Date => !!d);
    const [merged] = await tx
      .update(chatContacts)
      .set({
        emails: [...new Set([...target.emails, ...source.emails])],
        tags: [...new Set([...target.tags, ...source.tags])],
        notes: notes.slice(0, 20_000),
        company: target.company ?? source.company,
        whatsappName: target.whatsappName ?? source.whatsappName,
        personId: target.personId ?? source.personId,
        lastMessageAt: lastAt.length ? new Date(Math.max(...lastAt.map((d) => d.getTime()))) : null,
        version: sql`${chatContacts.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(chatContacts.id, target.id))
      .returning();
    await tx.delete(chatContacts).where(eq(chatContacts.id, source.id));
    await emit(tx, 'chats.contacts.merged', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      contactId: target.id,
      mergedId: source.id,
    });
    publishAfterCommit(
      tx,
      member.workspaceId,
      { type: 'deleted', entity: 'chat-contacts', id: source.id, data: { id: source.id } },
      ...conversations.map((c) => ({
        type: 'updated' as const,
        entity: 'chat-conversations' as const,
        id: c.id,
        data: { id: c.id },
      })),
    );
    return merged!;
  });
}
