import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { errorCodes } from '@orbita/contracts';
import { formatPhoneBR } from '@orbita/contracts/phone';
import {
  PEOPLE_IMPORT_ERRORS_MAX,
  PEOPLE_IMPORT_PREVIEW_ROWS,
  PERSON_EMAILS_MAX,
  PERSON_NOTES_MAX,
  PERSON_PHONES_MAX,
  PERSON_TAGS_MAX,
  formatDocument,
  peopleEntity,
  peopleIoMessages,
  type ImportPeopleResult,
  type exportPeopleQuerySchema,
  type importPeopleBodySchema,
} from '@orbita/contracts/people';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { CSV_BOM, csvLine, toVcardCard } from '../../../platform/io';
import { publishAfterCommit } from '../../../platform/realtime/publish';
import { inWorkspace } from '../../../platform/scope';
import { people, peopleEmails, peoplePhones, type PersonRow } from '../schema';
import { fold, listPeople, rethrowUnique, searchText, type Member } from '../service';
import { parsePeopleCsv, parsePeopleVcards, type ParsedFile, type ParsedPerson } from './parse';
import { planImport, type ExistingPerson, type PlannedWrite } from './plan';

type ImportBody = z.output<typeof importPeopleBodySchema>;
type ExportQuery = z.output<typeof exportPeopleQuerySchema>;

/** Rows per multi-row insert (Postgres takes at most 65,535 parameters per statement). */
const CHUNK = 1000;
const chunks = <T>(list: T[], size = CHUNK) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) =>
    list.slice(i * size, (i + 1) * size),
  );

/**
 * Of the workspace's people as they are now: count, last change and versions. The preview
 * answers it; a commit that brings another one answers 409 (someone changed the people since).
 */
async function fingerprint(q: Queryable, member: Member): Promise<string> {
  const [row] = await q
    .select({
      n: sql<number>`count(*)::int`,
      at: sql<string | null>`max(${people.updatedAt})::text`,
      v: sql<string | null>`sum(${people.version})::text`,
    })
    .from(people)
    .where(inWorkspace(people, member));
  return createHash('sha256')
    .update(`${row?.n}:${row?.at}:${row?.v}`)
    .digest('base64url')
    .slice(0, 22);
}

/** Everyone of the workspace with their document, e-mails and phones (the dedupe's keys). */
async function existingPeople(q: Queryable, member: Member) {
  const [rows, emails, phones] = await Promise.all([
    q.select().from(people).where(inWorkspace(people, member)),
    q
      .select({ personId: peopleEmails.personId, address: peopleEmails.address })
      .from(peopleEmails)
      .where(eq(peopleEmails.workspaceId, member.workspaceId))
      .orderBy(peopleEmails.position),
    q
      .select({
        personId: peoplePhones.personId,
        e164: peoplePhones.e164,
        label: peoplePhones.label,
      })
      .from(peoplePhones)
      .where(eq(peoplePhones.workspaceId, member.workspaceId))
      .orderBy(peoplePhones.position),
  ]);
  const emailsOf = new Map<string, string[]>();
  for (const e of emails)
    emailsOf.set(e.personId, [...(emailsOf.get(e.personId) ?? []), e.address]);
  const phonesOf = new Map<string, { e164: string; label: string | null }[]>();
  for (const p of phones)
    phonesOf.set(p.personId, [
      ...(phonesOf.get(p.personId) ?? []),
      { e164: p.e164, label: p.label },
    ]);
  return rows.map((row) => ({
    row,
    emails: emailsOf.get(row.id) ?? [],
    phones: phonesOf.get(row.id) ?? [],
  }));
}

function parse(body: ImportBody): ParsedFile {
  return body.format === 'csv' ? parsePeopleCsv(body.text) : parsePeopleVcards(body.text);
}

const conflict = () =>
  new AppError(409, errorCodes.conflict, peopleIoMessages.changed, {
    expect: peopleIoMessages.changed,
  });

/**
 * Imports a CSV or vCard file. `preview` reads it and answers what would happen (nothing is
 * written); `commit` writes it all in one transaction, under a per-workspace lock (two imports
 * at once would both create the same person): new people (companies first, so people name
 * them), and existing ones matched by CPF/CNPJ, phone or e-mail updated (empty fields filled;
 * e-mails, phones and tags added; notes appended) or skipped. Refused lines come back with
 * their line and reason.
 */
