import type { Habit, HabitMarkResult, Habits, Player } from '@orbita/contracts/gamification';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../platform/clock';
import { ok, testApp, testDatabase } from '../../../test/kit';
import { inTx, newCaller } from '../testing';
import { markHabit } from './service';

const database = testDatabase();
let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterEach(() => vi.restoreAllMocks());

/** Noon in São Paulo (15:00 UTC) of a day. */
const at = (day: string) => vi.spyOn(clock, 'now').mockReturnValue(new Date(`${day}T15:00:00Z`));

describe('personal dailies', () => {
  it('done today, a streak of due days, reset at São Paulo midnight, paid once a day', async () => {
    const me = await newCaller(app, database);
    at('2026-11-22'); // Sunday
    const daily = await ok<Habit>(
      me.post('/player/habits', { kind: 'daily', name: 'Ler 10 páginas', points: 3 }),
      201,
    );
    expect(daily).toMatchObject({ kind: 'daily', dueToday: true, doneToday: false, streak: 0 });
    const first = await ok<HabitMarkResult>(me.post(`/player/habits/${daily.id}/done`));
    expect(first).toMatchObject({ habit: { doneToday: true, streak: 1 }, pointsEarned: 3 });

    // 02:59 UTC is still Sunday 23:59 in São Paulo; 03:00 UTC is Monday there.
    vi.spyOn(clock, 'now').mockReturnValue(new Date('2026-11-23T02:59:00Z'));
    expect((await ok<Habits>(me.get('/player/habits'))).items[0]).toMatchObject({
      doneToday: true,
    });
    vi.spyOn(clock, 'now').mockReturnValue(new Date('2026-11-23T03:00:00Z'));
    // Monday not done yet: the streak is Sunday's and not broken.
    expect((await ok<Habits>(me.get('/player/habits'))).items[0]).toMatchObject({
      day: '2026-11-23',
      doneToday: false,
      streak: 1,
    });
    const second = await ok<HabitMarkResult>(me.post(`/player/habits/${daily.id}/done`));
    expect(second).toMatchObject({ habit: { streak: 2 }, pointsEarned: 3 });
    // Twice, or undone and done again: still done once, paid once.
    expect(await ok<HabitMarkResult>(me.post(`/player/habits/${daily.id}/done`))).toMatchObject({
      pointsEarned: 0,
    });
    expect(await ok<HabitMarkResult>(me.del(`/player/habits/${daily.id}/done`))).toMatchObject({
      habit: { doneToday: false, streak: 1 },
    });
    expect(await ok<HabitMarkResult>(me.post(`/player/habits/${daily.id}/done`))).toMatchObject({
      habit: { doneToday: true, streak: 2 },
      pointsEarned: 0,
      pointsToday: 3,
    });

    // Wednesday: Tuesday was missed, the streak starts over.
    at('2026-11-25');
    expect((await ok<Habits>(me.get('/player/habits'))).items[0]).toMatchObject({ streak: 0 });
    expect((await ok<Player>(me.get('/player'))).points).toBe(6);
  });

  it('is due only on its weekdays', async () => {
    const me = await newCaller(app, database);
    at('2026-11-24'); // Tuesday
    const gym = await ok<Habit>(
      me.post('/player/habits', { kind: 'daily', name: 'Academia', weekdays: [1, 3, 5, 3] }),
      201,
    );
    expect(gym).toMatchObject({ weekdays: [1, 3, 5], dueToday: false });
    const refused = await me.post(`/player/habits/${gym.id}/done`);
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'Esta diária não é para hoje.' },
    });
    const none = await me.post('/player/habits', { kind: 'daily', name: 'Nunca', weekdays: [] });
    expect(none).toMatchObject({
      status: 400,
      body: { fields: { weekdays: 'Escolha pelo menos um dia da semana.' } },
    });
  });
});

