import {
  HABIT_POINTS_DAY_CAP,
  HABITS_MAX,
  type createHabitBodySchema,
  type Habit,
  type HabitMarkResult,
  type Habits,
  type updateHabitBodySchema,
} from '@orbita/contracts/gamification';
import { and, asc, eq, gte, inArray, isNull, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays, clock, saoPauloDay } from '../../../platform/clock';
import type { Queryable, Tx } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { users } from '../../../platform/identity/schema';
import { notifyPlayer } from '../ledger/events';
import { grant } from '../ledger/grant';
import { periodRange } from '../ledger/periods';
import { gamificationGrants } from '../ledger/schema';
import { lockPlayer } from '../ledger/spend';
import { gamificationHabitMarks, gamificationHabits } from './schema';
import { dailyStreak, weekdayOf } from './streak';

type HabitRow = typeof gamificationHabits.$inferSelect;
const notFound = () => AppError.notFound('Hábito não encontrado.');
/** A daily's streak looks back at most this far (see dailyStreak). */
const STREAK_WINDOW_DAYS = 400;

/** Today's +, − and done marks of the person's habits, and each daily's done days for its streak. */
async function marksOf(q: Queryable, habits: HabitRow[], today: string) {
  const ids = habits.map((h) => h.id);
  const m = gamificationHabitMarks;
  const rows = ids.length
    ? await q
        .select({ habitId: m.habitId, day: m.day, direction: m.direction })
        .from(m)
        .where(and(inArray(m.habitId, ids), gte(m.day, addDays(today, -STREAK_WINDOW_DAYS))))
    : [];
  const byHabit = new Map<string, { up: number; down: number; done: Set<string> }>();
  for (const id of ids) byHabit.set(id, { up: 0, down: 0, done: new Set() });
  for (const row of rows) {
    const marks = byHabit.get(row.habitId)!;
    if (row.direction === 'done') marks.done.add(row.day);
    else if (row.day === today) marks[row.direction]++;
  }
  return byHabit;
}

function present(
  row: HabitRow,
  marks: { up: number; down: number; done: Set<string> },
  today: string,
): Habit {
  const daily = row.kind === 'daily';
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    positive: row.positive,
    negative: row.negative,
    weekdays: row.weekdays,
    points: row.points,
    day: today,
    upToday: marks.up,
    downToday: marks.down,
    dueToday: daily && row.weekdays.includes(weekdayOf(today)),
    doneToday: daily && marks.done.has(today),
    streak: daily
      ? dailyStreak({
          done: marks.done,
          weekdays: row.weekdays,
          createdDay: row.createdDay,
          today,
        })
      : 0,
    createdAt: row.createdAt.toISOString(),
  };
}

async function presentOne(q: Queryable, row: HabitRow, today: string): Promise<Habit> {
  return present(row, (await marksOf(q, [row], today)).get(row.id)!, today);
}

/** Personal points earned today (São Paulo) from habits and dailies: game-less `habit:` grants. */
async function pointsToday(q: Queryable, userId: string, now: Date): Promise<number> {
  const g = gamificationGrants;
  const [row] = await q
    .select({ total: sql<number>`coalesce(sum(${g.points}), 0)::int` })
    .from(g)
    .where(
      and(
        eq(g.userId, userId),
        isNull(g.gameId),
        like(g.cause, 'habit:%'),
        gte(g.createdAt, periodRange('day', now).start),
      ),
    );
  return row?.total ?? 0;
}

export async function listHabits(q: Queryable, userId: string): Promise<Habits> {
  const now = clock.now();
  const today = saoPauloDay(now);
  const rows = await q
    .select()
    .from(gamificationHabits)
    .where(eq(gamificationHabits.userId, userId))
    .orderBy(asc(gamificationHabits.createdAt), asc(gamificationHabits.id));
  const marks = await marksOf(q, rows, today);
  return {
    items: rows.map((row) => present(row, marks.get(row.id)!, today)),
    pointsToday: await pointsToday(q, userId, now),
    pointsDayCap: HABIT_POINTS_DAY_CAP,
  };
}

