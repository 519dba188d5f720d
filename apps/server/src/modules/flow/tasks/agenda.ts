import type { Priority } from '@orbita/contracts';
import { and, asc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { inWorkspace, type MemberContext, visibleInWorkspace } from '../../../platform/scope';
import { flowLists } from '../lists/schema';
import { urgentCutoff } from '../inbox/presenter';
import { flowTaskAssignees, flowTasks } from './schema';

/** One open task as an agenda shows it (the dashboard's "what now?"). */
export interface AgendaTask {
  id: string;
  code: string;
  title: string;
  listId: string;
  listName: string;
  dueAt: string | null;
  priority: Priority;
  /** Due within 24 hours, overdue included (the inbox's rule). */
  urgent: boolean;
}

export interface Agenda {
  /** Overdue, plus due within 24 h after today ends; soonest first. */
  urgent: AgendaTask[];
  /** Due from now until today ends (the person's day); soonest first. */
  today: AgendaTask[];
  /** Marked "next action", in neither list above; most critical first. */
  nextActions: AgendaTask[];
}

/**
 * The person's open tasks for the dashboard, in three short lists that never repeat a task.
 * "Theirs": assigned to them or to nobody (an organization's tasks of other people are not
 * what this person should do now). `todayEnd` is the end of their calendar day.
 */
export async function agendaOf(
  q: Queryable,
  member: Pick<MemberContext, 'workspaceId' | 'userId'> & { role?: MemberContext['role'] },
  window: { now: Date; todayEnd: Date; limit: number },
): Promise<Agenda> {
  const { now, todayEnd, limit } = window;
  const cutoff = urgentCutoff(now);
  const t = flowTasks;
  const mine = sql`(not exists (select 1 from ${flowTaskAssignees} a where a.task_id = ${t.id})
    or exists (select 1 from ${flowTaskAssignees} a where a.task_id = ${t.id} and a.user_id = ${member.userId}))`;
  const open = inArray(t.status, ['todo', 'doing']);
  const select = (where: SQL | undefined, order: SQL[]) =>
    q
      .select({
        id: t.id,
        code: t.code,
        title: t.title,
        listId: t.listId,
        listName: flowLists.name,
        dueAt: t.dueAt,
        priority: t.priority,
      })
      .from(t)
      .innerJoin(flowLists, eq(flowLists.id, t.listId))
      .where(
        inWorkspace(t, member, open, mine, where, visibleInWorkspace(member, 'lista', t.listId)),
      )
      .orderBy(...order)
      .limit(limit);
  const byDue = [asc(t.dueAt), asc(t.number)];
  // Three independent reads, at once: next actions leave out by their own condition what the
  // other two hold (none of those is due later than `cutoff`).
  const [urgent, today, next] = await Promise.all([
    select(or(lt(t.dueAt, now), and(gte(t.dueAt, todayEnd), lt(t.dueAt, cutoff))), byDue),
    select(and(gte(t.dueAt, now), lt(t.dueAt, todayEnd)), byDue),
    select(and(eq(t.next, true), or(sql`${t.dueAt} is null`, gte(t.dueAt, cutoff))), [
      asc(t.priorityRank),
      sql`coalesce(${t.dueAt}, 'infinity'::timestamptz)`,
      asc(t.number),
    ]),
  ]);
  const present = (rows: typeof urgent): AgendaTask[] =>
    rows.map((r) => ({
      ...r,
      dueAt: r.dueAt ? r.dueAt.toISOString() : null,
      urgent: r.dueAt !== null && r.dueAt <= cutoff,
    }));
  return { urgent: present(urgent), today: present(today), nextActions: present(next) };
}
