import type { Contact, Conversation, Message, MessageMedia } from '@orbita/contracts/chats';
import { messageKindLabels } from '@orbita/contracts/chats';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/client';
import { teams, users } from '../../platform/identity/schema';
import { freshMediaUrls, mediaFiles } from '../media';
import type { Member } from './access';
import { windowClosesAt } from './core/window';
import {
  chatContactPhones,
  chatContacts,
  chatConversations,
  chatMessages,
  chatParticipants,
  chatReactions,
  chatReads,
  type ChatContactRow,
  type ChatConversationRow,
  type ChatMessageRow,
} from './schema';

/*
 * Presenters read in batches: a page of 50 conversations (or 200 messages) costs a fixed
 * handful of queries, one per kind of related record, never one per row.
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const unique = <T>(values: (T | null | undefined)[]) => [
  ...new Set(values.filter((v): v is T => v !== null && v !== undefined)),
];

async function namesOf(q: Queryable, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await q
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Plain-text preview of a message (≤ 140 characters); media without caption says its kind. */
export function previewOf(message: Pick<ChatMessageRow, 'text' | 'kind'>): string {
  const text = message.text.replace(/\s+/g, ' ').trim();
  if (text) return text.length > 140 ? `${text.slice(0, 139)}…` : text;
  return messageKindLabels[message.kind];
}

// ---------------------------------------------------------------- contacts

type PhoneRow = typeof chatContactPhones.$inferSelect;

async function phonesOf(q: Queryable, contactIds: string[]): Promise<Map<string, PhoneRow[]>> {
  const out = new Map<string, PhoneRow[]>();
  if (contactIds.length === 0) return out;
  const rows = await q
    .select()
    .from(chatContactPhones)
    .where(inArray(chatContactPhones.contactId, contactIds))
    .orderBy(asc(chatContactPhones.position), asc(chatContactPhones.e164));
  for (const row of rows) out.set(row.contactId, [...(out.get(row.contactId) ?? []), row]);
  return out;
}

