import { peopleMessages, type PersonLinkKind, type TimelineItem } from '@orbita/contracts/people';
import { and, desc, eq, inArray, ne, not, notExists, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Queryable, Tx } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events/bus';
import { inWorkspace, visibleInWorkspace } from '../../platform/scope';
import { setContactPerson } from '../chats';
import { financeEntries } from '../finance';
import { flowTasks } from '../flow';
import { publications } from '../publications';
import { peopleLinks, type PersonLinkRow } from './schema';
import { lockPerson, type Member } from './service';

/**
 * A kind of record another module links to people on its own (the store's orders): how to
 * check a record exists in the workspace, and how its records read in the timeline. The
 * owning module registers it at start (`registerLinkedRecords`), so people never imports it.
 */
export interface LinkedRecords {
  exists(q: Queryable, workspaceId: string, recordId: string): Promise<boolean>;
  timeline(
    q: Queryable,
    workspaceId: string,
    recordIds: readonly string[],
  ): Promise<Omit<Extract<TimelineItem, { kind: 'order' }>, 'linkId'>[]>;
}
const registered = new Map<PersonLinkKind, LinkedRecords>();

/** For the store: orders link to their buyer's person and show in the person's timeline. */
export function registerLinkedRecords(kind: 'order', records: LinkedRecords): void {
  registered.set(kind, records);
}
export const linkedRecordsOf = (kind: 'order') => registered.get(kind);

const existsIn = async (
  q: Queryable,
  table: typeof flowTasks | typeof financeEntries | typeof publications,
  member: Member,
  id: string,
  visible?: SQL,
) =>
  (
    await q
      .select({ id: table.id })
      .from(table)
      .where(inWorkspace(table, member, eq(table.id, id), visible))
      .limit(1)
  ).length > 0;

/**
 * The record exists in the workspace (another workspace's is "not found"), and no restricted
 * hub narrows it away from the member (a task by its list, a publication itself:
 * `visibleInWorkspace`), so a narrowed record cannot be linked, like a missing one.
 */
async function recordExists(
  tx: Tx,
  member: Member,
  personId: string,
  kind: PersonLinkKind,
  recordId: string,
): Promise<boolean> {
  switch (kind) {
    case 'task':
      return existsIn(
        tx,
        flowTasks,
        member,
        recordId,
        visibleInWorkspace(member, 'lista', flowTasks.listId),
      );
    case 'entry':
      return existsIn(tx, financeEntries, member, recordId);
    case 'publication':
      return existsIn(
        tx,
        publications,
        member,
        recordId,
        visibleInWorkspace(member, 'publicacao', publications.id),
      );
    case 'chat_contact': {
      // A contact belongs to one person (`chat_contacts.person_id`): linking moves it here.
      if (!(await setContactPerson(tx, member.workspaceId, recordId, personId))) return false;
      await tx
        .delete(peopleLinks)
        .where(
          inWorkspace(
            peopleLinks,
            member,
            eq(peopleLinks.kind, 'chat_contact'),
            eq(peopleLinks.recordId, recordId),
            ne(peopleLinks.personId, personId),
          ),
        );
      return true;
    }
    case 'order': {
      const records = registered.get('order');
      if (!records)
        throw AppError.validation(peopleMessages.linkKindManual, {
          kind: peopleMessages.linkKindManual,
        });
      return records.exists(tx, member.workspaceId, recordId);
    }
  }
}

/**
 * Inside a caller's transaction: links a record to a person (checked to exist in the
 * workspace). Linking what is already linked answers the existing link (idempotent for
 * other modules) unless `strict` (the route: 409).
 */
