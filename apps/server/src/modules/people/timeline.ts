import { TIMELINE_MAX, type TimelineItem } from '@orbita/contracts/people';
import { and, arrayContains, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { chatsOfPerson } from '../chats';
import { financeEntries } from '../finance';
import { flowTasks } from '../flow';
import { ledgerOfPlayer } from '../gamification';
import { publications } from '../publications';
import { visibleInWorkspace } from '../../platform/scope';
import { linkedRecordsOf, listLinks } from './links';
import { getPerson, type Member } from './service';

/** A São Paulo calendar day as an instant (noon there), so a day's entry sorts inside its day. */
const dayInstant = (day: string) => new Date(`${day}T12:00:00-03:00`).toISOString();

/**
 * The person as a hub: one list, newest first, of what is linked to them (tasks, finance
 * entries, chat contacts' conversations, publications, orders), what they authored as a
 * member (publications) and what they earned or spent as a player (the gamification ledger
 * of their member). Each source is read through its module's entry; a link whose record was
 * deleted since is left out, and so is a task or publication a restricted hub narrows away
 * from the member reading (`visibleInWorkspace`). At most TIMELINE_MAX items.
 */
export async function personTimeline(
  db: Database,
  member: Member,
  personId: string,
): Promise<TimelineItem[]> {
  const person = await getPerson(db, member, personId);
  const links = await listLinks(db, member, personId);
  const linkOf = new Map(links.map((l) => [`${l.kind}:${l.recordId}`, l.id]));
  const idsOf = (kind: string) => links.filter((l) => l.kind === kind).map((l) => l.recordId);
  const ws = member.workspaceId;
  const limit = TIMELINE_MAX;

  const taskIds = idsOf('task');
  const entryIds = idsOf('entry');
  const publicationIds = idsOf('publication');
  const orderIds = idsOf('order');
  const orders = linkedRecordsOf('order');

  const [tasks, entries, chats, pubs, ledger, orderItems] = await Promise.all([
    taskIds.length
      ? db
          .select()
          .from(flowTasks)
          .where(
            and(
              eq(flowTasks.workspaceId, ws),
              inArray(flowTasks.id, taskIds),
              visibleInWorkspace(member, 'lista', flowTasks.listId),
            ),
          )
          .orderBy(desc(flowTasks.createdAt))
          .limit(limit)
      : [],
    entryIds.length
      ? db
          .select()
          .from(financeEntries)
          .where(and(eq(financeEntries.workspaceId, ws), inArray(financeEntries.id, entryIds)))
          .orderBy(desc(financeEntries.occurredOn))
          .limit(limit)
      : [],
    chatsOfPerson(db, ws, personId, idsOf('chat_contact'), limit),
    publicationIds.length || person.userId
      ? db
          .select({
            id: publications.id,
            title: publications.title,
            status: publications.status,
            publishedAt: publications.publishedAt,
            updatedAt: publications.updatedAt,
          })
          .from(publications)
          .where(
            and(
              eq(publications.workspaceId, ws),
              visibleInWorkspace(member, 'publicacao', publications.id),
              or(
                publicationIds.length ? inArray(publications.id, publicationIds) : undefined,
                person.userId ? arrayContains(publications.authorIds, [person.userId]) : undefined,
              ),
            ),
          )
          .orderBy(desc(publications.updatedAt))
          .limit(limit)
      : [],
    person.userId ? ledgerOfPlayer(db, ws, person.userId, limit) : [],
    orders && orderIds.length ? orders.timeline(db, ws, orderIds) : [],
  ]);

  const items: TimelineItem[] = [
    ...tasks.map((t): TimelineItem => ({
      kind: 'task',
      at: t.createdAt.toISOString(),
      linkId: linkOf.get(`task:${t.id}`) ?? null,
      taskId: t.id,
      code: t.code,
      title: t.title,
      status: t.status,
      due: t.dueAt?.toISOString() ?? null,
    })),
    ...entries.map((e): TimelineItem => ({
      kind: 'entry',
      at: dayInstant(e.occurredOn),
      linkId: linkOf.get(`entry:${e.id}`) ?? null,
      entryId: e.id,
      description: e.description,
      amountCents: e.value,
      type: e.type,
      date: e.occurredOn,
      paid: e.status === 'paid',
    })),
    ...chats.map((c): TimelineItem => ({
      kind: 'chat',
      at: c.at.toISOString(),
      linkId: linkOf.get(`chat_contact:${c.contactId}`) ?? null,
      contactId: c.contactId,
      contactName: c.contactName,
      conversationId: c.conversationId,
      lastMessage: c.lastMessage,
    })),
    ...pubs.map((p): TimelineItem => ({
      kind: 'publication',
      at: (p.publishedAt ?? p.updatedAt).toISOString(),
      linkId: linkOf.get(`publication:${p.id}`) ?? null,
      publicationId: p.id,
      title: p.title,
      status: p.status,
    })),
    ...ledger.map((l): TimelineItem => ({
      kind: 'points',
      at: l.at.toISOString(),
      linkId: null,
      description: l.description,
      // A grant of points shows its points; one of a resource only, its quantity.
      amount: l.points !== 0 || !l.resourceName ? l.points : l.quantity,
      resourceName: l.points !== 0 ? null : l.resourceName,
    })),
    ...orderItems.map((o): TimelineItem => ({
      ...o,
      linkId: linkOf.get(`order:${o.orderId}`) ?? null,
    })),
  ];
  return items.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, limit);
}
