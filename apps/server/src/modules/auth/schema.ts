import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { authSessions, users } from '../../platform/identity/schema';

/** One refresh token of a family: `<id>.<secret>` given out, only sha256(secret) kept. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid()
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    /** The token whose use issued this one; null for the first token of the family. */
    parentId: uuid().references((): AnyPgColumn => refreshTokens.id, { onDelete: 'set null' }),
    tokenHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const oneTimeTokenPurposes = ['confirm_email', 'reset_password'] as const;
export type OneTimeTokenPurpose = (typeof oneTimeTokenPurposes)[number];

/** E-mail links (confirmation, password reset): single use, expiring, stored as sha256. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: oneTimeTokenPurposes }).notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash),
    index('one_time_tokens_user_idx').on(t.userId, t.purpose),
    check(
      'one_time_tokens_purpose_check',
      sql`${t.purpose} in ('confirm_email', 'reset_password')`,
    ),
  ],
);
export * from './facebook-schema';
