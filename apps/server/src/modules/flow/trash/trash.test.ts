import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../platform/clock';
import { callerFor, expectStatus, testApp, testDatabase } from '../../../test/kit';
import { joinAs, newCaller } from '../testing';
import { flowActivity } from '../history/schema';
import { purgeTrash } from './service';

const database = testDatabase();
const app = await testApp();

type Detail = {
  id: string;
  code: string;
  title: string;
  status: string;
  fieldValues: Record<string, number>;
  assignees: { name: string }[];
  checklistItems: { id: string; text: string; done: boolean }[];
  version: number;
};
type Trashed = {
  id: string;
  code: string;
  title: string;
  deletedByName: string | null;
  deletedAt: string;
  purgeAt: string;
  checklistCount: number;
  commentCount: number;
};
type Comment = { id: string; body: string; authorName: string };

afterEach(() => vi.restoreAllMocks());

async function taskWithEverything() {
  const owner = await newCaller(app, database);
  const bruna = await joinAs(app, database, owner.workspaceId, 'editor', 'Bruna');
  const list = expectStatus(
    await owner.post<{ id: string }>('/lists', {
      name: 'L',
      fields: [{ key: 'horas', label: 'Horas' }],
    }),
    201,
  );
  const task = expectStatus(
    await owner.post<Detail>(`/lists/${list.id}/tasks`, {
      title: 'Relatório',
      status: 'doing',
      assigneeIds: [bruna.userId],
      fieldValues: { horas: 3 },
      checklist: ['Rascunho', 'Revisão'],
    }),
    201,
  );
  const first = task.checklistItems[0]!;
  expectStatus(await owner.patch(`/tasks/${task.id}/checklist/${first.id}`, { done: true }), 200);
  expectStatus(
    await bruna.post(`/tasks/${task.id}/comments`, { body: 'Comentário da Bruna' }),
    201,
  );
  const before = expectStatus(await owner.get<Detail>(`/tasks/${task.id}`), 200);
  const comments = expectStatus(
    await owner.get<{ items: Comment[] }>(`/tasks/${task.id}/comments`),
    200,
  ).items;
  return { owner, bruna, listId: list.id, task: before, comments };
}

