import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from '../workspaces/schema';

export const accountTypes = ['tourist', 'player', 'creator', 'organization'] as const;

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    passwordHash: text(),
    googleSub: text(),
    avatarUrl: text(),
    accountType: text({ enum: accountTypes }),
    /** Onboarding markers still to show (spec §3 "checkpoints"). */
    checkpoints: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    emailConfirmedAt: timestamp({ withTimezone: true }),
    /** The workspace the user last switched to; requests default to it. */
    currentWorkspaceId: uuid().references((): AnyPgColumn => workspaces.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    check(
      'users_account_type_check',
      sql`${t.accountType} in ('tourist', 'player', 'creator', 'organization')`,
    ),
  ],
);