export async function importPeople(
  ctx: AppContext,
  member: Member,
  body: ImportBody,
): Promise<ImportPeopleResult> {
  const parsed = parse(body);
  const run = async (q: Queryable, tx: Tx | null): Promise<ImportPeopleResult> => {
    const print = await fingerprint(q, member);
    if (tx && body.expect && body.expect !== print) throw conflict();
    const current = await existingPeople(q, member);
    const known: ExistingPerson[] = current.map(({ row, emails, phones }) => ({
      id: row.id,
      name: row.name,
      document: row.document,
      emails,
      phones: phones.map((p) => p.e164),
    }));
    const plan = planImport(parsed.rows, known, body.onDuplicate);
    if (tx) await writePlan(tx, member, plan.writes, current);
    return {
      mode: body.mode,
      total: parsed.rows.length,
      created: plan.created,
      updated: plan.updated,
      skipped: plan.skipped,
      rows: plan.rows.slice(0, PEOPLE_IMPORT_PREVIEW_ROWS),
      errors: parsed.errors.slice(0, PEOPLE_IMPORT_ERRORS_MAX),
      errorCount: parsed.errors.length,
      fingerprint: tx ? await fingerprint(tx, member) : print,
    };
  };
  if (body.mode === 'preview') return run(ctx.db, null);
  return transaction(ctx, async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`people-import:${member.workspaceId}`}))`,
    );
    return run(tx, tx);
  });
}

type Current = Awaited<ReturnType<typeof existingPeople>>;

/** The companies named by the rows: matched by name to the workspace's, else created (first). */
async function companyIds(
  tx: Tx,
  member: Member,
  writes: PlannedWrite[],
  current: Current,
  created: Map<string, string>,
): Promise<Map<string, string>> {
  const byName = new Map<string, string>();
  for (const { row } of current) if (row.kind === 'company') byName.set(fold(row.name), row.id);
  for (const [name, id] of created) byName.set(name, id);
  const missing = new Map<string, string>();
  for (const w of writes) {
    const name = w.person.company;
    if (name && !byName.has(fold(name)) && !missing.has(fold(name))) missing.set(fold(name), name);
  }
  if (missing.size) {
    const inserted = await insertPeople(
      tx,
      member,
      [...missing.values()].map((name) => ({
        line: 0,
        kind: 'company' as const,
        name,
        document: null,
        emails: [],
        phones: [],
        birthday: null,
        address: null,
        company: null,
        role: null,
        tags: [],
        notes: '',
        keepInTouchDays: null,
      })),
      new Map(),
    );
    for (const row of inserted) byName.set(row.sortName, row.id);
  }
  return byName;
}

/** New people in multi-row inserts, then their e-mails and phones. */
async function insertPeople(
  tx: Tx,
  member: Member,
  persons: ParsedPerson[],
  companies: Map<string, string>,
): Promise<PersonRow[]> {
  const out: PersonRow[] = [];
  for (const part of chunks(persons)) {
    let rows: PersonRow[];
    try {
      rows = await tx
        .insert(people)
        .values(
          part.map((p) => ({
            workspaceId: member.workspaceId,
            kind: p.kind,
            name: p.name,
            sortName: fold(p.name),
            document: p.document,
            birthday: p.birthday,
            address: p.address,
            companyId: p.company ? (companies.get(fold(p.company)) ?? null) : null,
            role: p.role,
            tags: p.tags,
            notes: p.notes,
            keepInTouchDays: p.keepInTouchDays,
            search: searchText(
              p,
              p.emails,
              p.phones.map((x) => x.e164),
            ),
            createdBy: member.userId,
          })),
        )
        .returning();
    } catch (error) {
      rethrowUnique(error);
    }
    const emails = part.flatMap((p, i) =>
      p.emails.map((address, position) => ({
        workspaceId: member.workspaceId,
        personId: rows[i]!.id,
        address,
        position,
      })),
    );
    const phones = part.flatMap((p, i) =>
      p.phones.map((x, position) => ({
        workspaceId: member.workspaceId,
        personId: rows[i]!.id,
        e164: x.e164,
        label: x.label,
        position,
      })),
    );
    for (const c of chunks(emails)) await tx.insert(peopleEmails).values(c);
    for (const c of chunks(phones)) await tx.insert(peoplePhones).values(c);
    out.push(...rows);
  }
  return out;
}

/** An existing person and a row: empty fields filled, lists joined, notes appended. */
async function updatePerson(
  tx: Tx,
  member: Member,
  current: Current[number],
  p: ParsedPerson,
  companies: Map<string, string>,
): Promise<void> {
  const { row } = current;
  const emails = [...current.emails];
  for (const e of p.emails)
    if (!emails.includes(e) && emails.length < PERSON_EMAILS_MAX) emails.push(e);
  const phones = [...current.phones];
  for (const x of p.phones)
    if (!phones.some((y) => y.e164 === x.e164) && phones.length < PERSON_PHONES_MAX) phones.push(x);
  const tags = [...row.tags];
  const lower = new Set(tags.map((t) => t.toLocaleLowerCase('pt-BR')));
  for (const t of p.tags)
    if (!lower.has(t.toLocaleLowerCase('pt-BR')) && tags.length < PERSON_TAGS_MAX) tags.push(t);
  const notes =
    p.notes && !row.notes.includes(p.notes)
      ? [row.notes, p.notes].filter(Boolean).join('\n\n').slice(0, PERSON_NOTES_MAX)
      : row.notes;
  const companyId =
    row.companyId ??
    (p.company && row.kind === 'person' ? (companies.get(fold(p.company)) ?? null) : null);
  // A document of the other kind (a CNPJ for a person) is not taken.
  const document = row.document ?? (p.document && p.kind === row.kind ? p.document : null);
  const next = { name: row.name, role: row.role ?? p.role, document };
  try {
    await tx
      .update(people)
      .set({
        document,
        birthday: row.birthday ?? p.birthday,
        address: row.address ?? p.address,
        companyId,
        role: next.role,
        tags,
        notes,
        keepInTouchDays: row.keepInTouchDays ?? p.keepInTouchDays,
        search: searchText(
          next,
          emails,
          phones.map((x) => x.e164),
        ),
        version: sql`${people.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(people.id, row.id), eq(people.workspaceId, member.workspaceId)));
  } catch (error) {
    rethrowUnique(error);
  }
  const newEmails = emails.slice(current.emails.length);
  const newPhones = phones.slice(current.phones.length);
  if (newEmails.length)
    await tx.insert(peopleEmails).values(
      newEmails.map((address, i) => ({
        workspaceId: member.workspaceId,
        personId: row.id,
        address,
        position: current.emails.length + i,
      })),
    );
  if (newPhones.length)
    await tx.insert(peoplePhones).values(
      newPhones.map((x, i) => ({
        workspaceId: member.workspaceId,
        personId: row.id,
        e164: x.e164,
        label: x.label,
        position: current.phones.length + i,
      })),
    );
}

