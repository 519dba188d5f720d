import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users, workspaces } from '../../platform/identity/schema';

// Millisecond precision, so the keyset cursor (a JS Date) matches rows exactly.
const ts = () => timestamp({ withTimezone: true, precision: 3 });

/** Folders of a workspace's library, nested; deleted only when empty (FKs restrict). */
export const mediaFolders = pgTable(
  'media_folders',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    parentId: uuid().references((): AnyPgColumn => mediaFolders.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    /** Optimistic concurrency of rename/move (docs/optimistic-concurrency.md). */
    version: integer().notNull().default(1),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    // One name per level (case-insensitive); the top level is the zero uuid.
    uniqueIndex('media_folders_name_idx').on(
      t.workspaceId,
      sql`coalesce(${t.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.name})`,
    ),
  ],
);

/**
 * The files. `size` is the original's bytes; `storedBytes` adds the renditions (what the
 * quota counts). `variants` lists the renditions stored beside the original.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    folderId: uuid().references(() => mediaFolders.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    mimeType: text().notNull(),
    kind: text({ enum: ['image', 'video', 'audio', 'document', 'other'] }).notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    storedBytes: bigint({ mode: 'number' }).notNull(),
    width: integer(),
    height: integer(),
    hash: text().notNull(),
    alt: text().notNull().default(''),
    caption: text().notNull().default(''),
    focalX: real().notNull().default(0.5),
    focalY: real().notNull().default(0.5),
    variants: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    public: boolean().notNull().default(false),
    usageCount: integer().notNull().default(0),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Optimistic concurrency of file edits (docs/optimistic-concurrency.md). */
    version: integer().notNull().default(1),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    // The library lists newest first, per folder or all.
    index('media_files_workspace_created_idx').on(t.workspaceId, t.createdAt, t.id),
    index('media_files_folder_idx').on(t.workspaceId, t.folderId),
    // Duplicate detection at upload.
    index('media_files_hash_idx').on(t.workspaceId, t.hash),
  ],
);

/** Where a file is used: one row per (file, module, kind, record), written by other modules. */
export const mediaUsages = pgTable(
  'media_usages',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    module: text().notNull(),
    kind: text().notNull(),
    recordId: text().notNull(),
    label: text().notNull(),
    public: boolean().notNull().default(false),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('media_usages_record_idx').on(t.fileId, t.module, t.kind, t.recordId),
    // Releasing every usage of a deleted record.
    index('media_usages_owner_idx').on(t.workspaceId, t.module, t.kind, t.recordId),
  ],
);

export type MediaFolderRow = typeof mediaFolders.$inferSelect;
export type MediaFileRow = typeof mediaFiles.$inferSelect;
export type MediaUsageRow = typeof mediaUsages.$inferSelect;