/** The person's habit, locked for the write; someone else's answers like a missing one. */
async function ownHabit(tx: Tx, userId: string, id: string): Promise<HabitRow> {
  const [row] = await tx
    .select()
    .from(gamificationHabits)
    .where(and(eq(gamificationHabits.id, id), eq(gamificationHabits.userId, userId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** Habits are the person's, in no workspace: events and personal points go to their current one. */
async function homeWorkspace(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: users.currentWorkspaceId })
    .from(users)
    .where(eq(users.id, userId));
  return row?.id ?? null;
}

async function changed(
  tx: Tx,
  userId: string,
  habitId: string,
  change: 'created' | 'updated' | 'deleted' | 'marked',
) {
  const workspaceId = await homeWorkspace(tx, userId);
  if (workspaceId)
    await emit(tx, 'gamification.habit.changed', {
      workspaceId,
      actorId: userId,
      userId,
      habitId,
      change,
    });
  // The person's other tabs refresh their gamification screens (user queue).
  notifyPlayer(tx, userId);
  return workspaceId;
}

export async function createHabit(
  tx: Tx,
  userId: string,
  body: z.output<typeof createHabitBodySchema>,
): Promise<Habit> {
  const [{ count }] = (await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(gamificationHabits)
    .where(eq(gamificationHabits.userId, userId))) as [{ count: number }];
  if (count >= HABITS_MAX)
    throw AppError.conflict(`Você pode ter no máximo ${HABITS_MAX} hábitos e diárias.`);
  const today = saoPauloDay(clock.now());
  const [row] = await tx
    .insert(gamificationHabits)
    .values({ ...body, userId, createdDay: today })
    .returning();
  await changed(tx, userId, row!.id, 'created');
  return presentOne(tx, row!, today);
}

export async function updateHabit(
  tx: Tx,
  userId: string,
  id: string,
  body: z.output<typeof updateHabitBodySchema>,
): Promise<Habit> {
  const current = await ownHabit(tx, userId, id);
  const next = { ...current, ...body };
  if (next.kind === 'habit' && !next.positive && !next.negative)
    throw AppError.validation('Escolha + ou − (ou os dois).', {
      positive: 'Escolha + ou − (ou os dois).',
    });
  const [row] = await tx
    .update(gamificationHabits)
    .set(body)
    .where(eq(gamificationHabits.id, id))
    .returning();
  await changed(tx, userId, id, 'updated');
  return presentOne(tx, row!, saoPauloDay(clock.now()));
}

export async function deleteHabit(tx: Tx, userId: string, id: string): Promise<void> {
  await ownHabit(tx, userId, id);
  await tx.delete(gamificationHabits).where(eq(gamificationHabits.id, id));
  await changed(tx, userId, id, 'deleted');
}

/**
 * Grants the habit's personal points for one mark, within what is left of the day's cap.
 * The player's lock makes concurrent marks take turns, so the cap holds under a burst.
 * `cause` is the idempotency key: a daily's is per day, so done → undone → done pays once.
 */
async function reward(tx: Tx, habit: HabitRow, workspaceId: string | null, cause: string) {
  if (habit.points <= 0 || !workspaceId) return 0;
  await lockPlayer(tx, habit.userId);
  const left = HABIT_POINTS_DAY_CAP - (await pointsToday(tx, habit.userId, clock.now()));
  const points = Math.min(habit.points, left);
  if (points <= 0) return 0;
  const result = await grant(tx, {
    workspaceId,
    userId: habit.userId,
    gameId: null,
    cause,
    points,
    // The screen says what was earned; no second "Você ganhou" toast.
    notify: false,
  });
  return result.status === 'granted' ? points : 0;
}

async function result(tx: Tx, habit: HabitRow, earned: number): Promise<HabitMarkResult> {
  const now = clock.now();
  return {
    habit: await presentOne(tx, habit, saoPauloDay(now)),
    pointsEarned: earned,
    pointsToday: await pointsToday(tx, habit.userId, now),
  };
}

/** + or − on a habit: one mark; + earns the habit's points (capped per day), − only counts. */
export async function markHabit(
  tx: Tx,
  userId: string,
  id: string,
  direction: 'up' | 'down',
): Promise<HabitMarkResult> {
  const habit = await ownHabit(tx, userId, id);
  if (habit.kind !== 'habit')
    throw AppError.conflict('Uma diária é marcada como feita, não com + ou −.');
  if (direction === 'up' ? !habit.positive : !habit.negative)
    throw AppError.conflict(
      direction === 'up' ? 'Este hábito não tem o botão +.' : 'Este hábito não tem o botão −.',
    );
  const day = saoPauloDay(clock.now());
  const [mark] = await tx
    .insert(gamificationHabitMarks)
    .values({ habitId: id, userId, day, direction })
    .returning({ id: gamificationHabitMarks.id });
  const workspaceId = await changed(tx, userId, id, 'marked');
  const earned =
    direction === 'up' ? await reward(tx, habit, workspaceId, `habit:${id}:${mark!.id}`) : 0;
  return result(tx, habit, earned);
}

/** A daily done today (once: a second "feito" changes nothing). */
export async function doneDaily(tx: Tx, userId: string, id: string): Promise<HabitMarkResult> {
  const habit = await ownHabit(tx, userId, id);
  if (habit.kind !== 'daily') throw AppError.conflict('Só uma diária é marcada como feita.');
  const day = saoPauloDay(clock.now());
  if (!habit.weekdays.includes(weekdayOf(day)))
    throw AppError.conflict('Esta diária não é para hoje.');
  const [mark] = await tx
    .insert(gamificationHabitMarks)
    .values({ habitId: id, userId, day, direction: 'done' })
    .onConflictDoNothing()
    .returning({ id: gamificationHabitMarks.id });
  if (!mark) return result(tx, habit, 0);
  const workspaceId = await changed(tx, userId, id, 'marked');
  return result(tx, habit, await reward(tx, habit, workspaceId, `habit:${id}:${day}`));
}

/** Undoes today's "feito" (a tap by mistake). Points already earned today stay, and are not paid again. */
export async function undoneDaily(tx: Tx, userId: string, id: string): Promise<HabitMarkResult> {
  const habit = await ownHabit(tx, userId, id);
  if (habit.kind !== 'daily') throw AppError.conflict('Só uma diária é marcada como feita.');
  const m = gamificationHabitMarks;
  await tx
    .delete(m)
    .where(and(eq(m.habitId, id), eq(m.day, saoPauloDay(clock.now())), eq(m.direction, 'done')));
  await changed(tx, userId, id, 'marked');
  return result(tx, habit, 0);
}