async function writePlan(tx: Tx, member: Member, writes: PlannedWrite[], current: Current) {
  if (!writes.length) return;
  const creates = writes.flatMap((w) => (w.action === 'create' ? [w.person] : []));
  // Companies of the file first, so the people of the file can name them.
  const newCompanies = await insertPeople(
    tx,
    member,
    creates.filter((p) => p.kind === 'company'),
    new Map(),
  );
  const created = new Map(newCompanies.map((r) => [r.sortName, r.id]));
  const companies = await companyIds(tx, member, writes, current, created);
  await insertPeople(
    tx,
    member,
    creates.filter((p) => p.kind !== 'company'),
    companies,
  );
  const byId = new Map(current.map((c) => [c.row.id, c]));
  for (const w of writes) {
    if (w.action !== 'update') continue;
    const found = byId.get(w.personId);
    if (found) await updatePerson(tx, member, found, w.person, companies);
  }
  // One event for the import, not one per person: an import of 50,000 people would otherwise
  // wake an agent of "Pessoa criada" 50,000 times (and cost a matcher read each).
  await emit(tx, 'people.import.committed', {
    workspaceId: member.workspaceId,
    actorId: member.userId,
    created: creates.length,
    updated: writes.length - creates.length,
  });
  // One list refresh for every tab, instead of one message per person.
  publishAfterCommit(tx, member.workspaceId, {
    type: 'updated',
    entity: peopleEntity,
    id: member.workspaceId,
    data: { id: member.workspaceId },
  });
}

// ---------------------------------------------------------------- export

const EXPORT_PAGE = 1000;

const CSV_HEADER = [
  'Nome',
  'Tipo',
  'CPF/CNPJ',
  'E-mails',
  'Telefones',
  'Nascimento',
  'Empresa',
  'Cargo',
  'Etiquetas',
  'Rua',
  'Número',
  'Complemento',
  'Bairro',
  'Cidade',
  'UF',
  'CEP',
  'País',
  'Falar a cada (dias)',
  'Último contato',
  'Observações',
];

const brDay = (iso: string | null) =>
  iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '';
const brInstant = (at: Date | null) =>
  at
    ? new Intl.DateTimeFormat('pt-BR', {
        timeZone: 'America/Sao_Paulo',
        dateStyle: 'short',
      }).format(at)
    : '';

interface ExportRow {
  row: PersonRow;
  emails: string[];
  phones: { e164: string; label: string | null }[];
  company: string | null;
}

function csvOf(p: ExportRow): string {
  const { row } = p;
  const a = row.address ?? {};
  return csvLine([
    row.name,
    row.kind === 'company' ? 'Empresa' : 'Pessoa',
    row.document ? formatDocument(row.document) : '',
    p.emails.join(', '),
    p.phones.map((x) => formatPhoneBR(x.e164)).join(', '),
    brDay(row.birthday),
    p.company ?? '',
    row.role ?? '',
    row.tags.join(', '),
    a.street ?? '',
    a.number ?? '',
    a.complement ?? '',
    a.district ?? '',
    a.city ?? '',
    a.state ?? '',
    a.postalCode ?? '',
    a.country ?? '',
    row.keepInTouchDays ? String(row.keepInTouchDays) : '',
    brInstant(row.lastContactAt),
    row.notes,
  ]);
}

