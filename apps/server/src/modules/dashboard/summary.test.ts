import type { DashboardSummary, TaskBrief } from '@orbita/contracts/dashboard';
import type { FinanceSummary } from '@orbita/contracts/finance';
import type { Player } from '@orbita/contracts/gamification';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clock } from '../../platform/clock';
import {
  addMembership,
  apiClient,
  callerFor,
  createMember,
  expectStatus,
  testApp,
  testDatabase,
  tokenFor,
  type Caller,
} from '../../test/kit';
import { dashboardOf, NOW, seedWorld } from './test-world';

const database = testDatabase();
const app = await testApp();
const { newCaller, joinAs } = apiClient('/api/app');

beforeAll(() => {
  vi.spyOn(clock, 'now').mockReturnValue(NOW);
});
afterAll(() => vi.restoreAllMocks());

async function notify(who: Caller, title: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/dev/notifications',
    headers: who.headers,
    payload: { title },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>();
}

const ids = (tasks: TaskBrief[]) => tasks.map((t) => t.id);

describe('GET /api/app/me/dashboard', () => {
  let owner: Caller;
  let viewer: Caller;
  let world: Awaited<ReturnType<typeof seedWorld>>;
  let summary: DashboardSummary;

  beforeAll(async () => {
    owner = await newCaller(app, database);
    viewer = await joinAs(app, database, owner.workspaceId, 'viewer', 'Olívia Observadora');
    world = await seedWorld(owner, viewer);
    const first = await notify(owner, 'Primeiro aviso');
    await notify(owner, 'Segundo aviso');
    await notify(owner, 'Terceiro aviso');
    expectStatus(await owner.patch(`/comunicacao/notificacoes/${first.id}`, { read: true }), 200);
    summary = await dashboardOf(owner);
  });

  it('lists urgent, today and next actions from flow, each task once, the person’s own', () => {
    const t = world.tasks;
    expect(ids(summary.flow.urgent)).toEqual([t.overdue.id, t.tomorrowMorning.id]);
    expect(ids(summary.flow.today)).toEqual([t.inTwoHours.id, t.tonight.id]);
    expect(ids(summary.flow.nextActions)).toEqual([t.nextUndated.id, t.nextWeek.id]);
    const overdue = summary.flow.urgent[0]!;
    expect(overdue).toMatchObject({
      code: t.overdue.code,
      listId: world.list.id,
      listName: 'Casa',
      priority: 'high',
      urgent: true,
    });
    expect(summary.flow.nextActions.every((n) => !n.urgent)).toBe(true);
  });

  it('answers the task fields exactly as the flow API does', async () => {
    const page = expectStatus(
      await owner.get<{
        items: {
          id: string;
          code: string;
          title: string;
          dueAt: string | null;
          priority: string;
        }[];
      }>(`/flow/lists/${world.list.id}/tasks?limit=100`),
      200,
    );
    for (const brief of [
      ...summary.flow.urgent,
      ...summary.flow.today,
      ...summary.flow.nextActions,
    ]) {
      const task = page.items.find((i) => i.id === brief.id)!;
      expect(brief).toMatchObject({
        code: task.code,
        title: task.title,
        dueAt: task.dueAt,
        priority: task.priority,
      });
    }
  });

  it('counts the inbox and the weekly review as flow’s inbox summary does', async () => {
    const inbox = expectStatus(
      await owner.get<{ counts: Record<string, number>; someday: number; reviewDue: boolean }>(
        '/flow/inbox/summary',
      ),
      200,
    );
    // 3 collected + 1 separated; the someday and the archived ones wait for nothing.
    expect(summary.flow.inboxCount).toBe(4);
    expect(summary.flow.inboxCount).toBe(
      inbox.counts.collected! + inbox.counts.separated! - inbox.someday,
    );
    expect(summary.flow.weeklyReviewDue).toBe(inbox.reviewDue);
  });

  it('takes the balance and this week’s bills from the finance summary', async () => {
    const finance = expectStatus(await owner.get<FinanceSummary>('/riqueza/summary'), 200);
    expect(summary.finance).not.toBeNull();
    expect(summary.finance!.balance).toBe(finance.totalBalance);
    expect(summary.finance!.balance).toBe(150_000);
    expect(summary.finance!.billsDueThisWeek).toEqual([
      {
        id: world.bills.overdue.id,
        description: 'Internet',
        value: 1_200,
        date: '2025-03-08',
        boxName: 'Conta corrente',
        overdue: true,
      },
      {
        id: world.bills.inThreeDays.id,
        description: 'Conta de luz',
        value: 2_500,
        date: '2025-03-13',
        boxName: 'Conta corrente',
        overdue: false,
      },
    ]);
    expect(summary.finance!.billsDueTotal).toBe(3_700);
  });

  it('shows the player as the gamification API does, with the mission in progress', async () => {
    const player = expectStatus(await owner.get<Player>('/gamificacao/player'), 200);
    expect(summary.gamification).toEqual({
      level: player.level?.n ?? null,
      levelName: player.level?.name ?? null,
      points: player.points,
      streak: player.streak,
      activeMissions: [
        { id: world.mission.id, name: 'Três tarefas', gameName: 'Rotina', progress: 1, target: 3 },
      ],
    });
  });

  it('counts unread notifications and lists the latest as communication does', async () => {
    const unread = expectStatus(
      await owner.get<{ count: number }>('/comunicacao/notificacoes/nao-lidas'),
      200,
    );
    expect(summary.notifications.unread).toBe(2);
    expect(summary.notifications.unread).toBe(unread.count);
    const list = expectStatus(
      await owner.get<{ items: { id: string; title: string; createdAt: string }[] }>(
        '/comunicacao/notificacoes?limit=5',
      ),
      200,
    );
    expect(summary.notifications.latest).toEqual(
      list.items.map((n) => ({ id: n.id, title: n.title, createdAt: n.createdAt })),
    );
  });

  it('gives an Observador the page too, with their own tasks and the same finance figures', async () => {
    const seen = await dashboardOf(viewer);
    // Assigned to the viewer: theirs; every unassigned task is everyone's.
    expect(ids(seen.flow.today)).toContain(world.tasks.othersTask!.id);
    expect(ids(summary.flow.today)).not.toContain(world.tasks.othersTask!.id);
    expect(seen.finance?.balance).toBe(150_000);
    // The owner assigned them a task: that one notification (issue 16), nothing else.
    expect(seen.notifications.unread).toBe(1);
    expect(seen.activity.total).toBe(0);
  });

  it('never counts another workspace’s data, even the same person’s there', async () => {
    const stranger = await newCaller(app, database);
    await seedWorld(stranger);
    const fresh = await dashboardOf(stranger);
    expect(fresh.flow.urgent.map((t) => t.id)).not.toContain(world.tasks.overdue.id);
    // The owner also works in the stranger's workspace: nothing of it reaches the owner's page.
    await addMembership(
      database,
      { userId: owner.userId, workspaceId: stranger.workspaceId },
      'editor',
    );
    const there = callerFor(app, '/api/app', owner.token, {
      userId: owner.userId,
      workspaceId: stranger.workspaceId,
      role: 'editor',
    });
    expectStatus(await there.post('/flow/items', { content: 'De outra conta', parse: false }), 201);
    const again = await dashboardOf(owner);
    expect(again.flow).toEqual(summary.flow);
    expect(again.finance).toEqual(summary.finance);
    expect(again.activity).toEqual(summary.activity);
    expect(JSON.stringify(again)).not.toContain(stranger.workspaceId);
  });

  it('has no finance nor gamification part where the account type has none of them', async () => {
    const { user, workspace } = await createMember(database, 'owner', 'Turista', {
      accountType: 'tourist',
    });
    const tourist = callerFor(app, '/api/app', await tokenFor(app, database, user.id), {
      userId: user.id,
      workspaceId: workspace.id,
      role: 'owner',
    });
    const seen = await dashboardOf(tourist);
    expect(seen.finance).toBeNull();
    expect(seen.gamification).toBeNull();
    expect(seen.flow).toMatchObject({ inboxCount: 0, urgent: [], today: [], nextActions: [] });
    expect(seen.activity).toMatchObject({
      total: 0,
      days: [],
      to: '2025-03-10',
      from: '2024-03-11',
    });
  });

  it('answers 401 signed out', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/app/me/dashboard' });
    expect(res.statusCode).toBe(401);
  });
});
