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
    currentWorkspaceId: uuid().references((): AnyPgColumn => workspaces.id, {
      onDelete: 'set null',
    }),
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

export const clientTypes = ['web', 'mobile'] as const;
export const sessionRevokeReasons = [
  'logout',
  'reuse',
  'password_reset',
  'password_change',
] as const;

/**
 * A refresh-token family: everything started from one sign-in. Revoking it signs out every
 * token of the family at once (logout, reuse detection, password change). Access tokens
 * carry its id (`sid`), and requests check it is still alive.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientType: text({ enum: clientTypes }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Absolute end of the family (30 days after sign-in), however often it is refreshed. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text({ enum: sessionRevokeReasons }),
  },
  (t) => [
    index('auth_sessions_user_idx').on(t.userId),
    check('auth_sessions_client_type_check', sql`${t.clientType} in ('web', 'mobile')`),
    check(
      'auth_sessions_revoked_reason_check',
      sql`${t.revokedReason} in ('logout', 'reuse', 'password_reset', 'password_change')`,
    ),
  ],
);

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