export async function linkRecord(
  tx: Tx,
  member: Member,
  personId: string,
  kind: PersonLinkKind,
  recordId: string,
  { strict = false } = {},
): Promise<PersonLinkRow> {
  await lockPerson(tx, member, personId);
  if (!(await recordExists(tx, member, personId, kind, recordId)))
    throw AppError.validation(peopleMessages.linkRecordNotFound, {
      recordId: peopleMessages.linkRecordNotFound,
    });
  const [row] = await tx
    .insert(peopleLinks)
    .values({ workspaceId: member.workspaceId, personId, kind, recordId, createdBy: member.userId })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    if (strict) throw AppError.conflict(peopleMessages.linkTaken);
    const [existing] = await tx
      .select()
      .from(peopleLinks)
      .where(
        inWorkspace(
          peopleLinks,
          member,
          eq(peopleLinks.personId, personId),
          eq(peopleLinks.kind, kind),
          eq(peopleLinks.recordId, recordId),
        ),
      );
    return existing!;
  }
  await emit(tx, 'people.link.created', {
    workspaceId: member.workspaceId,
    actorId: member.userId,
    personId,
    linkId: row.id,
    kind,
    recordId,
  });
  return row;
}

export async function addLink(
  ctx: AppContext,
  member: Member,
  personId: string,
  body: { kind: PersonLinkKind; recordId: string },
): Promise<PersonLinkRow> {
  try {
    return await transaction(ctx, (tx) =>
      linkRecord(tx, member, personId, body.kind, body.recordId, { strict: true }),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'people_links_person_record_key'))
      throw AppError.conflict(peopleMessages.linkTaken);
    throw error;
  }
}

export async function removeLink(
  ctx: AppContext,
  member: Member,
  personId: string,
  linkId: string,
): Promise<void> {
  await transaction(ctx, async (tx) => {
    await lockPerson(tx, member, personId);
    const [row] = await tx
      .delete(peopleLinks)
      .where(
        inWorkspace(
          peopleLinks,
          member,
          eq(peopleLinks.id, linkId),
          eq(peopleLinks.personId, personId),
        ),
      )
      .returning();
    if (!row) throw AppError.notFound(peopleMessages.linkNotFound);
    // The contact points at no one unless another link of the person still names it (never: unique).
    if (row.kind === 'chat_contact')
      await setContactPerson(tx, member.workspaceId, row.recordId, null);
    await emit(tx, 'people.link.deleted', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      personId,
      linkId,
      kind: row.kind,
      recordId: row.recordId,
    });
  });
}

/**
 * Leaves out the links to a task or publication that exists but a restricted hub narrows
 * away from the member (`visibleInWorkspace`): not even its id is theirs to see. Admins and
 * the owner are never narrowed (no condition).
 */
function notNarrowed(q: Queryable, member: Member): SQL | undefined {
  const task = visibleInWorkspace(member, 'lista', flowTasks.listId);
  const publication = visibleInWorkspace(member, 'publicacao', publications.id);
  if (!task || !publication) return undefined;
  const one = { one: sql`1` };
  return and(
    notExists(
      q
        .select(one)
        .from(flowTasks)
        .where(
          and(eq(peopleLinks.kind, 'task'), eq(flowTasks.id, peopleLinks.recordId), not(task)),
        ),
    ),
    notExists(
      q
        .select(one)
        .from(publications)
        .where(
          and(
            eq(peopleLinks.kind, 'publication'),
            eq(publications.id, peopleLinks.recordId),
            not(publication),
          ),
        ),
    ),
  );
}

export async function listLinks(
  q: Queryable,
  member: Member,
  personId: string,
): Promise<PersonLinkRow[]> {
  return q
    .select()
    .from(peopleLinks)
    .where(
      inWorkspace(peopleLinks, member, eq(peopleLinks.personId, personId), notNarrowed(q, member)),
    )
    .orderBy(desc(peopleLinks.createdAt), desc(peopleLinks.id));
}

/** The people linked to records of one kind (other modules: "who is this entry about?"). */
export async function peopleLinkedTo(
  q: Queryable,
  workspaceId: string,
  kind: PersonLinkKind,
  recordIds: readonly string[],
): Promise<{ personId: string; recordId: string }[]> {
  if (recordIds.length === 0) return [];
  return q
    .select({ personId: peopleLinks.personId, recordId: peopleLinks.recordId })
    .from(peopleLinks)
    .where(
      inWorkspace(
        peopleLinks,
        { workspaceId },
        eq(peopleLinks.kind, kind),
        inArray(peopleLinks.recordId, [...recordIds]),
      ),
    );
}
