import {
  keepInTouchTitle,
  peopleMessages,
  type KeepInTouchList,
  type PersonKind,
} from '@orbita/contracts/people';
import { and, eq, sql } from 'drizzle-orm';
import { clock } from '../../../platform/clock';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { memberships } from '../../../platform/identity/schema';
import { inWorkspace } from '../../../platform/scope';
import { notifyIfWanted } from '../../communication';
import { people, type PersonRow } from '../schema';
import { lockPerson, type Member } from '../service';
import { peopleTouchReminders } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the cadence runs out: the last contact (or, never contacted, the record's creation) + N days. */
const dueAtSql = sql<Date>`coalesce(${people.lastContactAt}, ${people.createdAt}) + make_interval(days => ${people.keepInTouchDays})`;

/**
 * "Registrar contato": the person's last contact becomes `at` (now by default). A date before
 * the one recorded changes nothing (the latest contact counts); a future one is refused.
 */
export async function registerContact(
  ctx: AppContext,
  member: Member,
  id: string,
  at?: string,
): Promise<PersonRow> {
  const now = clock.now();
  const when = at ? new Date(at) : now;
  if (when.getTime() > now.getTime() + 60_000)
    throw AppError.validation('A data do contato não pode estar no futuro.', {
      at: 'A data do contato não pode estar no futuro.',
    });
  return transaction(ctx, async (tx) => {
    const current = await lockPerson(tx, member, id);
    if (current.lastContactAt && current.lastContactAt >= when) return current;
    const [row] = await tx
      .update(people)
      .set({
        lastContactAt: when,
        version: sql`${people.version} + 1`,
        updatedAt: now,
      })
      .where(inWorkspace(people, member, eq(people.id, id)))
      .returning();
    if (!row) throw AppError.notFound(peopleMessages.notFound);
    await emit(tx, 'people.person.updated', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      personId: id,
    });
    return row;
  });
}

/**
 * A WhatsApp message exchanged with the person's contact, inside the chat's transaction: the
 * last contact moves to `at` when it is more than an hour newer (a conversation is one contact,
 * not one write per message). No version bump: nobody's edit of the person collides with it.
 */
export async function touchFromChat(
  tx: Tx,
  workspaceId: string,
  personId: string,
  at: Date,
): Promise<void> {
  await tx
    .update(people)
    .set({ lastContactAt: at })
    .where(
      and(
        inWorkspace(people, { workspaceId }, eq(people.id, personId)),
        sql`(${people.lastContactAt} is null or ${people.lastContactAt} < ${at.toISOString()}::timestamptz - interval '1 hour')`,
      ),
    );
}

/** The overdue people of the workspace, most overdue first ("Manter contato"). */
export async function dueList(
  q: Queryable,
  member: Member,
  limit: number,
  now = clock.now(),
): Promise<KeepInTouchList> {
  const overdue = and(
    sql`${people.keepInTouchDays} is not null`,
    sql`${dueAtSql} <= ${now.toISOString()}::timestamptz`,
  );
  const [rows, [count]] = await Promise.all([
    q
      .select({
        id: people.id,
        name: people.name,
        kind: people.kind,
        keepInTouchDays: people.keepInTouchDays,
        lastContactAt: people.lastContactAt,
        dueAt: sql<string>`(${dueAtSql})::text`,
      })
      .from(people)
      .where(inWorkspace(people, member, overdue))
      .orderBy(dueAtSql, people.id)
      .limit(limit),
    q
      .select({ n: sql<number>`count(*)::int` })
      .from(people)
      .where(inWorkspace(people, member, overdue)),
  ]);
  return {
    items: rows.map((r) => {
      const dueAt = new Date(r.dueAt);
      return {
        personId: r.id,
        name: r.name,
        kind: r.kind as PersonKind,
        keepInTouchDays: r.keepInTouchDays!,
        lastContactAt: r.lastContactAt?.toISOString() ?? null,
        dueAt: dueAt.toISOString(),
        overdueDays: Math.max(0, Math.floor((now.getTime() - dueAt.getTime()) / DAY_MS)),
      };
    }),
    total: count?.n ?? 0,
  };
}

const BATCH = 200;

interface DueRow extends Record<string, unknown> {
  id: string;
  workspace_id: string;
  name: string;
  keep_in_touch_days: number;
  due_at: Date | string;
  created_by: string | null;
  user_id: string | null;
}

/**
 * The periodic check: every person whose cadence ran out is told to their followers — whoever
 * created the record and the member it is — once per due period. The reminder row is upserted
 * first and only the upsert that moves its due instant notifies, so reruns and other instances
 * never repeat a notice; each person's notices commit on their own. Followers who left the
 * workspace are skipped (communication's delivery checks membership), and so are those who
 * switched "Hora de falar com uma pessoa" off. `workspaceIds`: only those (tests).
 */
export async function notifyKeepInTouch(
  ctx: AppContext,
  now = clock.now(),
  workspaceIds?: readonly string[],
): Promise<number> {
  let delivered = 0;
  let after = '';
  for (;;) {
    const scope = workspaceIds
      ? sql`and p.workspace_id in (${sql.join(
          workspaceIds.map((w) => sql`${w}::uuid`),
          sql`, `,
        )})`
      : sql``;
    const due = await ctx.db.execute<DueRow>(sql`
      select p.id, p.workspace_id, p.name, p.keep_in_touch_days, p.created_by, p.user_id,
             coalesce(p.last_contact_at, p.created_at) + make_interval(days => p.keep_in_touch_days) as due_at
        from people p
       where p.keep_in_touch_days is not null
         and coalesce(p.last_contact_at, p.created_at) + make_interval(days => p.keep_in_touch_days) <= ${now.toISOString()}::timestamptz
         and p.id::text > ${after}
         ${scope}
       order by p.id
       limit ${BATCH}`);
    for (const person of due.rows) {
      const dueAt = new Date(person.due_at);
      const followers = [
        ...new Set([person.created_by, person.user_id].filter((u): u is string => !!u)),
      ];
      delivered += await transaction(ctx, async (tx) => {
        let told = 0;
        for (const userId of followers) {
          const [member] = await tx
            .select({ userId: memberships.userId })
            .from(memberships)
            .where(
              and(eq(memberships.workspaceId, person.workspace_id), eq(memberships.userId, userId)),
            );
          if (!member) continue;
          const [marked] = await tx
            .insert(peopleTouchReminders)
            .values({ personId: person.id, userId, dueAt })
            .onConflictDoUpdate({
              target: [peopleTouchReminders.personId, peopleTouchReminders.userId],
              set: { dueAt },
              setWhere: sql`${peopleTouchReminders.dueAt} <> excluded.due_at`,
            })
            .returning({ personId: peopleTouchReminders.personId });
          if (!marked) continue;
          const sent = await notifyIfWanted(tx, 'keep-in-touch', {
            workspaceId: person.workspace_id,
            userId,
            kind: 'person',
            title: keepInTouchTitle(person.name.slice(0, 120), person.keep_in_touch_days),
            body: null,
            link: `/pessoa/pessoa/${person.id}`,
          });
          if (sent) told += 1;
        }
        return told;
      });
    }
    if (due.rows.length < BATCH) return delivered;
    after = due.rows.at(-1)!.id;
  }
}
