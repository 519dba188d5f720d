import type { DashboardSummary } from '@orbita/contracts/dashboard';
import { expectStatus, type Caller } from '../../test/kit';

/** The dashboard tests' instant: Monday 10/03/2025, 12:00 in São Paulo (15:00 UTC). */
export const NOW = new Date('2025-03-10T15:00:00Z');
export const TODAY = '2025-03-10';
const at = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();

/** A workspace seeded through the modules' own APIs (base `/api/app`), as the brief lists it. */
export async function seedWorld(owner: Caller, other?: Caller) {
  const list = expectStatus(
    await owner.post<{ id: string; name: string }>('/flow/lists', { name: 'Casa' }),
    201,
  );
  const task = async (body: Record<string, unknown>) =>
    expectStatus(
      await owner.post<{ id: string; code: string }>(`/flow/lists/${list.id}/tasks`, {
        title: `Tarefa ${Math.random().toString(36).slice(2, 8)}`,
        ...body,
      }),
      201,
    );
  const tasks = {
    overdue: await task({ dueAt: at(-3), priority: 'high' }),
    inTwoHours: await task({ dueAt: at(2) }),
    tonight: await task({ dueAt: at(9) }),
    // 08:00 tomorrow in São Paulo: within 24 h, not today.
    tomorrowMorning: await task({ dueAt: at(20) }),
    nextWeek: await task({ dueAt: at(24 * 7), next: true }),
    nextUndated: await task({ next: true, priority: 'critical' }),
    done: await task({ dueAt: at(1), status: 'done' }),
    ...(other ? { othersTask: await task({ dueAt: at(1), assigneeIds: [other.userId] }) } : {}),
  };
  const capture = async (content: string) =>
    expectStatus(await owner.post<{ id: string }>('/flow/items', { content, parse: false }), 201);
  for (const content of ['Ligar para o banco', 'Comprar pão', 'Ideia de viagem'])
    await capture(content);
  // Triaged (still waiting), someday (out of the queue) and archived (done with).
  const separated = await capture('Revisar contrato');
  const someday = await capture('Aprender violão');
  const archived = await capture('Nota fiscal');
  expectStatus(
    await owner.post('/flow/items/bulk', { action: 'separate', ids: [separated.id] }),
    200,
  );
  expectStatus(
    await owner.post('/flow/items/bulk', { action: 'archive', ids: [archived.id] }),
    200,
  );
  expectStatus(await owner.patch(`/flow/items/${someday.id}`, { someday: true }), 200);
  const box = expectStatus(
    await owner.post<{ id: string; name: string }>('/riqueza/boxes', {
      name: 'Conta corrente',
      kind: 'bank_account',
      openingDate: '2025-01-01',
      openingBalance: 150_000,
    }),
    201,
  );
  const bill = async (date: string, value: number, description: string) =>
    expectStatus(
      await owner.post<{ items: { id: string }[] }>('/riqueza/entries', {
        boxId: box.id,
        type: 'expense',
        status: 'pending',
        date,
        value,
        description,
      }),
      201,
    ).items[0]!;
  const bills = {
    inThreeDays: await bill('2025-03-13', 2_500, 'Conta de luz'),
    overdue: await bill('2025-03-08', 1_200, 'Internet'),
    nextMonth: await bill('2025-04-05', 9_900, 'Aluguel'),
  };
  const game = expectStatus(
    await owner.post<{ id: string; code: string; name: string }>('/gamificacao/games', {
      name: 'Rotina',
    }),
    201,
  );
  const mission = expectStatus(
    await owner.post<{ id: string }>(`/gamificacao/games/${game.id}/missions`, {
      name: 'Três tarefas',
      goal: { kind: 'tasks_done', target: 3 },
      reward: { points: 10 },
    }),
    201,
  );
  expectStatus(await owner.post(`/gamificacao/play/${game.code}/join`), 200);
  // One task done after joining: the mission is in progress (1 of 3).
  const progressTask = await task({});
  expectStatus(await owner.patch(`/flow/tasks/${progressTask.id}`, { status: 'done' }), 200);
  return { list, tasks, box, bills, game, mission };
}

export const dashboardOf = async (who: Caller) =>
  expectStatus(await who.get<DashboardSummary>('/me/dashboard'), 200);
