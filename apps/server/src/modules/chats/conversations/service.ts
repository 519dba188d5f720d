import {
  chatMessages as texts,
  type conversationsQuerySchema,
  type createConversationBodySchema,
  type UnreadSummary,
  type updateConversationBodySchema,
} from '@orbita/contracts/chats';
import { and, desc, eq, inArray, isNull, lt, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { assertVersion } from '../../../platform/db/versioned';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { decodeCursor, encodeCursor } from '../../../platform/http/cursor';
import { memberships, teams, users } from '../../../platform/identity/schema';
import { publishAfterCommit } from '../../../platform/realtime/publish';
import { conversationFor, visibleConversations, type Member } from '../access';
import { markRead } from '../core/append';
import { whatsappConversationFor } from '../core/contacts';
import { findContact } from '../contacts/service';
import {
  chatContactPhones,
  chatContacts,
  chatConversations,
  chatParticipants,
  chatReads,
  type ChatConversationRow,
} from '../schema';

type Query = z.output<typeof conversationsQuerySchema>;
type CreateBody = z.output<typeof createConversationBodySchema>;
type UpdateBody = z.output<typeof updateConversationBodySchema>;

export const memberNotFound = 'Membro não encontrado.';
export const teamNotFound = 'Equipe não encontrada.';
export const onlyGroups = 'Só grupos têm nome e membros.';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The inbox's order: latest activity first (a conversation without messages: its creation). */
const activity = sql<Date>`coalesce(${chatConversations.lastMessageAt}, ${chatConversations.createdAt})`;
/** The caller's read point in the row's conversation. */
const readSeqOf = (userId: string) =>
  sql<number>`coalesce((select ${chatReads.readSeq} from ${chatReads} where ${chatReads.conversationId} = ${chatConversations.id} and ${chatReads.userId} = ${userId}), 0)`;

function filterOf(member: Member, query: Query): SQL | undefined {
  switch (query.filter) {
    case 'mine':
      return eq(chatConversations.assigneeId, member.userId);
    case 'unassigned':
      return and(eq(chatConversations.kind, 'whatsapp'), isNull(chatConversations.assigneeId));
    case 'unread':
      return sql`${chatConversations.lastSeq} > ${readSeqOf(member.userId)}`;
    case 'team':
      if (!query.teamId) throw AppError.validation(teamNotFound, { teamId: teamNotFound });
      return eq(chatConversations.teamId, query.teamId);
    case 'label':
      if (!query.label)
        throw AppError.validation('Escolha a etiqueta.', { label: 'Escolha a etiqueta.' });
      return sql`${query.label} = any(${chatConversations.labels})`;
    default:
      return undefined;
  }
}

/** Contact name or phone digits, group title, or (direct chats) the other member's name. */
function searchOf(q: string): SQL {
  const like = `%${likeEscape(q)}%`;
  const digits = q.replace(/\D/g, '');
  return or(
    sql`${chatConversations.title} ilike ${like}`,
    sql`exists (select 1 from ${chatContacts} where ${chatContacts.id} = ${chatConversations.contactId} and ${chatContacts.name} ilike ${like})`,
    digits.length >= 3
      ? sql`exists (select 1 from ${chatContactPhones} where ${chatContactPhones.contactId} = ${chatConversations.contactId} and ${chatContactPhones.e164} like ${`%${digits}%`})`
      : undefined,
    sql`(${chatConversations.kind} = 'direct' and exists (select 1 from ${chatParticipants} join ${users} on ${users.id} = ${chatParticipants.userId} where ${chatParticipants.conversationId} = ${chatConversations.id} and ${users.name} ilike ${like}))`,
  )!;
}

/** The inbox: filters × kind × status × search, latest activity first (keyset). */
export async function listConversations(
  q: Queryable,
  member: Member,
  query: Query,
): Promise<{ rows: ChatConversationRow[]; nextCursor: string | null }> {
  const [afterAt, afterId] = query.cursor ? decodeCursor(query.cursor, ['instant', 'uuid']) : [];
  const after = afterAt
    ? or(
        sql`${activity} < ${String(afterAt)}::timestamptz`,
        and(
          sql`${activity} = ${String(afterAt)}::timestamptz`,
          lt(chatConversations.id, String(afterId)),
        ),
      )
    : undefined;
  const rows = await q
    .select()
    .from(chatConversations)
    .where(
      visibleConversations(
        member,
        query.kind === 'whatsapp'
          ? eq(chatConversations.kind, 'whatsapp')
          : query.kind === 'team'
            ? ne(chatConversations.kind, 'whatsapp')
            : undefined,
        query.status === 'any' ? undefined : eq(chatConversations.status, query.status),
        filterOf(member, query),
        query.contactId ? eq(chatConversations.contactId, query.contactId) : undefined,
        query.q ? searchOf(query.q) : undefined,
        after,
      ),
    )
    .orderBy(desc(activity), desc(chatConversations.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor([(last.lastMessageAt ?? last.createdAt).toISOString(), last.id])
        : null,
  };
}

/** Members of the workspace among `ids` (404 naming the first that is not). */
async function assertMembers(q: Queryable, workspaceId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await q
    .select({ id: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), inArray(memberships.userId, ids)));
  if (found.length < new Set(ids).size) throw AppError.notFound(memberNotFound);
}

function nudge(tx: Tx, workspaceId: string, id: string, type: 'created' | 'updated' = 'updated') {
  publishAfterCommit(tx, workspaceId, { type, entity: 'chat-conversations', id, data: { id } });
}

/**
 * Starts a conversation. A direct chat is one per pair (the unique direct_key decides a race:
 * the loser gets the winner's); a WhatsApp one is the contact's one conversation. `created`
 * says whether it is new (201) or reused (200).
 */
export async function createConversation(
  ctx: AppContext,
  member: Member,
  body: CreateBody,
): Promise<{ row: ChatConversationRow; created: boolean }> {
  return transaction(ctx, async (tx) => {
    if (body.kind === 'whatsapp') {
      const contact = await findContact(tx, member, body.contactId);
      const before = await tx
        .select({ id: chatConversations.id })
        .from(chatConversations)
        .where(
          and(
            eq(chatConversations.workspaceId, member.workspaceId),
            eq(chatConversations.contactId, contact.id),
            eq(chatConversations.kind, 'whatsapp'),
          ),
        );
      const row = await whatsappConversationFor(tx, member.workspaceId, contact.id);
      return { row, created: before.length === 0 };
    }
    if (body.kind === 'direct') {
      if (body.userId === member.userId)
        throw AppError.validation(texts.teamChatNeedsMembers, {
          userId: texts.teamChatNeedsMembers,
        });
      await assertMembers(tx, member.workspaceId, [body.userId]);
      const directKey = [member.userId, body.userId].sort().join(':');
      const [row] = await tx
        .insert(chatConversations)
        .values({
          workspaceId: member.workspaceId,
          kind: 'direct',
          directKey,
          createdBy: member.userId,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) {
        const [existing] = await tx
          .select()
          .from(chatConversations)
          .where(
            and(
              eq(chatConversations.workspaceId, member.workspaceId),
              eq(chatConversations.kind, 'direct'),
              eq(chatConversations.directKey, directKey),
            ),
          );
        return { row: existing!, created: false };
      }
      await tx.insert(chatParticipants).values(
        [member.userId, body.userId].map((userId) => ({
          workspaceId: member.workspaceId,
          conversationId: row.id,
          userId,
        })),
      );
      nudge(tx, member.workspaceId, row.id, 'created');
      return { row, created: true };
    }
    const userIds = [...new Set([member.userId, ...body.userIds])];
    await assertMembers(tx, member.workspaceId, userIds);
    const [row] = await tx
      .insert(chatConversations)
      .values({
        workspaceId: member.workspaceId,
        kind: 'group',
        title: body.title,
        createdBy: member.userId,
      })
      .returning();
    await tx.insert(chatParticipants).values(
      userIds.map((userId) => ({
        workspaceId: member.workspaceId,
        conversationId: row!.id,
        userId,
      })),
    );
    nudge(tx, member.workspaceId, row!.id, 'created');
    return { row: row!, created: true };
  });
}

/**
 * Assignment (a member or a team), status, labels; a group's title and members. Emits
 * `chats.conversation.assigned` when the assignee changes.
 */
export async function updateConversation(
  ctx: AppContext,
  member: Member,
  id: string,
  body: UpdateBody,
): Promise<ChatConversationRow> {
  return transaction(ctx, async (tx) => {
    const current = await conversationFor(tx, member, id, true);
    assertVersion(current, body.version);
    if ((body.title !== undefined || body.userIds !== undefined) && current.kind !== 'group')
      throw AppError.validation(onlyGroups);
    if (body.assigneeId) await assertMembers(tx, member.workspaceId, [body.assigneeId]);
    if (body.teamId) {
      const [team] = await tx
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.workspaceId, member.workspaceId), eq(teams.id, body.teamId)));
      if (!team) throw AppError.notFound(teamNotFound);
    }
    if (body.userIds) {
      const userIds = [...new Set(body.userIds)];
      await assertMembers(tx, member.workspaceId, userIds);
      await tx
        .delete(chatParticipants)
        .where(
          and(
            eq(chatParticipants.conversationId, id),
            notInArray(chatParticipants.userId, userIds),
          ),
        );
      await tx
        .insert(chatParticipants)
        .values(
          userIds.map((userId) => ({
            workspaceId: member.workspaceId,
            conversationId: id,
            userId,
          })),
        )
        .onConflictDoNothing();
    }
    const [row] = await tx
      .update(chatConversations)
      .set({
        ...(body.assigneeId !== undefined ? { assigneeId: body.assigneeId } : {}),
        ...(body.teamId !== undefined ? { teamId: body.teamId } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
        ...(body.labels !== undefined ? { labels: [...new Set(body.labels)] } : {}),
        ...(body.title !== undefined ? { title: body.title } : {}),
        version: sql`${chatConversations.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(chatConversations.id, id))
      .returning();
    if (body.assigneeId !== undefined && body.assigneeId !== current.assigneeId)
      await emit(tx, 'chats.conversation.assigned', {
        workspaceId: member.workspaceId,
        actorId: member.userId,
        conversationId: id,
        assigneeId: body.assigneeId,
        previousAssigneeId: current.assigneeId,
      });
    nudge(tx, member.workspaceId, id);
    return row!;
  });
}

/** Moves the caller's read point to `seq` (capped at the last message; never backwards). */
export async function readConversation(
  ctx: AppContext,
  member: Member,
  id: string,
  seq: number,
): Promise<void> {
  await transaction(ctx, async (tx) => {
    const conversation = await conversationFor(tx, member, id);
    await markRead(tx, member.workspaceId, id, member.userId, Math.min(seq, conversation.lastSeq));
  });
}

/**
 * Unread totals over the conversations the caller sees: WhatsApp, team chats, and assigned to
 * them; and how many open WhatsApp conversations have nobody assigned.
 */
export async function unreadSummary(q: Queryable, member: Member): Promise<UnreadSummary> {
  const unread = sql`greatest(${chatConversations.lastSeq} - coalesce(${chatReads.readSeq}, 0), 0)`;
  const [row] = await q
    .select({
      whatsapp: sql<number>`coalesce(sum(case when ${chatConversations.kind} = 'whatsapp' then ${unread} end), 0)::int`,
      team: sql<number>`coalesce(sum(case when ${chatConversations.kind} <> 'whatsapp' then ${unread} end), 0)::int`,
      mine: sql<number>`coalesce(sum(case when ${chatConversations.assigneeId} = ${member.userId} then ${unread} end), 0)::int`,
      // Conversations (not messages): open WhatsApp ones nobody answers for (the dashboard).
      unassigned: sql<number>`count(*) filter (where ${chatConversations.kind} = 'whatsapp' and ${chatConversations.status} = 'open' and ${chatConversations.assigneeId} is null)::int`,
    })
    .from(chatConversations)
    .leftJoin(
      chatReads,
      and(eq(chatReads.conversationId, chatConversations.id), eq(chatReads.userId, member.userId)),
    )
    .where(visibleConversations(member));
  return row ?? { whatsapp: 0, team: 0, mine: 0, unassigned: 0 };
}

/** Labels in use on the conversations the caller sees, most used first. */
export async function labelsInUse(q: Queryable, member: Member) {
  const result = await q.execute<{ name: string; count: number }>(sql`
    select label as name, count(*)::int as count
    from ${chatConversations}, unnest(${chatConversations.labels}) as label
    where ${visibleConversations(member)}
    group by label order by count desc, label limit 200`);
  return { items: result.rows };
}
