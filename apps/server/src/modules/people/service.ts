import { errorCodes } from '@orbita/contracts';
import { normalizePhone } from '@orbita/contracts/phone';
import {
  peopleMessages,
  type createPersonBodySchema,
  type peopleListQuerySchema,
  type updatePersonBodySchema,
} from '@orbita/contracts/people';
import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { Queryable, Tx } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { assertVersion, updateVersioned } from '../../platform/db/versioned';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events/bus';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor';
import { memberships } from '../../platform/identity/schema';
import { findInWorkspace, inWorkspace, type MemberContext } from '../../platform/scope';
import { clearContactsOfPeople } from '../chats';
import { recordUsage, releaseUsage } from '../media';
import { people, peopleEmails, peoplePhones, type PersonRow } from './schema';

export type Member = Pick<MemberContext, 'userId' | 'workspaceId'>;
type CreateBody = z.output<typeof createPersonBodySchema>;
type UpdateBody = z.output<typeof updatePersonBodySchema>;
type ListQuery = z.output<typeof peopleListQuerySchema>;
type EmailInput = CreateBody['emails'][number];
type PhoneInput = CreateBody['phones'][number];

/** Also the answer for another workspace's person, so ids never reveal what other tenants hold. */
export const personNotFound = peopleMessages.notFound;

