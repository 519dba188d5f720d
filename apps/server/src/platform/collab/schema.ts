import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, workspaces } from '../identity/schema';

/** Raw bytes (Yjs updates and snapshots); node-postgres hands them over as Buffers. */
const bytea = customType<{ data: Uint8Array; driverData: Buffer }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * One collaborative document per room (`<kind>:<id>`, e.g. `mind-map:<uuid>`): its compacted
 * snapshot (a Yjs update holding everything folded so far). The updates received since are
 * in collab_updates; the document is snapshot + every remaining update row.
 */
export const collabDocuments = pgTable(
  'collab_documents',
  {
    /** The room name (`<kind>:<id>`); called id so the one workspace-scoping helper applies. */
    id: text().primaryKey(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    snapshot: bytea(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('collab_documents_workspace_idx').on(t.workspaceId)],
);

/** Every update, persisted before it is relayed; folded into the snapshot every N rows. */
export const collabUpdates = pgTable(
  'collab_updates',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    room: text()
      .notNull()
      .references(() => collabDocuments.id, { onDelete: 'cascade' }),
    update: bytea().notNull(),
    /** The editing session it belongs to (null: a server-side change without a person). */
    sessionId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('collab_updates_room_idx').on(t.room, t.id)],
);

/** Named versions: a whole-document state a person may restore. */
export const collabVersions = pgTable(
  'collab_versions',
  {
    id: uuid().primaryKey().defaultRandom(),
    room: text()
      .notNull()
      .references(() => collabDocuments.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    state: bytea().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('collab_versions_room_idx').on(t.room, t.createdAt)],
);

/**
 * Editing sessions ("who changed what", per session, not per keystroke): one person's
 * stretch of edits on one document, continued while the gaps between edits stay short.
 * The node ids added, edited and removed are kept as sets (distinct), capped.
 */
export const collabSessions = pgTable(
  'collab_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    room: text()
      .notNull()
      .references(() => collabDocuments.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updates: integer().notNull().default(0),
    added: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    edited: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    removed: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    index('collab_sessions_room_idx').on(t.room, t.endedAt),
    index('collab_sessions_user_idx').on(t.userId, t.room, t.endedAt),
  ],
);
