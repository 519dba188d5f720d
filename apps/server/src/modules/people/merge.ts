import {
  DUPLICATE_GROUPS_MAX,
  peopleMessages,
  type DuplicateReason,
} from '@orbita/contracts/people';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { updateVersioned } from '../../platform/db/versioned';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events/bus';
import { inWorkspace } from '../../platform/scope';
import { moveContactsToPerson } from '../chats';
import { recordUsage } from '../media';
import { people, peopleEmails, peopleLinks, peoplePhones, type PersonRow } from './schema';
import {
  avatarRef,
  fold,
  personNotFound,
  removePeople,
  rethrowUnique,
  searchText,
  writeEmails,
  writePhones,
  type Member,
} from './service';

export interface DuplicateGroupRows {
  reason: DuplicateReason;
  value: string;
  ids: string[];
}

/**
 * Groups of the workspace's people that share a document, a phone (E.164: with or without
 * the ninth digit is one number) or an e-mail, at most DUPLICATE_GROUPS_MAX. The document is
 * unique per workspace, so its groups only appear for data written before that rule.
 */
export async function findDuplicates(q: Queryable, member: Member): Promise<DuplicateGroupRows[]> {
  const ws = member.workspaceId;
  const [documents, phones, emails] = await Promise.all([
    q
      .select({
        value: people.document,
        ids: sql<string[]>`array_agg(${people.id} order by ${people.createdAt}, ${people.id})`,
      })
      .from(people)
      .where(inWorkspace(people, member, isNotNull(people.document)))
      .groupBy(people.document)
      .having(sql`count(*) > 1`)
      .orderBy(asc(people.document))
      .limit(DUPLICATE_GROUPS_MAX),
    q
      .select({
        value: peoplePhones.e164,
        ids: sql<string[]>`array_agg(distinct ${peoplePhones.personId})`,
      })
      .from(peoplePhones)
      .where(eq(peoplePhones.workspaceId, ws))
      .groupBy(peoplePhones.e164)
      .having(sql`count(distinct ${peoplePhones.personId}) > 1`)
      .orderBy(asc(peoplePhones.e164))
      .limit(DUPLICATE_GROUPS_MAX),
    q
      .select({
        value: peopleEmails.address,
        ids: sql<string[]>`array_agg(distinct ${peopleEmails.personId})`,
      })
      .from(peopleEmails)
      .where(eq(peopleEmails.workspaceId, ws))
      .groupBy(peopleEmails.address)
      .having(sql`count(distinct ${peopleEmails.personId}) > 1`)
      .orderBy(asc(peopleEmails.address))
      .limit(DUPLICATE_GROUPS_MAX),
  ]);
  return [
    ...documents.map((g) => ({ reason: 'document' as const, value: g.value!, ids: g.ids })),
    ...phones.map((g) => ({ reason: 'phone' as const, value: g.value, ids: g.ids })),
    ...emails.map((g) => ({ reason: 'email' as const, value: g.value, ids: g.ids })),
  ].slice(0, DUPLICATE_GROUPS_MAX);
}

const firstSet = <T>(values: (T | null)[]): T | null => values.find((v) => v !== null) ?? null;

/**
 * The people of `mergeIds` become `keepId`, in one transaction: e-mails, phones and tags are
 * united (without repeats), links and chat contacts move (a record linked to both stays
 * linked once), the member and the document come along when the kept person has none
 * (two different ones refuse the merge), empty fields are filled from the others, custom
 * fields the kept one lacks are added, notes are appended, people of a merged company move
 * to the kept company. Then the merged people are deleted. Answers the kept person's row.
 */