describe('flow trash', () => {
  it('a deleted task waits in the trash and comes back with everything', async () => {
    const { owner, bruna, listId, task, comments } = await taskWithEverything();
    expectStatus(await bruna.del(`/tasks/${task.id}`), 200);
    expectStatus(await owner.get(`/tasks/${task.id}`), 404);

    const trash = expectStatus(
      await owner.get<{ items: Trashed[] }>(`/lists/${listId}/trash`),
      200,
    );
    expect(trash.items).toHaveLength(1);
    const entry = trash.items[0]!;
    expect(entry).toMatchObject({
      id: task.id,
      code: task.code,
      title: 'Relatório',
      deletedByName: 'Bruna',
      checklistCount: 2,
      commentCount: 1,
    });
    expect(Date.parse(entry.purgeAt) - Date.parse(entry.deletedAt)).toBe(30 * 86_400_000);

    const restored = expectStatus(await owner.post<Detail>(`/tasks/${task.id}/restore`), 200);
    expect(restored).toMatchObject({
      id: task.id,
      code: task.code,
      title: 'Relatório',
      status: 'doing',
      fieldValues: { horas: 3 },
      assignees: [{ name: 'Bruna' }],
      checklistItems: task.checklistItems.map(({ id, text, done }) => ({ id, text, done })),
    });
    expect(restored.version).toBeGreaterThan(task.version);
    const back = expectStatus(
      await owner.get<{ items: Comment[] }>(`/tasks/${task.id}/comments`),
      200,
    );
    expect(back.items).toEqual(comments);
    // Listed again in its column, out of the trash.
    const column = expectStatus(
      await owner.get<{ items: { id: string }[] }>(`/lists/${listId}/tasks?status=doing`),
      200,
    );
    expect(column.items.map((t) => t.id)).toEqual([task.id]);
    expect(
      expectStatus(await owner.get<{ items: Trashed[] }>(`/lists/${listId}/trash`), 200).items,
    ).toEqual([]);
    const again = await owner.post(`/tasks/${task.id}/restore`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ message: 'Tarefa não encontrada na lixeira.' });
  });

  it('is scoped: another workspace gets 404, an Observador 403', async () => {
    const { owner, listId, task } = await taskWithEverything();
    const viewer = await joinAs(app, database, owner.workspaceId, 'viewer');
    const stranger = await newCaller(app, database);
    expectStatus(await owner.del(`/tasks/${task.id}`), 200);
    expectStatus(await stranger.get(`/lists/${listId}/trash`), 404);
    expectStatus(await stranger.post(`/tasks/${task.id}/restore`), 404);
    expectStatus(await viewer.get(`/lists/${listId}/trash`), 200);
    expectStatus(await viewer.post(`/tasks/${task.id}/restore`), 403);
    expectStatus(await owner.get(`/tasks/${task.id}`), 404);
  });

  it("a deleted list takes its trash and its tasks' history with it", async () => {
    const { owner, listId, task } = await taskWithEverything();
    expectStatus(await owner.del(`/tasks/${task.id}`), 200);
    expectStatus(await owner.del(`/lists/${listId}`), 200);
    expectStatus(await owner.get(`/lists/${listId}/trash`), 404);
    expectStatus(await owner.post(`/tasks/${task.id}/restore`), 404);
    const left = await database.db
      .select()
      .from(flowActivity)
      .where(eq(flowActivity.entityId, task.id));
    expect(left).toEqual([]);
  });

  it('purges after 30 days, idempotently, with the history', async () => {
    const { owner, listId, task } = await taskWithEverything();
    const deletedAt = new Date('2026-10-01T12:00:00Z');
    vi.spyOn(clock, 'now').mockReturnValue(deletedAt);
    expectStatus(await owner.del(`/tasks/${task.id}`), 200);
    vi.restoreAllMocks();
    const trashed = async () =>
      expectStatus(await owner.get<{ items: Trashed[] }>(`/lists/${listId}/trash`), 200).items;

    await purgeTrash(app.ctx, new Date('2026-10-31T11:59:00Z')); // 29 days 23:59 later
    expect(await trashed()).toHaveLength(1);
    expect(await purgeTrash(app.ctx, new Date('2026-10-31T12:00:01Z'))).toBeGreaterThanOrEqual(1);
    expect(await trashed()).toEqual([]);
    expect(await purgeTrash(app.ctx, new Date('2026-10-31T12:00:01Z'))).toBe(0);
    expectStatus(await owner.post(`/tasks/${task.id}/restore`), 404);
    expectStatus(await owner.get(`/tasks/${task.id}/history`), 404);
  });

  it('keeps a trashed task’s nexos: hidden in the trash, back on restore, gone with the purge or the list', async () => {
    const owner = await newCaller(app, database);
    const api = callerFor(app, '/api/app', owner.token, owner);
    const listId = expectStatus(
      await owner.post<{ id: string }>('/lists', { name: 'Obras' }),
      201,
    ).id;
    const taskIn = async (title: string) =>
      expectStatus(await owner.post<{ id: string }>(`/lists/${listId}/tasks`, { title }), 201).id;
    const [kept, purged, withList] = [await taskIn('A'), await taskIn('B'), await taskIn('C')];
    const person = expectStatus(
      await api.post<{ id: string }>('/pessoa/pessoas', { name: 'Ana' }),
      201,
    ).id;
    for (const taskId of [kept, purged, withList])
      expectStatus(
        await api.post('/nexos', {
          from: { kind: 'tarefa', id: taskId },
          to: { kind: 'pessoa', id: person },
        }),
        201,
      );
    const linked = async () =>
      expectStatus(
        await api.get<{ links: { other: { id: string } }[] }>(`/nexos/pessoa/${person}`),
        200,
      )
        .links.map((l) => l.other.id)
        .sort();
    const stored = async (taskId: string) =>
      (await database.pool.query('select 1 from nexos where a_id = $1 or b_id = $1', [taskId]))
        .rowCount;

    const deletedAt = new Date('2026-10-01T12:00:00Z');
    vi.spyOn(clock, 'now').mockReturnValue(deletedAt);
    for (const taskId of [kept, purged]) expectStatus(await owner.del(`/tasks/${taskId}`), 200);
    vi.restoreAllMocks();
    // In the trash: not listed (the task resolves as missing), but kept.
    expect(await linked()).toEqual([withList]);
    expect([await stored(kept), await stored(purged)]).toEqual([1, 1]);

    expectStatus(await owner.post(`/tasks/${kept}/restore`), 200);
    expect(await linked()).toEqual([kept, withList].sort());
    expect(await stored(kept)).toBe(1);

    await purgeTrash(app.ctx, new Date('2026-10-31T12:00:01Z'));
    expect(await stored(purged)).toBe(0);
    expectStatus(await owner.del(`/tasks/${withList}`), 200);
    expectStatus(await owner.del(`/lists/${listId}`), 200);
    expect([await stored(kept), await stored(withList)]).toEqual([0, 0]);
  });
});