export async function presentContacts(q: Queryable, rows: ChatContactRow[]): Promise<Contact[]> {
  const ids = rows.map((r) => r.id);
  const phones = await phonesOf(q, ids);
  const counts = new Map<string, number>();
  if (ids.length > 0) {
    const found = await q
      .select({ id: chatConversations.contactId, n: sql<number>`count(*)::int` })
      .from(chatConversations)
      .where(inArray(chatConversations.contactId, ids))
      .groupBy(chatConversations.contactId);
    for (const f of found) if (f.id) counts.set(f.id, f.n);
  }
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    phones: (phones.get(row.id) ?? []).map((p) => ({
      e164: p.e164,
      label: p.label,
      whatsapp: p.whatsapp,
    })),
    emails: row.emails,
    tags: row.tags,
    company: row.company,
    notes: row.notes,
    personId: row.personId,
    whatsappName: row.whatsappName,
    lastMessageAt: iso(row.lastMessageAt),
    conversationCount: counts.get(row.id) ?? 0,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function presentContact(q: Queryable, row: ChatContactRow): Promise<Contact> {
  return (await presentContacts(q, [row]))[0]!;
}

// ---------------------------------------------------------------- conversations

export async function presentConversations(
  q: Queryable,
  member: Member,
  rows: ChatConversationRow[],
): Promise<Conversation[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const contactIds = unique(rows.map((r) => r.contactId));
  const teamChats = rows.filter((r) => r.kind !== 'whatsapp').map((r) => r.id);
  const lastIds = unique(rows.map((r) => r.lastMessageId));

  const [contacts, phones, participants, lasts, reads, teamRows] = await Promise.all([
    contactIds.length
      ? q
          .select({ id: chatContacts.id, name: chatContacts.name })
          .from(chatContacts)
          .where(inArray(chatContacts.id, contactIds))
      : [],
    phonesOf(q, contactIds),
    teamChats.length
      ? q
          .select({
            conversationId: chatParticipants.conversationId,
            id: users.id,
            name: users.name,
          })
          .from(chatParticipants)
          .innerJoin(users, eq(users.id, chatParticipants.userId))
          .where(inArray(chatParticipants.conversationId, teamChats))
          .orderBy(asc(users.name))
      : [],
    lastIds.length
      ? q
          .select({
            id: chatMessages.id,
            text: chatMessages.text,
            kind: chatMessages.kind,
            direction: chatMessages.direction,
            authorId: chatMessages.authorId,
            createdAt: chatMessages.createdAt,
          })
          .from(chatMessages)
          .where(inArray(chatMessages.id, lastIds))
      : [],
    q
      .select({ conversationId: chatReads.conversationId, readSeq: chatReads.readSeq })
      .from(chatReads)
      .where(and(inArray(chatReads.conversationId, ids), eq(chatReads.userId, member.userId))),
    (() => {
      const teamIds = unique(rows.map((r) => r.teamId));
      return teamIds.length
        ? q.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, teamIds))
        : [];
    })(),
  ]);
  const names = await namesOf(
    q,
    unique([...rows.map((r) => r.assigneeId), ...lasts.map((m) => m.authorId)]),
  );
  const contactOf = new Map(contacts.map((c) => [c.id, c]));
  const lastOf = new Map(lasts.map((m) => [m.id, m]));
  const readOf = new Map(reads.map((r) => [r.conversationId, r.readSeq]));
  const teamOf = new Map(teamRows.map((t) => [t.id, t]));
  const peopleOf = new Map<string, { id: string; name: string }[]>();
  for (const p of participants)
    peopleOf.set(p.conversationId, [
      ...(peopleOf.get(p.conversationId) ?? []),
      { id: p.id, name: p.name },
    ]);

  return rows.map((row) => {
    const contact = row.contactId ? contactOf.get(row.contactId) : undefined;
    const people = peopleOf.get(row.id) ?? [];
    const last = row.lastMessageId ? lastOf.get(row.lastMessageId) : undefined;
    const title =
      row.kind === 'whatsapp'
        ? (contact?.name ?? 'Contato')
        : row.kind === 'direct'
          ? (people.find((p) => p.id !== member.userId)?.name ?? people[0]?.name ?? 'Conversa')
          : (row.title ?? 'Grupo');
    return {
      id: row.id,
      kind: row.kind,
      title,
      contact: contact
        ? {
            id: contact.id,
            name: contact.name,
            phone: phones.get(contact.id)?.[0]?.e164 ?? null,
          }
        : null,
      participants: people,
      status: row.status,
      assignee:
        row.assigneeId && names.has(row.assigneeId)
          ? { id: row.assigneeId, name: names.get(row.assigneeId)! }
          : null,
      team: row.teamId ? (teamOf.get(row.teamId) ?? null) : null,
      labels: row.labels,
      lastMessage: last
        ? {
            id: last.id,
            preview: previewOf(last),
            direction: last.direction,
            at: last.createdAt.toISOString(),
            authorName:
              last.direction === 'in'
                ? (contact?.name ?? null)
                : last.authorId
                  ? (names.get(last.authorId) ?? null)
                  : null,
          }
        : null,
      unread: Math.max(0, row.lastSeq - (readOf.get(row.id) ?? 0)),
      windowClosesAt: iso(windowClosesAt(row)),
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function presentConversation(
  q: Queryable,
  member: Member,
  row: ChatConversationRow,
): Promise<Conversation> {
  return (await presentConversations(q, member, [row]))[0]!;
}

// ---------------------------------------------------------------- messages

/** Fresh (signed) addresses of library files, through media's one way of renewing them. */
async function mediaOf(
  db: Database,
  workspaceId: string,
  fileIds: string[],
): Promise<Map<string, Omit<MessageMedia, 'fileId'>>> {
  const out = new Map<string, Omit<MessageMedia, 'fileId'>>();
  if (fileIds.length === 0) return out;
  const files = await db
    .select({
      id: mediaFiles.id,
      name: mediaFiles.name,
      mime: mediaFiles.mimeType,
      size: mediaFiles.size,
      kind: mediaFiles.kind,
    })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.workspaceId, workspaceId), inArray(mediaFiles.id, fileIds)));
  const base = '/api/public/media';
  const text = files.map((f) => `${base}/${f.id}/original\n${base}/${f.id}/thumb`).join('\n');
  const lines = (await freshMediaUrls(db, workspaceId, text)).replaceAll('&amp;', '&').split('\n');
  files.forEach((f, i) => {
    out.set(f.id, {
      name: f.name,
      mime: f.mime,
      size: Number(f.size),
      url: lines[i * 2] ?? null,
      thumbUrl: f.kind === 'image' ? (lines[i * 2 + 1] ?? null) : null,
    });
  });
  return out;
}

type Location = NonNullable<Message['location']>;
type Shared = NonNullable<Message['sharedContacts']>;

function locationOf(payload: Record<string, unknown> | null): Location | null {
  const l = payload?.location as Record<string, unknown> | undefined;
  if (!l || typeof l.latitude !== 'number' || typeof l.longitude !== 'number') return null;
  return {
    latitude: l.latitude,
    longitude: l.longitude,
    name: typeof l.name === 'string' ? l.name : null,
    address: typeof l.address === 'string' ? l.address : null,
  };
}

