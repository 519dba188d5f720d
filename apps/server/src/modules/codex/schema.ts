import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { CodexBodyNode } from '@orbita/contracts/codex';
import { users, workspaces } from '../../platform/identity/schema';

// Millisecond precision, so the keyset cursor (a JS Date) matches rows exactly.
const ts = () => timestamp({ withTimezone: true, precision: 3 });

/** A generated full-text column (`orbita_pt`: Portuguese stemming over unaccented words). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A fractional ordering key (fractional-indexing), compared byte by byte: the "C" collation,
 * so a language collation never sorts `a` and `B` the other way round.
 */
const rankColumn = customType<{ data: string; driverData: string }>({
  dataType: () => 'text COLLATE "C"',
});

/** A workspace's knowledge bases. Workspace data: every query goes through scope.ts. */
export const codices = pgTable(
  'codices',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    icon: text(),
    version: integer().notNull().default(1),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [index('codices_workspace_created_idx').on(t.workspaceId, t.createdAt, t.id)],
);

/**
 * The entries of a codex: a tree (parent in the same codex, siblings ordered by `position`).
 * `body` is TipTap JSON sanitized to the codex schema; `text` its plain text (search,
 * revisions' size, Markdown); `search` weights the title A and the text B.
 */
export const codexEntries = pgTable(
  'codex_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    codexId: uuid()
      .notNull()
      .references(() => codices.id, { onDelete: 'cascade' }),
    parentId: uuid().references((): AnyPgColumn => codexEntries.id, { onDelete: 'cascade' }),
    position: rankColumn().notNull(),
    title: text().notNull(),
    body: jsonb().$type<CodexBodyNode>().notNull(),
    text: text().notNull().default(''),
    // At most 200,000 characters of the text are indexed (a tsvector is limited to 1 MB).
    search: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('orbita_pt', title), 'A') || setweight(to_tsvector('orbita_pt', left(text, 200000)), 'B')`,
    ),
    version: integer().notNull().default(1),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('codex_entries_codex_parent_idx').on(t.codexId, t.parentId, t.position),
    index('codex_entries_parent_idx').on(t.parentId),
    index('codex_entries_workspace_idx').on(t.workspaceId),
    index('codex_entries_search_idx').using('gin', t.search),
  ],
);

/** `[[…]]` links of an entry's body to other entries of the same codex, rebuilt on every save. */
export const codexLinks = pgTable(
  'codex_links',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    fromEntryId: uuid()
      .notNull()
      .references(() => codexEntries.id, { onDelete: 'cascade' }),
    toEntryId: uuid()
      .notNull()
      .references(() => codexEntries.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.fromEntryId, t.toEntryId] }),
    index('codex_links_to_idx').on(t.toEntryId),
  ],
);

/** Each save of an entry's title/body (the newest CODEX_REVISIONS_KEPT are kept). */
export const codexRevisions = pgTable(
  'codex_revisions',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    entryId: uuid()
      .notNull()
      .references(() => codexEntries.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    title: text().notNull(),
    body: jsonb().$type<CodexBodyNode>().notNull(),
    size: integer().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('codex_revisions_entry_number_idx').on(t.entryId, t.number)],
);

export type CodexRow = typeof codices.$inferSelect;
export type CodexEntryRow = typeof codexEntries.$inferSelect;
export type CodexRevisionRow = typeof codexRevisions.$inferSelect;
