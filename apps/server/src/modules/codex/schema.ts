import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users, workspaces } from '../../platform/identity/schema';

// Millisecond precision, so the keyset cursor (a JS Date) matches rows exactly.
const ts = () => timestamp({ withTimezone: true, precision: 3 });

/**
 * The items of codex: workspace data, so every query goes through the scoping helper
 * (platform/scope.ts).
 */
export const codexItems = pgTable(
  'codex_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  // The list reads a workspace's items newest first.
  (t) => [index('codex_items_workspace_created_idx').on(t.workspaceId, t.createdAt, t.id)],
);

export type CodexItemRow = typeof codexItems.$inferSelect;
