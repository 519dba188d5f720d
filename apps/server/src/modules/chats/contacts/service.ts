import {
  chatMessages as texts,
  type contactsQuerySchema,
  type createContactBodySchema,
  type updateContactBodySchema,
} from '@orbita/contracts/chats';
import { and, asc, eq, gt, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import type { Queryable } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { updateVersioned } from '../../../platform/db/versioned';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { decodeCursor, encodeCursor } from '../../../platform/http/cursor';
import { inWorkspace } from '../../../platform/scope';
import type { Member } from '../access';
import { releaseUsage } from '../../media';
import {
  chatContactPhones,
  chatContacts,
  chatConversations,
  chatMessages,
  type ChatContactRow,
} from '../schema';
import { normalizePhones, setPhones } from './phones';

type Query = z.output<typeof contactsQuerySchema>;
type CreateBody = z.output<typeof createContactBodySchema>;
type UpdateBody = z.output<typeof updateContactBodySchema>;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const lowerUnique = (values: string[]) => [...new Set(values.map((v) => v.toLowerCase()))];
const uniqueTags = (tags: string[]) => [...new Set(tags.map((t) => t.trim()).filter(Boolean))];

/** Name, phone digits (any part of the E.164), e-mail or tag. */
function searchOf(q: string): SQL {
  const like = `%${likeEscape(q)}%`;
  const digits = q.replace(/\D/g, '');
  return or(
    sql`${chatContacts.name} ilike ${like}`,
    sql`array_to_string(${chatContacts.emails}, ' ') ilike ${like}`,
    sql`${q} = any(${chatContacts.tags})`,
    digits.length >= 3
      ? sql`exists (select 1 from ${chatContactPhones} where ${chatContactPhones.contactId} = ${chatContacts.id} and ${chatContactPhones.e164} like ${`%${digits}%`})`
      : undefined,
  )!;
}

/** A contact whose e-mail another contact of the workspace also has. */
const sharesEmail = sql`exists (select 1 from ${chatContacts} other where other.workspace_id = ${chatContacts.workspaceId} and other.id <> ${chatContacts.id} and other.emails && ${chatContacts.emails})`;

/** A page of contacts by name (keyset on name, id). */
export async function listContacts(
  q: Queryable,
  member: Member,
  query: Query,
): Promise<{ rows: ChatContactRow[]; nextCursor: string | null }> {
  const [afterName, afterId] = query.cursor ? decodeCursor(query.cursor, ['string', 'uuid']) : [];
  const rows = await q
    .select()
    .from(chatContacts)
    .where(
      inWorkspace(
        chatContacts,
        member,
        query.q ? searchOf(query.q) : undefined,
        query.tag ? sql`${query.tag} = any(${chatContacts.tags})` : undefined,
        query.duplicates === 'true' ? sharesEmail : undefined,
        afterId !== undefined
          ? or(
              gt(chatContacts.name, String(afterName)),
              and(eq(chatContacts.name, String(afterName)), gt(chatContacts.id, String(afterId))),
            )
          : undefined,
      ),
    )
    .orderBy(asc(chatContacts.name), asc(chatContacts.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.name, last.id]) : null,
  };
}

export async function findContact(
  q: Queryable,
  member: Pick<Member, 'workspaceId'>,
  id: string,
  lock = false,
): Promise<ChatContactRow> {
  const query = q
    .select()
    .from(chatContacts)
    .where(inWorkspace(chatContacts, member, eq(chatContacts.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound(texts.contactNotFound);
  return row;
}

export async function createContact(
  ctx: AppContext,
  member: Member,
  body: CreateBody,
): Promise<ChatContactRow> {
  const phones = normalizePhones(body.phones);
  return transaction(ctx, async (tx) => {
    const [row] = await tx
      .insert(chatContacts)
      .values({
        workspaceId: member.workspaceId,
        name: body.name,
        emails: lowerUnique(body.emails),
        tags: uniqueTags(body.tags),
        company: body.company || null,
        notes: body.notes,
        createdBy: member.userId,
      })
      .returning();
    await setPhones(tx, member.workspaceId, row!.id, phones);
    await emit(tx, 'chats.contact.created', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      contactId: row!.id,
    });
    return row!;
  });
}

export async function updateContact(
  ctx: AppContext,
  member: Member,
  id: string,
  body: UpdateBody,
): Promise<ChatContactRow> {
  const phones = body.phones ? normalizePhones(body.phones) : undefined;
  return transaction(ctx, async (tx) => {
    const row = await updateVersioned(
      tx,
      chatContacts,
      inWorkspace(chatContacts, member, eq(chatContacts.id, id)),
      body.version,
      {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.emails !== undefined ? { emails: lowerUnique(body.emails) } : {}),
        ...(body.tags !== undefined ? { tags: uniqueTags(body.tags) } : {}),
        ...(body.company !== undefined ? { company: body.company || null } : {}),
        ...(body.notes !== undefined ? { notes: body.notes } : {}),
        updatedAt: new Date(),
      },
      texts.contactNotFound,
    );
    if (phones) await setPhones(tx, member.workspaceId, id, phones);
    return row;
  });
}

/**
 * Deletes a contact with its phones and its conversations (their messages go with them); the
 * library files its messages sent are no longer "used" by them.
 */
export async function deleteContact(ctx: AppContext, member: Member, id: string): Promise<void> {
  await transaction(ctx, async (tx) => {
    const sent = await tx
      .select({ id: chatMessages.id, fileId: chatMessages.mediaFileId })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(
        and(
          inWorkspace(chatConversations, member, eq(chatConversations.contactId, id)),
          isNotNull(chatMessages.mediaFileId),
        ),
      );
    for (const message of sent)
      await releaseUsage(tx, message.fileId, {
        workspaceId: member.workspaceId,
        module: 'chats',
        kind: 'message',
        id: message.id,
      });
    const [gone] = await tx
      .delete(chatContacts)
      .where(inWorkspace(chatContacts, member, eq(chatContacts.id, id)))
      .returning({ id: chatContacts.id });
    if (!gone) throw AppError.notFound(texts.contactNotFound);
  });
}

/**
 * Pairs that look like one person: the same e-mail on two contacts. (Two contacts cannot
 * share a phone: the unique (workspace, E.164) index forbids it, and normalization makes the
 * old 12-digit Brazilian form and the 13-digit one the same number.)
 */
export async function duplicatePairs(
  q: Queryable,
  member: Member,
): Promise<{ a: ChatContactRow; b: ChatContactRow }[]> {
  const pairs = await q.execute<{ a: string; b: string }>(sql`
    select distinct a.id as a, b.id as b
    from ${chatContacts} a
    join ${chatContacts} b on b.workspace_id = a.workspace_id and b.id > a.id and b.emails && a.emails
    where a.workspace_id = ${member.workspaceId}
    limit 100`);
  const ids = [...new Set(pairs.rows.flatMap((p) => [p.a, p.b]))];
  if (ids.length === 0) return [];
  const rows = await q
    .select()
    .from(chatContacts)
    .where(inWorkspace(chatContacts, member, inArray(chatContacts.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return pairs.rows.flatMap((p) => {
    const a = byId.get(p.a);
    const b = byId.get(p.b);
    return a && b ? [{ a, b }] : [];
  });
}
