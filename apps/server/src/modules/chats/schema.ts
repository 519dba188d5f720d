import type {
  ConversationKind,
  MessageDirection,
  MessageKind,
  MessageStatus,
  WhatsappTemplate,
} from '@orbita/contracts/chats';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { teams, users, workspaces } from '../../platform/identity/schema';
import { mediaFiles } from '../media/schema';

// Millisecond precision, so a keyset cursor (a JS Date) matches rows exactly.
const ts = () => timestamp({ withTimezone: true, precision: 3 });
const workspaceRef = () =>
  uuid()
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

/**
 * Contacts (PRODUCT.md §8). Phones live in `chat_contact_phones`, whose unique
 * (workspace, E.164) is what makes "one identity per number" a rule of the database: two
 * webhooks racing for a new number cannot make two contacts.
 */
export const chatContacts = pgTable(
  'chat_contacts',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceRef(),
    name: text().notNull(),
    emails: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    company: text(),
    notes: text().notNull().default(''),
    /** The person record (people module, when it exists); no foreign key until then. */
    personId: uuid(),
    /** The profile name WhatsApp sends with the contact's messages. */
    whatsappName: text(),
    lastMessageAt: ts(),
    version: integer().notNull().default(1),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [index('chat_contacts_workspace_name_idx').on(t.workspaceId, t.name, t.id)],
);
export type ChatContactRow = typeof chatContacts.$inferSelect;

export const chatContactPhones = pgTable(
  'chat_contact_phones',
  {
    workspaceId: workspaceRef(),
    contactId: uuid()
      .notNull()
      .references(() => chatContacts.id, { onDelete: 'cascade' }),
    e164: text().notNull(),
    label: text(),
    whatsapp: boolean().notNull().default(false),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.contactId, t.e164] }),
    uniqueIndex('chat_contact_phones_number_idx').on(t.workspaceId, t.e164),
  ],
);

/**
 * A workspace's WhatsApp Cloud API connection. The access token and the app secret are
 * stored encrypted (AES-256-GCM, see whatsapp/secrets.ts); `id` is the webhook's path, and
 * a phone number id belongs to one workspace only.
 */
export const chatWhatsappConnections = pgTable('chat_whatsapp_connections', {
  id: uuid().primaryKey().defaultRandom(),
  workspaceId: workspaceRef().unique(),
  phoneNumberId: text().notNull().unique(),
  wabaId: text().notNull(),
  displayPhone: text(),
  verifiedName: text(),
  accessTokenEnc: text().notNull(),
  appSecretEnc: text().notNull(),
  verifyToken: text().notNull(),
  lastWebhookAt: ts(),
  lastError: text(),
  lastErrorAt: ts(),
  tokenValid: boolean(),
  tokenCheckedAt: ts(),
  templates: jsonb().$type<WhatsappTemplate[]>().notNull().default([]),
  templatesSyncedAt: ts(),
  createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts().notNull().defaultNow(),
  updatedAt: ts().notNull().defaultNow(),
});
export type ChatWhatsappConnectionRow = typeof chatWhatsappConnections.$inferSelect;

/**
 * Conversations: WhatsApp ones (one per contact, reopened by a new message — the shared
 * inbox) and team chats (`direct`: two members, one per pair; `group`). `last_seq` counts
 * the messages (each takes the next number, under the conversation's row lock), so the
 * order within a conversation and every member's unread count are exact.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceRef(),
    kind: text().$type<ConversationKind>().notNull(),
    contactId: uuid().references(() => chatContacts.id, { onDelete: 'cascade' }),
    /** `direct`: the two members' ids, sorted and joined by ':' (one chat per pair). */
    directKey: text(),
    title: text(),
    status: text().$type<'open' | 'closed'>().notNull().default('open'),
    assigneeId: uuid().references(() => users.id, { onDelete: 'set null' }),
    teamId: uuid().references(() => teams.id, { onDelete: 'set null' }),
    labels: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastSeq: bigint({ mode: 'number' }).notNull().default(0),
    lastMessageId: uuid(),
    lastMessageAt: ts(),
    /** The contact's last message: the 24 h customer-service window runs from it. */
    lastInboundAt: ts(),
    version: integer().notNull().default(1),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversations_contact_idx')
      .on(t.workspaceId, t.contactId)
      .where(sql`${t.kind} = 'whatsapp'`),
    uniqueIndex('chat_conversations_direct_idx')
      .on(t.workspaceId, t.directKey)
      .where(sql`${t.kind} = 'direct'`),
    // The inbox: newest activity first.
    index('chat_conversations_activity_idx').on(t.workspaceId, t.lastMessageAt, t.id),
    check('chat_conversations_kind_check', sql`${t.kind} in ('whatsapp', 'direct', 'group')`),
    check('chat_conversations_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
);
export type ChatConversationRow = typeof chatConversations.$inferSelect;

/** Team chats' members (a WhatsApp conversation has none: the shared inbox is the workspace's). */
export const chatParticipants = pgTable(
  'chat_participants',
  {
    workspaceId: workspaceRef(),
    conversationId: uuid()
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('chat_participants_user_idx').on(t.workspaceId, t.userId),
  ],
);

