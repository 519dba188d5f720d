import {
  personKinds,
  personLinkKinds,
  type PersonAddress,
  type PersonCustomFields,
  type PersonKind,
  type PersonLinkKind,
} from '@orbita/contracts/people';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, workspaces } from '../../platform/identity/schema';
import { mediaFiles } from '../media/schema';

// Millisecond precision, so the keyset cursor (a JS Date) matches rows exactly.
const ts = () => timestamp({ withTimezone: true, precision: 3 });
const workspaceRef = () =>
  uuid()
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });
const sqlList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * People and companies of a workspace (workspace data: every query goes through
 * platform/scope.ts). `document` is stored normalized (CPF 11 digits, CNPJ 14 characters) and
 * unique per workspace when present; `user_id` makes the person a member's record (a player),
 * one per member. `search` and `sort_name` are written by the service (accents folded, lower
 * case): `search` holds the name, e-mails, phone digits and document for the list's `q`.
 */
export const people = pgTable(
  'people',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceRef(),
    kind: text().$type<PersonKind>().notNull().default('person'),
    name: text().notNull(),
    sortName: text().notNull(),
    document: text(),
    birthday: date({ mode: 'string' }),
    address: jsonb().$type<PersonAddress>(),
    companyId: uuid(),
    role: text(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text().notNull().default(''),
    customFields: jsonb().$type<PersonCustomFields>().notNull().default({}),
    /** A media library file (its usage is recorded as `people`/`avatar`). */
    avatarMediaId: uuid().references(() => mediaFiles.id, { onDelete: 'set null' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    keepInTouchDays: integer(),
    lastContactAt: ts(),
    search: text().notNull().default(''),
    /** Optimistic concurrency (platform/db/versioned.ts). */
    version: integer().notNull().default(1),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.companyId],
      foreignColumns: [t.id],
      name: 'people_company_fk',
    }).onDelete('set null'),
    uniqueIndex('people_workspace_document_key')
      .on(t.workspaceId, t.document)
      .where(sql`${t.document} is not null`),
    uniqueIndex('people_workspace_user_key')
      .on(t.workspaceId, t.userId)
      .where(sql`${t.userId} is not null`),
    index('people_workspace_name_idx').on(t.workspaceId, t.sortName, t.id),
    index('people_workspace_created_idx').on(t.workspaceId, t.createdAt, t.id),
    // Never contacted first going up (the most overdue); backwards, NULLS LAST going down.
    index('people_workspace_contact_idx').on(
      t.workspaceId,
      t.lastContactAt.asc().nullsFirst(),
      t.id,
    ),
    // `q` is a substring anywhere (`like '%…%'`): trigrams (pg_trgm, created by the migration).
    index('people_search_idx').using('gin', sql`${t.search} gin_trgm_ops`),
    index('people_company_idx').on(t.companyId),
    index('people_tags_idx').using('gin', t.tags),
    check('people_kind_check', sql`${t.kind} in (${sql.raw(sqlList(personKinds))})`),
    check(
      'people_keep_in_touch_check',
      sql`${t.keepInTouchDays} is null or ${t.keepInTouchDays} between 1 and 3650`,
    ),
  ],
);
export type PersonRow = typeof people.$inferSelect;

/** A person's e-mails (lower-cased), in the order they were given. */
export const peopleEmails = pgTable(
  'people_emails',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceRef(),
    personId: uuid()
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    address: text().notNull(),
    label: text(),
    position: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('people_emails_person_address_key').on(t.personId, t.address),
    index('people_emails_workspace_address_idx').on(t.workspaceId, t.address),
  ],
);
export type PersonEmailRow = typeof peopleEmails.$inferSelect;

/** A person's phones in E.164 (`@orbita/contracts/phone`: BR with or without the ninth digit → one number). */
export const peoplePhones = pgTable(
  'people_phones',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceRef(),
    personId: uuid()
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    e164: text().notNull(),
    label: text(),
    position: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('people_phones_person_number_key').on(t.personId, t.e164),
    index('people_phones_workspace_number_idx').on(t.workspaceId, t.e164),
  ],
);
export type PersonPhoneRow = typeof peoplePhones.$inferSelect;

/**
 * The person as a hub: a record of another module (task, finance entry, publication, chat
 * contact, store order) linked to the person. The record lives in its module; a link to a
 * record deleted since is skipped by the timeline. Merging moves links; deleting the person
 * deletes them.
 */
export const peopleLinks = pgTable(
  'people_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceRef(),
    personId: uuid()
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    kind: text().$type<PersonLinkKind>().notNull(),
    recordId: uuid().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('people_links_person_record_key').on(t.personId, t.kind, t.recordId),
    index('people_links_record_idx').on(t.workspaceId, t.kind, t.recordId),
    check('people_links_kind_check', sql`${t.kind} in (${sql.raw(sqlList(personLinkKinds))})`),
  ],
);
export type PersonLinkRow = typeof peopleLinks.$inferSelect;