function vcardOf(p: ExportRow): string {
  const { row } = p;
  const a = row.address;
  const extras: { name: `x-${string}`; value: string }[] = [];
  if (row.document)
    extras.push({ name: 'x-orbita-documento', value: formatDocument(row.document) });
  if (row.keepInTouchDays)
    extras.push({ name: 'x-orbita-falar-a-cada', value: String(row.keepInTouchDays) });
  // ADR has no number nor district: the street line reads "Rua X, 100" everywhere, and the
  // parts go in private properties the import reads back.
  if (a?.street) extras.push({ name: 'x-orbita-logradouro', value: a.street });
  if (a?.number) extras.push({ name: 'x-orbita-numero', value: a.number });
  if (a?.district) extras.push({ name: 'x-orbita-bairro', value: a.district });
  return toVcardCard({
    kind: row.kind === 'company' ? 'org' : 'individual',
    name: row.name,
    phones: p.phones,
    emails: p.emails,
    org: row.kind === 'company' ? row.name : p.company,
    title: row.role,
    categories: row.tags,
    note: row.notes || null,
    birthday: row.birthday,
    address: a
      ? {
          street: [a.street, a.number].filter(Boolean).join(', ') || null,
          extended: a.complement,
          city: a.city,
          region: a.state,
          postalCode: a.postalCode,
          country: a.country,
        }
      : null,
    extras,
  });
}

async function exportPage(q: Queryable, member: Member, rows: PersonRow[]): Promise<ExportRow[]> {
  const ids = rows.map((r) => r.id);
  const companyIds = [...new Set(rows.flatMap((r) => (r.companyId ? [r.companyId] : [])))];
  const [emails, phones, companies] = await Promise.all([
    q
      .select({ personId: peopleEmails.personId, address: peopleEmails.address })
      .from(peopleEmails)
      .where(inWorkspace(peopleEmails, member, inArray(peopleEmails.personId, ids)))
      .orderBy(peopleEmails.position),
    q
      .select({
        personId: peoplePhones.personId,
        e164: peoplePhones.e164,
        label: peoplePhones.label,
      })
      .from(peoplePhones)
      .where(inWorkspace(peoplePhones, member, inArray(peoplePhones.personId, ids)))
      .orderBy(peoplePhones.position),
    companyIds.length
      ? q
          .select({ id: people.id, name: people.name })
          .from(people)
          .where(inWorkspace(people, member, inArray(people.id, companyIds)))
      : Promise.resolve([]),
  ]);
  const companyName = new Map(companies.map((c) => [c.id, c.name]));
  const emailsOf = new Map<string, string[]>();
  for (const e of emails)
    emailsOf.set(e.personId, [...(emailsOf.get(e.personId) ?? []), e.address]);
  const phonesOf = new Map<string, { e164: string; label: string | null }[]>();
  for (const { personId, e164, label } of phones)
    phonesOf.set(personId, [...(phonesOf.get(personId) ?? []), { e164, label }]);
  return rows.map((row) => ({
    row,
    emails: emailsOf.get(row.id) ?? [],
    phones: phonesOf.get(row.id) ?? [],
    company: row.companyId ? (companyName.get(row.companyId) ?? null) : null,
  }));
}

/**
 * The people the list shows with these filters (everyone without any), as a CSV for Excel
 * pt-BR (`;`, BOM, formula guard) or vCard 4.0, streamed a page of 1,000 at a time: memory
 * stays flat however many people the workspace has. The import reads both back.
 */
export function exportPeople(
  q: Queryable,
  member: Member,
  query: ExportQuery,
): { stream: Readable; type: string; filename: string } {
  const { format, ...filters } = query;
  async function* lines() {
    if (format === 'csv') yield CSV_BOM + csvLine(CSV_HEADER);
    let cursor: string | undefined;
    do {
      const page = await listPeople(q, member, { ...filters, cursor, limit: EXPORT_PAGE });
      const rows = await exportPage(q, member, page.rows);
      // Group lookups per page, not per person: the page's e-mails and phones in two reads.
      yield rows.map(format === 'csv' ? csvOf : vcardOf).join('');
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
  return format === 'csv'
    ? { stream: Readable.from(lines()), type: 'text/csv; charset=utf-8', filename: 'pessoas.csv' }
    : {
        stream: Readable.from(lines()),
        type: 'text/vcard; charset=utf-8',
        filename: 'pessoas.vcf',
      };
}
