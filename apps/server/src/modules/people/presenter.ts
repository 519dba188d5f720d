import {
  documentKindOf,
  type Person,
  type PersonLink,
  type PersonPage,
} from '@orbita/contracts/people';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { thumbnailUrls } from '../media';
import { people, peopleEmails, peoplePhones, type PersonLinkRow, type PersonRow } from './schema';

/** What a row needs besides itself to be presented (loaded once per page). */
interface Extras {
  emails: Map<string, Person['emails']>;
  phones: Map<string, Person['phones']>;
  companies: Map<string, string>;
  avatars: Map<string, string>;
}

function group<T extends { personId: string }, V>(rows: T[], pick: (r: T) => V): Map<string, V[]> {
  const out = new Map<string, V[]>();
  for (const r of rows) {
    const list = out.get(r.personId) ?? [];
    list.push(pick(r));
    out.set(r.personId, list);
  }
  return out;
}

async function extrasOf(db: Database, workspaceId: string, rows: PersonRow[]): Promise<Extras> {
  const ids = rows.map((r) => r.id);
  const companyIds = [...new Set(rows.map((r) => r.companyId).filter((id): id is string => !!id))];
  if (ids.length === 0)
    return { emails: new Map(), phones: new Map(), companies: new Map(), avatars: new Map() };
  const [emails, phones, companies, avatars] = await Promise.all([
    db
      .select()
      .from(peopleEmails)
      .where(and(eq(peopleEmails.workspaceId, workspaceId), inArray(peopleEmails.personId, ids)))
      .orderBy(peopleEmails.personId, peopleEmails.position),
    db
      .select()
      .from(peoplePhones)
      .where(and(eq(peoplePhones.workspaceId, workspaceId), inArray(peoplePhones.personId, ids)))
      .orderBy(peoplePhones.personId, peoplePhones.position),
    companyIds.length
      ? db
          .select({ id: people.id, name: people.name })
          .from(people)
          .where(and(eq(people.workspaceId, workspaceId), inArray(people.id, companyIds)))
      : Promise.resolve([]),
    thumbnailUrls(
      db,
      workspaceId,
      rows.map((r) => r.avatarMediaId),
    ),
  ]);
  return {
    emails: group(emails, (e) => ({ address: e.address, label: e.label })),
    phones: group(phones, (p) => ({ e164: p.e164, label: p.label })),
    companies: new Map(companies.map((c) => [c.id, c.name])),
    avatars,
  };
}

function present(row: PersonRow, extras: Extras): Person {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    document: row.document,
    documentKind: row.document ? documentKindOf(row.document) : null,
    emails: extras.emails.get(row.id) ?? [],
    phones: extras.phones.get(row.id) ?? [],
    birthday: row.birthday,
    address: row.address,
    companyId: row.companyId,
    companyName: row.companyId ? (extras.companies.get(row.companyId) ?? null) : null,
    role: row.role,
    tags: row.tags,
    notes: row.notes,
    customFields: row.customFields,
    avatarMediaId: row.avatarMediaId,
    avatarUrl: row.avatarMediaId ? (extras.avatars.get(row.avatarMediaId) ?? null) : null,
    userId: row.userId,
    keepInTouchDays: row.keepInTouchDays,
    lastContactAt: row.lastContactAt?.toISOString() ?? null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The one shape people leave the server in: answers and realtime `data`. */
export async function presentPeople(
  db: Database,
  workspaceId: string,
  rows: PersonRow[],
): Promise<Person[]> {
  const extras = await extrasOf(db, workspaceId, rows);
  return rows.map((row) => present(row, extras));
}

export async function presentPerson(db: Database, row: PersonRow): Promise<Person> {
  const [person] = await presentPeople(db, row.workspaceId, [row]);
  return person!;
}

export async function presentPersonPage(
  db: Database,
  workspaceId: string,
  page: { rows: PersonRow[]; nextCursor: string | null },
): Promise<PersonPage> {
  return { items: await presentPeople(db, workspaceId, page.rows), nextCursor: page.nextCursor };
}

export function presentLink(row: PersonLinkRow): PersonLink {
  return {
    id: row.id,
    personId: row.personId,
    kind: row.kind,
    recordId: row.recordId,
    createdAt: row.createdAt.toISOString(),
  };
}