describe('personal habits', () => {
  it('counts + and − per day; + pays its points up to the day’s cap, − pays nothing', async () => {
    const me = await newCaller(app, database);
    at('2026-11-24');
    const water = await ok<Habit>(
      me.post('/player/habits', {
        kind: 'habit',
        name: 'Beber água',
        positive: true,
        negative: true,
        points: 10,
      }),
      201,
    );
    const up = () =>
      ok<HabitMarkResult>(me.post(`/player/habits/${water.id}/marks`, { direction: 'up' }));
    const earned = [];
    for (let i = 0; i < 4; i++) earned.push((await up()).pointsEarned);
    expect(earned).toEqual([10, 10, 10, 0]);
    const down = await ok<HabitMarkResult>(
      me.post(`/player/habits/${water.id}/marks`, { direction: 'down' }),
    );
    expect(down).toMatchObject({
      habit: { upToday: 4, downToday: 1 },
      pointsEarned: 0,
      pointsToday: 30,
    });
    // The next São Paulo day starts from zero.
    at('2026-11-25');
    expect(await ok<Habits>(me.get('/player/habits'))).toMatchObject({
      items: [{ upToday: 0, downToday: 0 }],
      pointsToday: 0,
      pointsDayCap: 30,
    });
    expect((await ok<Player>(me.get('/player'))).points).toBe(30);
  });

  it('holds the cap when two marks of different habits race: the second waits for the first', async () => {
    const me = await newCaller(app, database);
    const [a, b, c] = await Promise.all(
      ['Alongar', 'Caminhar', 'Ler'].map((name) =>
        ok<Habit>(me.post('/player/habits', { kind: 'habit', name, points: 10 }), 201),
      ),
    );
    for (const habit of [a!, b!])
      await ok(me.post(`/player/habits/${habit.id}/marks`, { direction: 'up' }));
    // 20 of 30 earned. The first transaction takes the last 10 and stays open...
    let marked!: () => void;
    let release!: () => void;
    const inside = new Promise<void>((r) => (marked = r));
    const held = new Promise<void>((r) => (release = r));
    const first = inTx(app, async (tx) => {
      const result = await markHabit(tx, me.userId, a!.id, 'up');
      marked();
      await held;
      return result;
    });
    await inside;
    // ...so the second must wait for it rather than read the day's total before it commits.
    const second = inTx(app, (tx) => markHabit(tx, me.userId, c!.id, 'up'));
    const waitingOnLock = async () => {
      for (;;) {
        // The player's advisory lock (ledger/spend.ts lockPlayer), asked for and not granted yet.
        const { rows } = await database.pool.query(
          `select 1 from pg_locks where locktype = 'advisory' and not granted
             and ((classid::bigint << 32) | objid::bigint) = hashtextextended($1, 0)`,
          [`gamification:${me.userId}`],
        );
        if (rows.length > 0) return 'waiting';
        await new Promise((r) => setImmediate(r));
      }
    };
    expect(await Promise.race([second.then(() => 'finished'), waitingOnLock()])).toBe('waiting');
    release();
    expect((await first).pointsEarned).toBe(10);
    expect((await second).pointsEarned).toBe(0);
    expect((await ok<Player>(me.get('/player'))).points).toBe(30);
  });

  it('refuses a button the habit does not have, and a habit without any', async () => {
    const me = await newCaller(app, database);
    const habit = await ok<Habit>(
      me.post('/player/habits', { kind: 'habit', name: 'Meditar' }),
      201,
    );
    expect(await me.post(`/player/habits/${habit.id}/marks`, { direction: 'down' })).toMatchObject({
      status: 409,
      body: { message: 'Este hábito não tem o botão −.' },
    });
    expect(
      await me.post('/player/habits', {
        kind: 'habit',
        name: 'Nada',
        positive: false,
        negative: false,
      }),
    ).toMatchObject({
      status: 400,
      body: { fields: { positive: 'Escolha + ou − (ou os dois).' } },
    });
    expect(await me.patch(`/player/habits/${habit.id}`, { positive: false })).toMatchObject({
      status: 400,
    });
    expect(
      await me.post('/player/habits', { kind: 'habit', name: 'Caro', points: 11 }),
    ).toMatchObject({
      status: 400,
    });
  });

  it('are the person’s own: someone else’s answer 404 and never show', async () => {
    const me = await newCaller(app, database);
    const other = await newCaller(app, database);
    const habit = await ok<Habit>(
      me.post('/player/habits', { kind: 'habit', name: 'Hábito secreto' }),
      201,
    );
    for (const answer of [
      await other.patch(`/player/habits/${habit.id}`, { name: 'x' }),
      await other.post(`/player/habits/${habit.id}/marks`, { direction: 'up' }),
      await other.post(`/player/habits/${habit.id}/done`),
      await other.del(`/player/habits/${habit.id}`),
    ])
      expect(answer).toMatchObject({ status: 404, body: { message: 'Hábito não encontrado.' } });
    expect(JSON.stringify(await ok(other.get('/player/habits')))).not.toContain('Hábito secreto');
    const renamed = await ok<Habit>(me.patch(`/player/habits/${habit.id}`, { name: 'Outro nome' }));
    expect(renamed.name).toBe('Outro nome');
    await ok(me.del(`/player/habits/${habit.id}`));
    expect((await ok<Habits>(me.get('/player/habits'))).items).toEqual([]);
  });
});
