import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users, workspaces } from '../../../platform/identity/schema';
import { financeEntries } from '../schema';

const ts = () => timestamp({ withTimezone: true, precision: 3 });

/**
 * Receipts (comprovantes) of an entry: media library files, with their name, type and size
 * as they were when attached (the list still reads after the file left the library). The
 * library counts the use ("Usado em: lançamento …"); deleting the entry removes these rows
 * and ends the use (attachments/service.ts, on `finance.entry.deleted`).
 */
export const financeEntryAttachments = pgTable(
  'finance_entry_attachments',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    entryId: uuid()
      .notNull()
      .references(() => financeEntries.id, { onDelete: 'cascade' }),
    fileId: uuid().notNull(),
    name: text().notNull(),
    mimeType: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('finance_entry_attachments_entry_file_key').on(t.entryId, t.fileId),
    index('finance_entry_attachments_entry_created_idx').on(t.entryId, t.createdAt),
  ],
);
