import type { MindMapPreview } from '@orbita/contracts/mind-maps';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, workspaces } from '../../platform/identity/schema';

// Millisecond precision, so the keyset cursor (a JS Date) matches rows exactly.
const ts = () => timestamp({ withTimezone: true, precision: 3 });

/**
 * A workspace's mind maps: the record the list, the gallery and the policy read. The tree
 * itself is a Yjs document kept by the collaboration layer (platform/collab) in room
 * `mind-map:<id>`; `node_count` and `preview` are copies of it refreshed after edits, so the
 * gallery never opens a document. Workspace data: every query goes through platform/scope.ts.
 */
export const mindMaps = pgTable(
  'mind_maps',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    /** Title and description lower-cased without accents: the list's search matches on it. */
    searchText: text().notNull().default(''),
    templateKey: text(),
    archivedAt: ts(),
    nodeCount: integer().notNull().default(1),
    preview: jsonb().$type<MindMapPreview>().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  // The list reads a workspace's maps most recently changed first.
  (t) => [index('mind_maps_workspace_updated_idx').on(t.workspaceId, t.updatedAt, t.id)],
);

export type MindMapRow = typeof mindMaps.$inferSelect;

/** A person's favourite maps: per person, so one member's star is not another's. */
export const mindMapFavourites = pgTable(
  'mind_map_favourites',
  {
    mapId: uuid()
      .notNull()
      .references(() => mindMaps.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.mapId, t.userId] }),
    index('mind_map_favourites_user_idx').on(t.userId, t.workspaceId),
  ],
);
