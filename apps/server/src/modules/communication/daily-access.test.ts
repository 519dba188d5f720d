import type { DailyAccessDays, DailyAccessResult } from '@orbita/contracts';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DomainEventPayload } from '@orbita/contracts';
import { addDays, clock, saoPauloDay } from '../../platform/clock';
import { dailyAccesses } from './schema';
import { authTestApp, setRole, signedInPerson, testDatabase } from '../../test/kit';

const url = '/api/app/comunicacao/eventos/acesso-diario';
const database = testDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await authTestApp();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const at = (iso: string) => vi.spyOn(clock, 'now').mockReturnValue(new Date(iso));

async function access(headers: Record<string, string>) {
  const res = await app.inject({ method: 'POST', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DailyAccessResult>();
}

async function rowsOf(userId: string) {
  const [row] = await database.db
    .select({ n: count() })
    .from(dailyAccesses)
    .where(eq(dailyAccesses.userId, userId));
  return row?.n ?? 0;
}

describe('São Paulo days', () => {
  it('counts 02:30Z as the previous day and 03:00Z as the new one (UTC−3)', () => {
    expect(saoPauloDay(new Date('2026-03-10T02:30:00Z'))).toBe('2026-03-09');
    expect(saoPauloDay(new Date('2026-03-10T02:59:59.999Z'))).toBe('2026-03-09');
    expect(saoPauloDay(new Date('2026-03-10T03:00:00Z'))).toBe('2026-03-10');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });
});

describe('POST /eventos/acesso-diario', () => {
  it('records one row and one firstToday under 10 concurrent calls, and calls the reward hook once', async () => {
    const person = await signedInPerson(app);
    const calls: DomainEventPayload<'communication.daily-access.recorded'>[] = [];
    const off = app.ctx.events.onInTransaction('communication.daily-access.recorded', (event) => {
      if (event.userId !== person.userId) return [];
      calls.push(event);
      return [{ quantidade: 5, nome: 'Moedas' }];
    });
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, () => access(person.bearer)));
      const today = saoPauloDay(new Date());
      expect(answers.every((a) => a.day === today)).toBe(true);
      expect(answers.filter((a) => a.firstToday)).toHaveLength(1);
      expect(answers.find((a) => a.firstToday)?.granted).toEqual([
        { quantidade: 5, nome: 'Moedas' },
      ]);
      expect(answers.filter((a) => !a.firstToday).every((a) => a.granted.length === 0)).toBe(true);
      expect(answers.every((a) => a.streak === 1)).toBe(true);
      expect(await rowsOf(person.userId)).toBe(1);
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({
        actorId: person.userId,
        userId: person.userId,
        workspaceId: person.workspaceId,
        day: today,
        streak: 1,
      });
    } finally {
      off();
    }
  });

  it('uses the São Paulo date: 02:30Z belongs to the day before, 03:00Z starts the next', async () => {
    const person = await signedInPerson(app);
    at('2026-03-10T02:30:00Z');
    expect(await access(person.bearer)).toEqual({
      day: '2026-03-09',
      firstToday: true,
      streak: 1,
      granted: [],
    });
    at('2026-03-10T02:59:00Z');
    expect(await access(person.bearer)).toMatchObject({
      day: '2026-03-09',
      firstToday: false,
      streak: 1,
    });
    at('2026-03-10T03:00:00Z');
    expect(await access(person.bearer)).toMatchObject({
      day: '2026-03-10',
      firstToday: true,
      streak: 2,
    });
    expect(await rowsOf(person.userId)).toBe(2);
  });

  it('counts consecutive days; a missed day resets the streak to 1', async () => {
    const person = await signedInPerson(app);
    const noonOf = (day: string) => `${day}T15:00:00Z`;
    const streaks: number[] = [];
    for (const day of ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-05', '2026-01-06']) {
      at(noonOf(day));
      streaks.push((await access(person.bearer)).streak);
    }
    expect(streaks).toEqual([1, 2, 3, 1, 2]);
    // A second call on a day keeps the streak as it is.
    expect(await access(person.bearer)).toMatchObject({ firstToday: false, streak: 2 });
  });

  it('rolls the day back when a reward hook fails, so the next call grants again', async () => {
    const person = await signedInPerson(app);
    let failing = true;
    const off = app.ctx.events.onInTransaction('communication.daily-access.recorded', (event) => {
      if (event.userId !== person.userId) return [];
      if (failing) throw new Error('recompensa indisponível');
      return [{ quantidade: 1, nome: 'Estrela' }];
    });
    try {
      const failed = await app.inject({ method: 'POST', url, headers: person.bearer });
      expect(failed.statusCode).toBe(500);
      expect(await rowsOf(person.userId)).toBe(0);
      failing = false;
      expect(await access(person.bearer)).toMatchObject({
        firstToday: true,
        granted: [{ quantidade: 1, nome: 'Estrela' }],
      });
    } finally {
      off();
    }
  });

  it('is open to an Observador; refuses the signed-out (401) and a cookie write without X-XSRF-TOKEN (403)', async () => {
    const person = await signedInPerson(app);
    await setRole(database, person, 'viewer');
    expect((await access(person.web())).firstToday).toBe(true);

    const anonymous = await app.inject({ method: 'POST', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: 'Faça login para continuar.' });

    const forged = await app.inject({ method: 'POST', url, headers: person.webWithoutXsrf() });
    expect(forged.statusCode).toBe(403);
    expect(await rowsOf(person.userId)).toBe(1);
  });
});

describe('GET /eventos/acesso-diario (heatmap)', () => {
  it('lists the person’s own days in the range, defaulting to the last 365 days', async () => {
    const person = await signedInPerson(app);
    const other = await signedInPerson(app);
    for (const day of ['2026-02-01', '2026-02-03', '2026-02-10']) {
      at(`${day}T12:00:00Z`);
      await access(person.bearer);
    }
    at('2026-02-02T12:00:00Z');
    await access(other.bearer);

    const res = await app.inject({
      method: 'GET',
      url: `${url}?from=2026-02-02&to=2026-02-10`,
      headers: person.bearer,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<DailyAccessDays>()).toEqual({
      from: '2026-02-02',
      to: '2026-02-10',
      days: ['2026-02-03', '2026-02-10'],
    });

    at('2026-02-10T12:00:00Z');
    const byDefault = await app.inject({ method: 'GET', url, headers: person.bearer });
    expect(byDefault.json<DailyAccessDays>()).toEqual({
      from: '2025-02-11',
      to: '2026-02-10',
      days: ['2026-02-01', '2026-02-03', '2026-02-10'],
    });
  });

  it('answers 400 in pt-BR for a reversed range, more than 400 days or a malformed date', async () => {
    const person = await signedInPerson(app);
    const get = (query: string) =>
      app.inject({ method: 'GET', url: `${url}?${query}`, headers: person.bearer });

    const reversed = await get('from=2026-03-10&to=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      message: 'A data inicial não pode ser posterior à data final.',
      fields: { from: expect.any(String) },
    });

    const tooLong = await get('from=2025-01-01&to=2026-02-05'); // 401 days
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: 'O período pode ter no máximo 400 dias.' });
    expect((await get('from=2025-01-02&to=2026-02-05')).statusCode).toBe(200); // exactly 400

    const malformed = await get('from=10/03/2026');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: 'Informe a data no formato AAAA-MM-DD.' });
    expect((await get('to=2026-02-30')).json()).toMatchObject({
      message: 'Informe uma data que exista no calendário.',
    });

    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
