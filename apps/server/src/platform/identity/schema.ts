import { grantableRoles, roles } from '@orbita/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Platform identity: who people are (users, their sign-in sessions), the tenants they work
 * in (workspaces), how they belong to them (memberships, teams) and the keys that act for a
 * workspace. Every module reads these; no module owns them, so no module reaches into
 * another's tables to know who is asking, and the old auth <-> workspaces schema cycle is gone.
 */

/** SQL list of literal values for CHECK constraints (values come from our own vocabularies). */
export const inList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v}'`).join(', '));

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

export const workspaceKinds = ['personal', 'shared'] as const;

/** The tenant: every row of business data belongs to exactly one workspace. */
export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Optimistic concurrency (platform/db/versioned.ts): bumped by every edit; a stale one answers 409. */
    version: integer().notNull().default(1),
    name: text().notNull(),
    kind: text({ enum: workspaceKinds }).notNull().default('shared'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('workspaces_kind_check', sql`${t.kind} in ('personal', 'shared')`)],
);

export const memberships = pgTable(
  'memberships',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text({ enum: roles }).notNull(),
    /** Optimistic concurrency of role changes (docs/optimistic-concurrency.md). */
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index('memberships_user_idx').on(t.userId),
    check(
      'memberships_role_check',
      sql`${t.role} in ('owner', 'admin', 'creator', 'editor', 'viewer')`,
    ),
    // Exactly one Principal per workspace: ownership only moves by transfer.
    uniqueIndex('memberships_one_owner_key')
      .on(t.workspaceId)
      .where(sql`${t.role} = 'owner'`),
  ],
);

/** Squads: a named group of members with a responsible member. */
export const teams = pgTable(
  'teams',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Optimistic concurrency (platform/db/versioned.ts): bumped by every edit; a stale one answers 409. */
    version: integer().notNull().default(1),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Cleared by the service when the person leaves the workspace. */
    responsibleUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('teams_workspace_idx').on(t.workspaceId),
    uniqueIndex('teams_workspace_name_key').on(t.workspaceId, sql`lower(${t.name})`),
  ],
);

/** A member in a team. Tied to the membership, so leaving the workspace leaves its teams. */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    workspaceId: uuid().notNull(),
    userId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    index('team_members_workspace_user_idx').on(t.workspaceId, t.userId),
    foreignKey({
      columns: [t.workspaceId, t.userId],
      foreignColumns: [memberships.workspaceId, memberships.userId],
    }).onDelete('cascade'),
  ],
);

/** API keys: `<key_id>.<secret>` given out once, sha256(secret) kept. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    keyId: text().notNull(),
    secretHash: text().notNull(),
    role: text({ enum: grantableRoles }).notNull(),
    allowedIps: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    main: boolean().notNull().default(false),
    expiresAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }),
    lastUsedIp: text(),
    revokedAt: timestamp({ withTimezone: true }),
    /** The key acts at most with its creator's current role, and stops when they leave. */
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Optimistic concurrency of key edits (docs/optimistic-concurrency.md). */
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('api_keys_key_id_key').on(t.keyId),
    index('api_keys_workspace_idx').on(t.workspaceId, t.createdAt),
    uniqueIndex('api_keys_one_main_key')
      .on(t.workspaceId)
      .where(sql`${t.main} and ${t.revokedAt} is null`),
    check('api_keys_role_check', sql`${t.role} in (${inList(grantableRoles)})`),
  ],
);
