import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, workspaces } from '../../platform/identity/schema';
import { mediaFiles } from '../media/schema';

// Millisecond precision, so the keyset cursor (a JS Date) matches rows exactly.
const ts = () => timestamp({ withTimezone: true, precision: 3 });

/**
 * A hub: a themed space of a workspace grouping records of other modules. `restricted`
 * narrows who sees its contents (platform/scope.ts `visibleInWorkspace`, which names these
 * tables in SQL: keep them in step).
 */
export const hubs = pgTable(
  'hubs',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Optimistic concurrency (platform/db/versioned.ts). */
    version: integer().notNull().default(1),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    icon: text(),
    color: text().notNull(),
    coverFileId: uuid().references(() => mediaFiles.id, { onDelete: 'set null' }),
    restricted: boolean().notNull().default(false),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [index('hubs_workspace_created_idx').on(t.workspaceId, t.createdAt, t.id)],
);
export type HubRow = typeof hubs.$inferSelect;

/** The hub's own people and their role within it (`editor` | `leitor`). */
export const hubMembers = pgTable(
  'hub_members',
  {
    hubId: uuid()
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().$type<'editor' | 'leitor'>().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.hubId, t.userId] }), index('hub_members_user_idx').on(t.userId)],
);
export type HubMemberRow = typeof hubMembers.$inferSelect;

/** A record of another module in the hub, by the record registry's (kind, id). */
export const hubItems = pgTable(
  'hub_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    hubId: uuid()
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    recordId: uuid().notNull(),
    pinned: boolean().notNull().default(false),
    position: integer().notNull(),
    addedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    addedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hub_items_hub_record_key').on(t.hubId, t.kind, t.recordId),
    // The narrowing looks a record up by (kind, id) on every list/get of its module.
    index('hub_items_record_idx').on(t.kind, t.recordId),
  ],
);
export type HubItemRow = typeof hubItems.$inferSelect;
