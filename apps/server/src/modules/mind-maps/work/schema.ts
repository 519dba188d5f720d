import { linkKinds } from '@orbita/contracts/mind-maps';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users, workspaces } from '../../../platform/identity/schema';
import { mindMaps } from '../schema';

const ts = () => timestamp({ withTimezone: true, precision: 3 });

/**
 * Which map node became which task or inbox item (issue 19, "Nodes ↔ work"). One link per
 * node: the unique (map, node) is what keeps a node from being converted twice. `recordId`
 * has no foreign key on purpose: a deleted task (moved to the trash) must still answer "gone"
 * on the node's badge, and comes back with the same id when restored. `code` and `title` are
 * the record's at conversion, so a gone one can still be named.
 * Gathered by src/db/schema.ts (this table references the module's `mind_maps`).
 */
export const mindMapNodeLinks = pgTable(
  'mind_map_node_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    mapId: uuid()
      .notNull()
      .references(() => mindMaps.id, { onDelete: 'cascade' }),
    nodeId: text().notNull(),
    kind: text({ enum: linkKinds }).notNull(),
    recordId: uuid().notNull(),
    code: text().notNull(),
    title: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mind_map_node_links_node_key').on(t.mapId, t.nodeId),
    // A task's drawer asks which node it came from.
    index('mind_map_node_links_record_idx').on(t.workspaceId, t.recordId),
    check('mind_map_node_links_kind_check', sql`${t.kind} in ('task', 'inbox')`),
  ],
);

export type NodeLinkRow = typeof mindMapNodeLinks.$inferSelect;
