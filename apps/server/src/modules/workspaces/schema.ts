import { auditActions, grantableRoles, roles } from '@orbita/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';

export const workspaceKinds = ['personal', 'shared'] as const;

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** The tenant: every row of business data belongs to exactly one workspace. */
export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid().primaryKey().defaultRandom(),
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

/** An invitation by e-mail: single-use token (only its sha256 kept), 7-day expiry. */
export const invites = pgTable(
  'invites',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    role: text({ enum: grantableRoles }).notNull(),
    teamId: uuid().references(() => teams.id, { onDelete: 'set null' }),
    tokenHash: text().notNull(),
    invitedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invites_token_hash_key').on(t.tokenHash),
    index('invites_workspace_idx').on(t.workspaceId, t.createdAt),
    // One open invite per address and workspace (expired ones are closed before a new one).
    uniqueIndex('invites_open_email_key')
      .on(t.workspaceId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check('invites_role_check', sql`${t.role} in (${inList(grantableRoles)})`),
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

/** Who changed what and when in a workspace; `seq` orders it and pages it. */
export const auditLog = pgTable(
  'audit_log',
  {
    seq: bigint({ mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    action: text({ enum: auditActions }).notNull(),
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorApiKeyId: uuid().references(() => apiKeys.id, { onDelete: 'set null' }),
    /** The person's name at the time, so the entry still reads well after they leave. */
    actorName: text(),
    details: jsonb().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_workspace_seq_idx').on(t.workspaceId, t.seq),
    check('audit_log_action_check', sql`${t.action} in (${inList(auditActions)})`),
  ],
);