export async function mergePeople(
  ctx: AppContext,
  member: Member,
  body: { keepId: string; mergeIds: string[] },
): Promise<{ row: PersonRow; mergedIds: string[] }> {
  const mergeIds = [...new Set(body.mergeIds)];
  if (mergeIds.includes(body.keepId))
    throw AppError.validation(peopleMessages.mergeSelf, { mergeIds: peopleMessages.mergeSelf });
  return transaction(ctx, async (tx) => {
    const all = [body.keepId, ...mergeIds];
    // Locked in id order, so two merges of overlapping people wait instead of deadlocking.
    const rows = await tx
      .select()
      .from(people)
      .where(inWorkspace(people, member, inArray(people.id, all)))
      .orderBy(asc(people.id))
      .for('update');
    const keep = rows.find((r) => r.id === body.keepId);
    if (!keep) throw AppError.notFound(personNotFound);
    if (rows.length !== all.length) throw AppError.notFound(peopleMessages.mergeNotFound);
    const merged = mergeIds.map((id) => rows.find((r) => r.id === id)!);

    const userIds = new Set(rows.map((r) => r.userId).filter(Boolean));
    if (userIds.size > 1) throw AppError.conflict(peopleMessages.mergeMemberConflict);
    const documents = new Set(rows.map((r) => r.document).filter(Boolean));
    if (documents.size > 1) throw AppError.conflict(peopleMessages.mergeDocumentConflict);

    // E-mails and phones: the kept person's first, then each merged one's, once each.
    const [emails, phones] = await Promise.all([
      tx
        .select()
        .from(peopleEmails)
        .where(inWorkspace(peopleEmails, member, inArray(peopleEmails.personId, all))),
      tx
        .select()
        .from(peoplePhones)
        .where(inWorkspace(peoplePhones, member, inArray(peoplePhones.personId, all))),
    ]);
    const byOwner = <T extends { personId: string; position: number }>(list: T[]) =>
      all.flatMap((id) =>
        list.filter((x) => x.personId === id).sort((a, b) => a.position - b.position),
      );
    const unique = <T>(list: T[], key: (x: T) => string) => {
      const seen = new Set<string>();
      return list.filter((x) => !seen.has(key(x)) && seen.add(key(x)));
    };
    const mergedEmails = unique(byOwner(emails), (e) => e.address);
    const mergedPhones = unique(byOwner(phones), (p) => p.e164);

    // Links: each record once, on the kept person.
    const links = await tx
      .select()
      .from(peopleLinks)
      .where(inWorkspace(peopleLinks, member, inArray(peopleLinks.personId, all)));
    const kept = new Set(
      links.filter((l) => l.personId === keep.id).map((l) => `${l.kind}:${l.recordId}`),
    );
    const moving: string[] = [];
    for (const l of links) {
      const key = `${l.kind}:${l.recordId}`;
      if (l.personId === keep.id || kept.has(key)) continue;
      kept.add(key);
      moving.push(l.id);
    }
    if (moving.length)
      await tx
        .update(peopleLinks)
        .set({ personId: keep.id })
        .where(inWorkspace(peopleLinks, member, inArray(peopleLinks.id, moving)));
    await moveContactsToPerson(tx, member.workspaceId, mergeIds, keep.id);
    // A merged company's people now work at the kept company (or at none, by the foreign key).
    if (keep.kind === 'company')
      await tx
        .update(people)
        .set({ companyId: keep.id })
        .where(inWorkspace(people, member, inArray(people.companyId, mergeIds)));

    const notes = [
      keep.notes,
      ...merged.filter((m) => m.notes.trim()).map((m) => `— De ${m.name}:\n${m.notes}`),
    ]
      .filter((n) => n.trim())
      .join('\n\n');
    const customFields = Object.assign(
      {},
      ...[...merged].reverse().map((m) => m.customFields),
      keep.customFields,
    );
    const contacts = rows.map((r) => r.lastContactAt?.getTime() ?? null).filter((t) => t !== null);
    const avatarMediaId = firstSet(all.map((id) => rows.find((r) => r.id === id)!.avatarMediaId));
    const values = {
      document: keep.document ?? firstSet(merged.map((m) => m.document)),
      userId: keep.userId ?? firstSet(merged.map((m) => m.userId)),
      birthday: keep.birthday ?? firstSet(merged.map((m) => m.birthday)),
      address: keep.address ?? firstSet(merged.map((m) => m.address)),
      role: keep.role ?? firstSet(merged.map((m) => m.role)),
      companyId:
        keep.kind === 'person'
          ? (keep.companyId ?? firstSet(merged.map((m) => m.companyId)))
          : keep.companyId,
      avatarMediaId,
      keepInTouchDays: keep.keepInTouchDays ?? firstSet(merged.map((m) => m.keepInTouchDays)),
      lastContactAt: contacts.length ? new Date(Math.max(...contacts)) : null,
      // The kept person's tags first, then each merged one's in the order asked (rows come in
      // no order: a flaky tag order in CI).
      tags: [...new Set([keep, ...merged].flatMap((r) => r.tags))],
      notes,
      customFields,
    };
    if (values.companyId && mergeIds.includes(values.companyId)) values.companyId = null;

    // The merged rows go first: the document and the member are unique per workspace.
    const mergedIds = await removePeople(tx, member, mergeIds);
    await writeEmails(tx, member, keep.id, mergedEmails);
    await writePhones(tx, member, keep.id, mergedPhones);
    let row: PersonRow;
    try {
      row = await updateVersioned(
        tx,
        people,
        inWorkspace(people, member, eq(people.id, keep.id)),
        undefined,
        {
          ...values,
          sortName: fold(keep.name),
          search: searchText(
            { name: keep.name, role: values.role, document: values.document },
            mergedEmails.map((e) => e.address),
            mergedPhones.map((p) => p.e164),
          ),
          updatedAt: new Date(),
        },
        personNotFound,
      );
    } catch (error) {
      rethrowUnique(error);
    }
    if (avatarMediaId && avatarMediaId !== keep.avatarMediaId)
      await recordUsage(tx, avatarMediaId, {
        ...avatarRef(member, keep.id),
        label: `foto de ${keep.name}`,
      });
    await emit(tx, 'people.person.merged', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      personId: keep.id,
      mergedIds,
    });
    return { row, mergedIds };
  });
}

/** The rows of the groups' people, in one read. */
export async function peopleByIds(
  q: Queryable,
  member: Member,
  ids: readonly string[],
): Promise<Map<string, PersonRow>> {
  if (ids.length === 0) return new Map();
  const rows = await q
    .select()
    .from(people)
    .where(and(eq(people.workspaceId, member.workspaceId), inArray(people.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r]));
}