/** Accents folded and lower case: "João" and "joao" sort and search alike. */
export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The text the list's `q` searches: name, role, e-mails, phone digits, document. */
export function searchText(
  row: Pick<PersonRow, 'name' | 'role' | 'document'>,
  emails: readonly string[],
  phones: readonly string[],
): string {
  return [
    fold(row.name),
    row.role ? fold(row.role) : '',
    ...emails,
    ...phones.map((p) => p.replace(/\D/g, '')),
    row.document?.toLowerCase() ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

const conflictOn = (field: string, message: string) =>
  new AppError(409, errorCodes.conflict, message, { [field]: message });

/** Translates the unique keys of `people` into the person's words. */
export function rethrowUnique(error: unknown): never {
  if (isUniqueViolation(error, 'people_workspace_document_key'))
    throw conflictOn('document', peopleMessages.documentTaken);
  if (isUniqueViolation(error, 'people_workspace_user_key'))
    throw conflictOn('userId', peopleMessages.memberTaken);
  throw error;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `q` as conditions: the folded text anywhere; digits (phone, document) anywhere; a phone however typed. */
function searchCondition(q: string): SQL | undefined {
  const text = fold(q.trim());
  if (!text) return undefined;
  const options: SQL[] = [sql`${people.search} like ${`%${likeEscape(text)}%`}`];
  const compact = text.replace(/[\s./()-]/g, '');
  if (compact !== text && compact.length >= 3)
    options.push(sql`${people.search} like ${`%${likeEscape(compact)}%`}`);
  const phone = normalizePhone(q);
  if ('e164' in phone) options.push(sql`${people.search} like ${`%${phone.e164.slice(1)}%`}`);
  return or(...options);
}

/** Sort key, direction and the keyset condition after the cursor's row. */
function ordering(query: ListQuery) {
  const dir = query.dir ?? (query.sort === 'createdAt' ? 'desc' : 'asc');
  const cmp = dir === 'asc' ? sql.raw('>') : sql.raw('<');
  const by = dir === 'asc' ? asc : desc;
  if (query.sort === 'name') {
    const [v, id] = query.cursor ? decodeCursor(query.cursor, ['string', 'uuid']) : [];
    return {
      after:
        v === undefined ? undefined : sql`(${people.sortName}, ${people.id}) ${cmp} (${v}, ${id})`,
      orderBy: [by(people.sortName), by(people.id)],
      cursorOf: (r: PersonRow) => encodeCursor([r.sortName, r.id]),
    };
  }
  if (query.sort === 'createdAt') {
    const [v, id] = query.cursor ? decodeCursor(query.cursor, ['instant', 'uuid']) : [];
    return {
      after:
        v === undefined
          ? undefined
          : sql`(${people.createdAt}, ${people.id}) ${cmp} (${new Date(String(v)).toISOString()}::timestamptz, ${id})`,
      orderBy: [by(people.createdAt), by(people.id)],
      cursorOf: (r: PersonRow) => encodeCursor([r.createdAt.toISOString(), r.id]),
    };
  }
  // Last contact: never contacted counts as the oldest contact (first going up, last going down).
  const [v, id] = query.cursor ? decodeCursor(query.cursor, ['instant-or-infinity', 'uuid']) : [];
  let after: SQL | undefined;
  if (v !== undefined) {
    const at = v === 'infinity' ? null : new Date(String(v)).toISOString();
    const col = people.lastContactAt;
    if (dir === 'asc')
      after =
        at === null
          ? or(and(isNull(col), sql`${people.id} > ${id}`), isNotNull(col))
          : sql`(${col}, ${people.id}) > (${at}::timestamptz, ${id})`;
    else
      after =
        at === null
          ? and(isNull(col), sql`${people.id} < ${id}`)
          : or(sql`(${col}, ${people.id}) < (${at}::timestamptz, ${id})`, isNull(col));
  }
  return {
    after,
    orderBy:
      dir === 'asc'
        ? [sql`${people.lastContactAt} asc nulls first`, asc(people.id)]
        : [sql`${people.lastContactAt} desc nulls last`, desc(people.id)],
    cursorOf: (r: PersonRow) =>
      encodeCursor([r.lastContactAt ? r.lastContactAt.toISOString() : 'infinity', r.id]),
  };
}

/** A page of the workspace's people, filtered and sorted (keyset). */
export async function listPeople(
  q: Queryable,
  member: Member,
  query: ListQuery,
): Promise<{ rows: PersonRow[]; nextCursor: string | null }> {
  const order = ordering(query);
  const rows = await q
    .select()
    .from(people)
    .where(
      inWorkspace(
        people,
        member,
        query.q ? searchCondition(query.q) : undefined,
        query.kind ? eq(people.kind, query.kind) : undefined,
        query.tag ? arrayContains(people.tags, [query.tag]) : undefined,
        query.companyId ? eq(people.companyId, query.companyId) : undefined,
        query.noContactDays === undefined
          ? undefined
          : or(
              isNull(people.lastContactAt),
              lt(
                people.lastContactAt,
                sql`now() - make_interval(days => ${query.noContactDays}::int)`,
              ),
            ),
        query.player === undefined
          ? undefined
          : query.player
            ? isNotNull(people.userId)
            : isNull(people.userId),
        order.after,
      ),
    )
    .orderBy(...order.orderBy)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows.length > query.limit && last ? order.cursorOf(last) : null,
  };
}

export async function getPerson(q: Queryable, member: Member, id: string): Promise<PersonRow> {
  return findInWorkspace(q, people, member, id, personNotFound);
}

/** The person's row, locked for the rest of the transaction. */
export async function lockPerson(tx: Tx, member: Member, id: string): Promise<PersonRow> {
  const [row] = await tx
    .select()
    .from(people)
    .where(inWorkspace(people, member, eq(people.id, id)))
    .for('update');
  if (!row) throw AppError.notFound(personNotFound);
  return row;
}

/** Company, member and document rules of a person as it will be after the write. */
async function checkRefs(
  tx: Tx,
  member: Member,
  next: Pick<PersonRow, 'kind' | 'companyId' | 'userId' | 'document'> & { id: string | null },
  changed: { companyId: boolean; userId: boolean; kind: boolean },
): Promise<void> {
  if (next.document) {
    const isCnpj = next.document.length === 14;
    if ((next.kind === 'company') !== isCnpj)
      throw AppError.validation(peopleMessages.documentKind, {
        document: peopleMessages.documentKind,
      });
    const [taken] = await tx
      .select({ id: people.id })
      .from(people)
      .where(
        inWorkspace(
          people,
          member,
          eq(people.document, next.document),
          next.id ? ne(people.id, next.id) : undefined,
        ),
      )
      .limit(1);
    if (taken) throw conflictOn('document', peopleMessages.documentTaken);
  }
  if (next.companyId && (changed.companyId || changed.kind)) {
    if (next.kind === 'company')
      throw AppError.validation(peopleMessages.companyOfCompany, {
        companyId: peopleMessages.companyOfCompany,
      });
    if (next.companyId === next.id)
      throw AppError.validation(peopleMessages.companySelf, {
        companyId: peopleMessages.companySelf,
      });
    const [company] = await tx
      .select({ kind: people.kind })
      .from(people)
      .where(inWorkspace(people, member, eq(people.id, next.companyId)))
      .for('share');
    if (!company)
      throw AppError.validation(peopleMessages.companyNotFound, {
        companyId: peopleMessages.companyNotFound,
      });
    if (company.kind !== 'company')
      throw AppError.validation(peopleMessages.companyNotCompany, {
        companyId: peopleMessages.companyNotCompany,
      });
  }
  if (next.userId && changed.userId) {
    const [membership] = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(
        and(eq(memberships.workspaceId, member.workspaceId), eq(memberships.userId, next.userId)),
      );
    if (!membership)
      throw AppError.validation(peopleMessages.memberNotFound, {
        userId: peopleMessages.memberNotFound,
      });
    const [taken] = await tx
      .select({ id: people.id })
      .from(people)
      .where(
        inWorkspace(
          people,
          member,
          eq(people.userId, next.userId),
          next.id ? ne(people.id, next.id) : undefined,
        ),
      )
      .limit(1);
    if (taken) throw conflictOn('userId', peopleMessages.memberTaken);
  }
}

/** Replaces a person's e-mails (in order). */
export async function writeEmails(
  tx: Tx,
  member: Member,
  personId: string,
  emails: readonly EmailInput[],
): Promise<void> {
  await tx
    .delete(peopleEmails)
    .where(inWorkspace(peopleEmails, member, eq(peopleEmails.personId, personId)));
  if (emails.length)
    await tx.insert(peopleEmails).values(
      emails.map((e, position) => ({
        workspaceId: member.workspaceId,
        personId,
        address: e.address,
        label: e.label,
        position,
      })),
    );
}

/** Replaces a person's phones (in order; E.164 already). */
export async function writePhones(
  tx: Tx,
  member: Member,
  personId: string,
  phones: readonly { e164: string; label: string | null }[],
): Promise<void> {
  await tx
    .delete(peoplePhones)
    .where(inWorkspace(peoplePhones, member, eq(peoplePhones.personId, personId)));
  if (phones.length)
    await tx.insert(peoplePhones).values(
      phones.map((p, position) => ({
        workspaceId: member.workspaceId,
        personId,
        e164: p.e164,
        label: p.label,
        position,
      })),
    );
}

const phoneRows = (phones: readonly PhoneInput[]) =>
  phones.map((p) => ({ e164: p.number, label: p.label }));

/** The e-mail addresses and phone numbers a person has now. */
export async function contactsOf(
  q: Queryable,
  member: Member,
  personId: string,
): Promise<{
  emails: { address: string; label: string | null }[];
  phones: { e164: string; label: string | null }[];
}> {
  const [emails, phones] = await Promise.all([
    q
      .select({ address: peopleEmails.address, label: peopleEmails.label })
      .from(peopleEmails)
      .where(inWorkspace(peopleEmails, member, eq(peopleEmails.personId, personId)))
      .orderBy(peopleEmails.position),
    q
      .select({ e164: peoplePhones.e164, label: peoplePhones.label })
      .from(peoplePhones)
      .where(inWorkspace(peoplePhones, member, eq(peoplePhones.personId, personId)))
      .orderBy(peoplePhones.position),
  ]);
  return { emails, phones };
}

export const avatarRef = (member: Member, personId: string) => ({
  workspaceId: member.workspaceId,
  module: 'people',
  kind: 'avatar',
  id: personId,
});

/** Inside a caller's transaction (create, import): one new person with its e-mails and phones. */
export async function insertPerson(
  tx: Tx,
  member: Member,
  body: CreateBody,
  extra: { lastContactAt?: Date | null } = {},
): Promise<PersonRow> {
  await checkRefs(tx, member, { ...body, id: null }, { companyId: true, userId: true, kind: true });
  const emails = body.emails.map((e) => e.address);
  const phones = body.phones.map((p) => p.number);
  let row: PersonRow;
  try {
    [row] = (await tx
      .insert(people)
      .values({
        workspaceId: member.workspaceId,
        kind: body.kind,
        name: body.name,
        sortName: fold(body.name),
        document: body.document,
        birthday: body.birthday,
        address: body.address,
        companyId: body.companyId,
        role: body.role || null,
        tags: body.tags,
        notes: body.notes,
        customFields: body.customFields,
        avatarMediaId: body.avatarMediaId,
        userId: body.userId,
        keepInTouchDays: body.keepInTouchDays,
        lastContactAt: extra.lastContactAt ?? null,
        search: searchText({ ...body, role: body.role || null }, emails, phones),
        createdBy: member.userId,
      })
      .returning()) as [PersonRow];
  } catch (error) {
    rethrowUnique(error);
  }
  await writeEmails(tx, member, row.id, body.emails);
  await writePhones(tx, member, row.id, phoneRows(body.phones));
  if (body.avatarMediaId)
    await recordUsage(tx, body.avatarMediaId, {
      ...avatarRef(member, row.id),
      label: `foto de ${body.name}`,
    });
  await emit(tx, 'people.person.created', {
    workspaceId: member.workspaceId,
    actorId: member.userId,
    personId: row.id,
  });
  return row;
}

export async function createPerson(
  ctx: AppContext,
  member: Member,
  body: CreateBody,
): Promise<PersonRow> {
  return transaction(ctx, (tx) => insertPerson(tx, member, body));
}

export async function updatePerson(
  ctx: AppContext,
  member: Member,
  id: string,
  body: UpdateBody,
): Promise<PersonRow> {
  return transaction(ctx, async (tx) => {
    const current = await lockPerson(tx, member, id);
    assertVersion(current, body.version);
    const next = {
      id,
      kind: body.kind ?? current.kind,
      companyId: body.companyId === undefined ? current.companyId : body.companyId,
      userId: body.userId === undefined ? current.userId : body.userId,
      document: body.document === undefined ? current.document : body.document,
    };
    // A company with people in it stays a company (they would point at a person).
    if (current.kind === 'company' && next.kind === 'person') {
      const [employee] = await tx
        .select({ id: people.id })
        .from(people)
        .where(inWorkspace(people, member, eq(people.companyId, id)))
        .limit(1);
      if (employee)
        throw AppError.validation(peopleMessages.companyHasPeople, {
          kind: peopleMessages.companyHasPeople,
        });
    }
    await checkRefs(tx, member, next, {
      companyId: body.companyId !== undefined,
      userId: body.userId !== undefined && body.userId !== current.userId,
      kind: body.kind !== undefined,
    });
    if (body.emails) await writeEmails(tx, member, id, body.emails);
    if (body.phones) await writePhones(tx, member, id, phoneRows(body.phones));
    const contacts = await contactsOf(tx, member, id);
    const name = body.name ?? current.name;
    const role = body.role === undefined ? current.role : body.role || null;
    const { version: _version, emails: _e, phones: _p, lastContactAt, ...fields } = body;
    let row: PersonRow;
    try {
      row = await updateVersioned(
        tx,
        people,
        inWorkspace(people, member, eq(people.id, id)),
        body.version,
        {
          ...fields,
          ...(body.role === undefined ? {} : { role }),
          ...(lastContactAt === undefined
            ? {}
            : { lastContactAt: lastContactAt === null ? null : new Date(lastContactAt) }),
          sortName: fold(name),
          search: searchText(
            { name, role, document: next.document },
            contacts.emails.map((e) => e.address),
            contacts.phones.map((p) => p.e164),
          ),
          updatedAt: new Date(),
        },
        personNotFound,
      );
    } catch (error) {
      rethrowUnique(error);
    }
    if (body.avatarMediaId !== undefined && body.avatarMediaId !== current.avatarMediaId) {
      if (current.avatarMediaId)
        await releaseUsage(tx, current.avatarMediaId, avatarRef(member, id));
      if (body.avatarMediaId)
        await recordUsage(tx, body.avatarMediaId, {
          ...avatarRef(member, id),
          label: `foto de ${name}`,
        });
    } else if (body.name !== undefined && current.avatarMediaId && body.name !== current.name) {
      await recordUsage(tx, current.avatarMediaId, {
        ...avatarRef(member, id),
        label: `foto de ${name}`,
      });
    }
    await emit(tx, 'people.person.updated', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      personId: id,
    });
    return row;
  });
}

/** Inside a caller's transaction (delete, merge): the people go with their e-mails, phones and links. */
export async function removePeople(
  tx: Tx,
  member: Member,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const deleted = await tx
    .delete(people)
    .where(inWorkspace(people, member, inArray(people.id, [...ids])))
    .returning({ id: people.id });
  // In the order asked (DELETE … RETURNING has none), so events and answers are stable.
  const deletedIds = new Set(deleted.map((d) => d.id));
  const gone = ids.filter((id) => deletedIds.has(id));
  for (const id of gone) await releaseUsage(tx, null, avatarRef(member, id));
  await clearContactsOfPeople(tx, member.workspaceId, gone);
  return gone;
}

export async function deletePerson(ctx: AppContext, member: Member, id: string): Promise<void> {
  await transaction(ctx, async (tx) => {
    const gone = await removePeople(tx, member, [id]);
    if (gone.length === 0) throw AppError.notFound(personNotFound);
    await emit(tx, 'people.person.deleted', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      personId: id,
    });
  });
}