function sharedOf(payload: Record<string, unknown> | null): Shared | null {
  const s = payload?.sharedContacts;
  if (!Array.isArray(s)) return null;
  return s.map((c: Record<string, unknown>) => ({
    name: typeof c.name === 'string' ? c.name : '',
    phones: Array.isArray(c.phones) ? c.phones.map(String) : [],
  }));
}

function templateOf(payload: Record<string, unknown> | null): Message['template'] {
  const t = payload?.template as Record<string, unknown> | undefined;
  if (!t || typeof t.name !== 'string') return null;
  return { name: t.name, language: typeof t.language === 'string' ? t.language : '' };
}

/** The messages of ONE conversation, with authors, replies, reactions and media in a few reads. */
export async function presentMessages(
  db: Database,
  member: Member,
  conversation: ChatConversationRow,
  rows: ChatMessageRow[],
): Promise<Message[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const replyIds = unique(rows.map((r) => r.replyToId));
  const [replies, reactions, contact] = await Promise.all([
    replyIds.length
      ? db
          .select({
            id: chatMessages.id,
            text: chatMessages.text,
            kind: chatMessages.kind,
            direction: chatMessages.direction,
            authorId: chatMessages.authorId,
          })
          .from(chatMessages)
          .where(
            and(
              eq(chatMessages.conversationId, conversation.id),
              inArray(chatMessages.id, replyIds),
            ),
          )
      : [],
    db
      .select()
      .from(chatReactions)
      .where(inArray(chatReactions.messageId, ids))
      .orderBy(asc(chatReactions.createdAt)),
    conversation.contactId
      ? db
          .select({ name: chatContacts.name })
          .from(chatContacts)
          .where(eq(chatContacts.id, conversation.contactId))
          .then((r) => r[0] ?? null)
      : null,
  ]);
  const [names, media] = await Promise.all([
    namesOf(
      db,
      unique([
        ...rows.map((r) => r.authorId),
        ...replies.map((r) => r.authorId),
        ...reactions.map((r) => r.userId),
      ]),
    ),
    mediaOf(db, member.workspaceId, unique(rows.map((r) => r.mediaFileId))),
  ]);
  const replyOf = new Map(replies.map((r) => [r.id, r]));
  const authorName = (m: { direction: string; authorId: string | null }) =>
    m.direction === 'in'
      ? (contact?.name ?? null)
      : m.authorId
        ? (names.get(m.authorId) ?? null)
        : null;
  const reactionsOf = new Map<string, Message['reactions']>();
  for (const r of reactions) {
    const list = reactionsOf.get(r.messageId) ?? [];
    let group = list.find((g) => g.emoji === r.emoji);
    if (!group) {
      group = { emoji: r.emoji, count: 0, mine: false, names: [] };
      list.push(group);
    }
    group.count += 1;
    if (r.userId === member.userId) group.mine = true;
    group.names.push(r.userId ? (names.get(r.userId) ?? 'Membro') : (contact?.name ?? 'Contato'));
    reactionsOf.set(r.messageId, list);
  }

  return rows.map((row) => {
    const reply = row.replyToId ? replyOf.get(row.replyToId) : undefined;
    const stored = row.media ?? null;
    const file = row.mediaFileId ? media.get(row.mediaFileId) : undefined;
    const mediaView: MessageMedia | null =
      file || stored
        ? {
            fileId: file ? row.mediaFileId : null,
            name: file?.name ?? (typeof stored?.filename === 'string' ? stored.filename : null),
            mime: file?.mime ?? (typeof stored?.mime === 'string' ? stored.mime : null),
            size: file?.size ?? null,
            url: file?.url ?? null,
            thumbUrl: file?.thumbUrl ?? null,
          }
        : null;
    return {
      id: row.id,
      conversationId: row.conversationId,
      seq: row.seq,
      direction: row.direction,
      kind: row.kind,
      text: row.text,
      author:
        row.authorId && names.has(row.authorId)
          ? { id: row.authorId, name: names.get(row.authorId)! }
          : null,
      media: mediaView,
      location: locationOf(row.payload),
      sharedContacts: sharedOf(row.payload),
      replyTo: reply
        ? { id: reply.id, preview: previewOf(reply), authorName: authorName(reply) }
        : null,
      reactions: reactionsOf.get(row.id) ?? [],
      status: row.status,
      statusReason: row.statusReason,
      template: templateOf(row.payload),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export async function presentMessage(
  db: Database,
  member: Member,
  conversation: ChatConversationRow,
  row: ChatMessageRow,
): Promise<Message> {
  return (await presentMessages(db, member, conversation, [row]))[0]!;
}