/** Each member's read point in each conversation (unread = last_seq − read_seq). */
export const chatReads = pgTable(
  'chat_reads',
  {
    workspaceId: workspaceRef(),
    conversationId: uuid()
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readSeq: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/**
 * Messages: inbound (WhatsApp), outbound (a WhatsApp reply or a team chat message) and
 * internal notes. An outbound WhatsApp message is also THE OUTBOX row: `status = 'queued'`
 * with `next_attempt_at`/`locked_until`/`attempts` until the Graph API accepts it — one
 * row, so a message is never both "sent" in the log and still waiting in a queue.
 * `wa_message_id` is unique per workspace: Meta's retries of a webhook store a message once.
 * `client_id` (the composer's) is unique per conversation: a retried send lands once.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceRef(),
    conversationId: uuid()
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    seq: bigint({ mode: 'number' }).notNull(),
    direction: text().$type<MessageDirection>().notNull(),
    kind: text().$type<MessageKind>().notNull(),
    text: text().notNull().default(''),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    mediaFileId: uuid().references(() => mediaFiles.id, { onDelete: 'set null' }),
    /** WhatsApp's media reference (id, mime, sha256, filename) and the download's state. */
    media: jsonb().$type<Record<string, unknown>>(),
    /** Location, shared contacts, interactive replies, template name/language/parameters. */
    payload: jsonb().$type<Record<string, unknown>>(),
    replyToId: uuid(),
    waMessageId: text(),
    clientId: uuid(),
    status: text().$type<MessageStatus>(),
    statusReason: text(),
    statusAt: ts(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: ts(),
    lockedUntil: ts(),
    createdAt: ts().notNull().defaultNow(),
    storedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_seq_idx').on(t.conversationId, t.seq),
    uniqueIndex('chat_messages_wa_idx')
      .on(t.workspaceId, t.waMessageId)
      .where(sql`${t.waMessageId} is not null`),
    uniqueIndex('chat_messages_client_idx')
      .on(t.conversationId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    // The outbox: queued outbound messages, due first.
    index('chat_messages_outbox_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    // WhatsApp media still to download (whatsapp/media-download.ts): inbound rows with a due time.
    index('chat_messages_media_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.direction} = 'in' and ${t.nextAttemptAt} is not null`),
    check('chat_messages_direction_check', sql`${t.direction} in ('in', 'out', 'note')`),
    check(
      'chat_messages_status_check',
      sql`${t.status} is null or ${t.status} in ('queued', 'sent', 'delivered', 'read', 'failed')`,
    ),
  ],
);
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** Reactions: one per member or contact per message (`actor`: 'user:<id>' or 'contact:<id>'). */
export const chatReactions = pgTable(
  'chat_reactions',
  {
    workspaceId: workspaceRef(),
    messageId: uuid()
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    actor: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    emoji: text().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.actor] })],
);

/**
 * A member's reaction (or its removal: emoji '') to a WhatsApp message, waiting to reach the
 * contact through the Cloud API — the reactions' outbox. Not a `chat_messages` row: a
 * reaction takes no seq and is no unread message. Only the oldest queued change of a message
 * is sent at a time (a removal never overtakes the reaction it removes).
 */
export const chatReactionSends = pgTable(
  'chat_reaction_sends',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceRef(),
    messageId: uuid()
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    emoji: text().notNull(),
    status: text().$type<'queued' | 'sent' | 'failed'>().notNull().default('queued'),
    reason: text(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: ts().notNull().defaultNow(),
    lockedUntil: ts(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('chat_reaction_sends_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index('chat_reaction_sends_message_idx').on(t.messageId, t.createdAt),
  ],
);

/**
 * Webhook bodies as Meta sent them, stored before the 200 (the acknowledgement is fast and
 * nothing acknowledged is lost) and processed after, in arrival order (`id`), by a worker
 * that claims rows with SKIP LOCKED. Processing is idempotent by WhatsApp message id, so a
 * body processed twice after a crash stores nothing twice.
 */
export const chatWebhookEvents = pgTable(
  'chat_webhook_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    workspaceId: workspaceRef(),
    connectionId: uuid()
      .notNull()
      .references(() => chatWhatsappConnections.id, { onDelete: 'cascade' }),
    body: jsonb().$type<unknown>().notNull(),
    status: text().$type<'pending' | 'done' | 'failed'>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: ts().notNull().defaultNow(),
    lockedUntil: ts(),
    error: text(),
    receivedAt: ts().notNull().defaultNow(),
    processedAt: ts(),
  },
  (t) => [
    index('chat_webhook_events_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Canned responses: `/atalho` in the composer. */
export const chatCannedResponses = pgTable(
  'chat_canned_responses',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceRef(),
    shortcut: text().notNull(),
    text: text().notNull(),
    version: integer().notNull().default(1),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_canned_shortcut_idx').on(t.workspaceId, t.shortcut)],
);
