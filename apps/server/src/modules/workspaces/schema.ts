import { auditActions, grantableRoles } from '@orbita/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { apiKeys, inList, teams, users, workspaces } from '../../platform/identity/schema';

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
