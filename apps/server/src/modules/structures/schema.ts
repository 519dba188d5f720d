import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users, workspaces } from '../../platform/identity/schema';

// Millisecond precision, so the keyset cursor (a JS Date) matches rows exactly.
const ts = () => timestamp({ withTimezone: true, precision: 3 });

/**
 * A workspace's structures (templates): workspace data, so every query goes through the
 * scoping helper (platform/scope.ts). `sourceKind`/`sourceId` name the record it was saved
 * from (no foreign key: it may be any module's record, and it may be deleted — the
 * structure and its versions stay). The starter gallery is code (gallery.ts), not rows.
 */
export const structures = pgTable(
  'structures',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    icon: text().notNull(),
    sourceKind: text(),
    sourceId: uuid(),
    /** The version instantiating uses by default (the newest unless chosen). */
    currentVersion: integer().notNull().default(1),
    /** How many versions exist (the next one is `versionCount + 1`). */
    versionCount: integer().notNull().default(1),
    /** The current version's summary (what it holds, in words). */
    summary: text().notNull().default(''),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
    version: integer().notNull().default(1),
  },
  (t) => [
    // The list reads a workspace's structures newest first, optionally of one kind.
    index('structures_workspace_created_idx').on(t.workspaceId, t.createdAt, t.id),
    index('structures_workspace_kind_created_idx').on(t.workspaceId, t.kind, t.createdAt, t.id),
    check(
      'structures_kind_check',
      sql`${t.kind} in ('lista', 'processo', 'mapa', 'pagina', 'codex', 'jogo')`,
    ),
  ],
);

export type StructureRow = typeof structures.$inferSelect;

/** The saved versions of a structure (1, 2, …): each a snapshot of its kind (bounded size). */
export const structureVersions = pgTable(
  'structure_versions',
  {
    structureId: uuid()
      .notNull()
      .references(() => structures.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    snapshot: jsonb().notNull(),
    /** What the snapshot holds, in words (computed once, shown in lists). */
    summary: text().notNull().default(''),
    note: text().notNull().default(''),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.structureId, t.number] })],
);

export type StructureVersionRow = typeof structureVersions.$inferSelect;
