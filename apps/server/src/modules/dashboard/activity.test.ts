import type { DashboardSummary } from '@orbita/contracts/dashboard';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../platform/clock';
import {
  apiClient,
  expectStatus,
  testApp,
  testDatabase,
  watchWorkspace,
  type Caller,
} from '../../test/kit';
import { addDays, dayIn, startOfDay } from './time-zone';

const database = testDatabase();
const app = await testApp();
const { newCaller } = apiClient('/api/app');

afterEach(() => vi.restoreAllMocks());

const setNow = (iso: string) => vi.spyOn(clock, 'now').mockReturnValue(new Date(iso));
const activityOf = async (who: Caller) =>
  expectStatus(await who.get<DashboardSummary>('/me/dashboard'), 200).activity;

async function workOn(who: Caller, listId: string, boxId: string) {
  expectStatus(await who.post('/comunicacao/eventos/acesso-diario'), 200);
  expectStatus(await who.post('/flow/items', { content: 'Capturado', parse: false }), 201);
  const task = expectStatus(
    await who.post<{ id: string }>(`/flow/lists/${listId}/tasks`, { title: 'Feita' }),
    201,
  );
  expectStatus(await who.patch(`/flow/tasks/${task.id}`, { status: 'done' }), 200);
  expectStatus(
    await who.post('/riqueza/entries', {
      boxId,
      type: 'expense',
      date: '2025-03-01',
      value: 500,
      description: 'Café',
    }),
    201,
  );
}

describe('activity heatmap', () => {
  it('counts the daily access, captures, tasks done and entries on the day each happened', async () => {
    const owner = await newCaller(app, database);
    const list = expectStatus(await owner.post<{ id: string }>('/flow/lists', { name: 'L' }), 201);
    const box = expectStatus(
      await owner.post<{ id: string }>('/riqueza/boxes', {
        name: 'Carteira',
        kind: 'bank_account',
        openingDate: '2025-01-01',
      }),
      201,
    );
    // Three São Paulo days: 23:30 there on 01/02 is already 02/02 in UTC.
    setNow('2025-02-02T02:30:00Z');
    await workOn(owner, list.id, box.id);
    setNow('2025-03-08T12:00:00Z');
    await workOn(owner, list.id, box.id);
    expectStatus(await owner.post('/flow/items', { content: 'Mais um', parse: false }), 201);
    setNow('2025-03-10T15:00:00Z');
    await workOn(owner, list.id, box.id);
    // A second access the same day counts once.
    expectStatus(await owner.post('/comunicacao/eventos/acesso-diario'), 200);

    const activity = await activityOf(owner);
    expect(activity).toEqual({
      from: '2024-03-11',
      to: '2025-03-10',
      total: 13,
      days: [
        { day: '2025-02-01', count: 4 },
        { day: '2025-03-08', count: 5 },
        { day: '2025-03-10', count: 4 },
      ],
    });
    // The access days are the communication module's own.
    const access = expectStatus(
      await owner.get<{ days: string[] }>('/comunicacao/eventos/acesso-diario'),
      200,
    );
    expect(access.days).toEqual(['2025-02-01', '2025-03-08', '2025-03-10']);
  });

  it('leaves out days older than a year and counts nothing for work that rolled back', async () => {
    const owner = await newCaller(app, database);
    setNow('2024-03-10T15:00:00Z');
    expectStatus(await owner.post('/flow/items', { content: 'Antigo', parse: false }), 201);
    setNow('2025-03-10T15:00:00Z');
    // A refused write (empty content) emits nothing and counts nothing.
    expectStatus(await owner.post('/flow/items', { content: '', parse: false }), 400);
    expect(await activityOf(owner)).toMatchObject({ total: 0, days: [] });
  });

  it('counts on the day of the person’s own time zone and reads the year in it', async () => {
    const owner = await newCaller(app, database);
    const settings = expectStatus(
      await owner.get<{ startPage: string; notifications: unknown; version: number }>(
        '/me/settings',
      ),
      200,
    );
    expectStatus(await owner.put('/me/settings', { ...settings, timeZone: 'Asia/Tokyo' }), 200);
    // 20:00 in São Paulo on 10/03 is already 08:00 on 11/03 in Tokyo.
    setNow('2025-03-10T23:00:00Z');
    expectStatus(await owner.post('/flow/items', { content: 'Em Tóquio', parse: false }), 201);
    const summary = expectStatus(await owner.get<DashboardSummary>('/me/dashboard'), 200);
    expect(summary.timeZone).toBe('Asia/Tokyo');
    expect(summary.activity).toMatchObject({
      to: '2025-03-11',
      from: '2024-03-12',
      days: [{ day: '2025-03-11', count: 1 }],
    });
  });

  it('publishes nothing of its own: the work’s own change is what the dashboard refetches on', async () => {
    const owner = await newCaller(app, database);
    setNow('2025-03-10T15:00:00Z');
    const watch = watchWorkspace(app, owner.workspaceId);
    expectStatus(await owner.post('/flow/items', { content: 'Um', parse: false }), 201);
    expect(watch.seen()).toEqual(['flow-item:created']);
    expect((await activityOf(owner)).days).toEqual([{ day: '2025-03-10', count: 1 }]);
  });
});

describe('time zone days', () => {
  it('finds the day and its midnight in São Paulo and across a DST change', () => {
    expect(dayIn(new Date('2025-03-11T02:59:00Z'), 'America/Sao_Paulo')).toBe('2025-03-10');
    expect(dayIn(new Date('2025-03-11T03:00:00Z'), 'America/Sao_Paulo')).toBe('2025-03-11');
    expect(startOfDay('2025-03-10', 'America/Sao_Paulo').toISOString()).toBe(
      '2025-03-10T03:00:00.000Z',
    );
    expect(startOfDay('2025-03-30', 'Europe/Lisbon').toISOString()).toBe(
      '2025-03-30T00:00:00.000Z',
    );
    expect(startOfDay('2025-03-31', 'Europe/Lisbon').toISOString()).toBe(
      '2025-03-30T23:00:00.000Z',
    );
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });
});
