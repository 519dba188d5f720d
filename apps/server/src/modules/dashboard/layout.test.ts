import { CONFLICT_MESSAGE } from '@orbita/contracts';
import { widgetIds, type DashboardLayout } from '@orbita/contracts/dashboard';
import { describe, expect, it } from 'vitest';
import { apiClient, expectStatus, testApp, testDatabase, watchWorkspace } from '../../test/kit';

const database = testDatabase();
const app = await testApp();
const { newCaller, joinAs } = apiClient('/api/app/me/dashboard');

const all = (hidden: string[] = []) => widgetIds.map((id) => ({ id, hidden: hidden.includes(id) }));

describe('dashboard layout', () => {
  it('answers the default (every widget, in order, none hidden, version 0) before any save', async () => {
    const owner = await newCaller(app, database);
    expect(expectStatus(await owner.get<DashboardLayout>('/layout'), 200)).toEqual({
      widgets: all(),
      version: 0,
    });
  });

  it('saves order and hidden widgets per person, with optimistic concurrency (409 with the current)', async () => {
    const owner = await newCaller(app, database);
    const reordered = [
      { id: 'activity', hidden: false },
      { id: 'finance', hidden: true },
      ...all().filter((w) => w.id !== 'activity' && w.id !== 'finance'),
    ];
    const saved = expectStatus(
      await owner.put<DashboardLayout>('/layout', { widgets: reordered, version: 0 }),
      200,
    );
    expect(saved).toEqual({ widgets: reordered, version: 1 });
    // A second device still on the default: refused, with the layout as it is now.
    const stale = await owner.put<{ message: string; code: string; current: DashboardLayout }>(
      '/layout',
      { widgets: all(['inbox']), version: 0 },
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'conflict',
      message: CONFLICT_MESSAGE,
      current: saved,
    });
    const next = expectStatus(
      await owner.put<DashboardLayout>('/layout', { widgets: all(['inbox']), version: 1 }),
      200,
    );
    expect(next.version).toBe(2);
    expect((await owner.put('/layout', { widgets: all(), version: 1 })).status).toBe(409);
    // Without a version the last write wins (scripts).
    expect(
      expectStatus(await owner.put<DashboardLayout>('/layout', { widgets: all() }), 200).version,
    ).toBe(3);
    expect(expectStatus(await owner.get<DashboardLayout>('/layout'), 200)).toEqual({
      widgets: all(),
      version: 3,
    });
    // Another person of the workspace (an Observador may arrange their own page) keeps theirs.
    const viewer = await joinAs(app, database, owner.workspaceId, 'viewer');
    expect(expectStatus(await viewer.get<DashboardLayout>('/layout'), 200).version).toBe(0);
    expect(
      expectStatus(
        await viewer.put<DashboardLayout>('/layout', { widgets: all(['finance']), version: 0 }),
        200,
      ).version,
    ).toBe(1);
    expect(expectStatus(await owner.get<DashboardLayout>('/layout'), 200).version).toBe(3);
  });

  it('answers 409 with the default to an edit made on a version that was never saved', async () => {
    const owner = await newCaller(app, database);
    const res = await owner.put<{ code: string; current: DashboardLayout }>('/layout', {
      widgets: all(['inbox']),
      version: 4,
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'conflict', current: { widgets: all(), version: 0 } });
    expect(expectStatus(await owner.get<DashboardLayout>('/layout'), 200).version).toBe(0);
  });

  it('appends widgets left out of a saved layout, visible, on read', async () => {
    const owner = await newCaller(app, database);
    const saved = expectStatus(
      await owner.put<DashboardLayout>('/layout', {
        widgets: [{ id: 'notifications', hidden: true }],
        version: 0,
      }),
      200,
    );
    expect(saved.widgets).toEqual([
      { id: 'notifications', hidden: true },
      ...all().filter((w) => w.id !== 'notifications'),
    ]);
  });

  it('refuses unknown, repeated or malformed widgets with a pt-BR 400 and saves nothing', async () => {
    const owner = await newCaller(app, database);
    const cases: [unknown, string][] = [
      [{ widgets: [{ id: 'clima', hidden: false }], version: 0 }, 'Widget desconhecido.'],
      [
        {
          widgets: [
            { id: 'inbox', hidden: false },
            { id: 'inbox', hidden: true },
          ],
          version: 0,
        },
        'Cada widget só pode aparecer uma vez.',
      ],
      [{ widgets: [{ id: 'inbox' }], version: 0 }, 'Informe se o widget está oculto.'],
      [{ widgets: 'inbox', version: 0 }, 'Informe os widgets como uma lista.'],
      [{ widgets: all(), version: -1 }, 'Versão inválida.'],
    ];
    for (const [body, message] of cases) {
      const res = await owner.put<{ message: string; code: string }>('/layout', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(expectStatus(await owner.get<DashboardLayout>('/layout'), 200).version).toBe(0);
  });

  it('tells the person’s other devices, skipping the tab that saved', async () => {
    const owner = await newCaller(app, database);
    const tab = owner.inTab();
    const watch = watchWorkspace(app, owner.workspaceId);
    const saved = expectStatus(
      await tab.put<DashboardLayout>('/layout', { widgets: all(['today']), version: 0 }),
      200,
    );
    expect(watch.published).toMatchObject([
      {
        entity: 'dashboard',
        type: 'updated',
        id: owner.userId,
        origin: tab.tab,
        data: { part: 'layout', userId: owner.userId, layout: saved },
      },
    ]);
  });
});
