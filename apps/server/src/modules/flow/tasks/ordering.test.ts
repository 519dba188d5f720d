import { describe, expect, it } from 'vitest';
import { expectStatus, testApp, testDatabase } from '../../../test/kit';
import { newCaller } from '../testing';

const database = testDatabase();
const app = await testApp();

type Task = { id: string; status: string; rank: string };
const columns = ['todo', 'doing', 'done'] as const;

/** A small seeded generator, so a failure replays the same moves. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % n;
  };
}

describe('tasks: fractional ordering', () => {
  it('keeps a total order equal to a model after 1,000 random moves (one row per move)', async () => {
    const owner = await newCaller(app, database);
    const listId = expectStatus(
      await owner.post<{ id: string }>('/lists', { name: 'Kanban' }),
      201,
    ).id;
    const model: Record<(typeof columns)[number], string[]> = { todo: [], doing: [], done: [] };
    for (let i = 0; i < 24; i++) {
      const status = columns[i % 3]!;
      const task = expectStatus(
        await owner.post<Task>(`/lists/${listId}/tasks`, { title: `T${i}`, status }),
        201,
      );
      model[status].push(task.id);
    }
    const readBack = async () => {
      const page = expectStatus(
        await owner.get<{ items: Task[] }>(`/lists/${listId}/tasks?sort=order&limit=100`),
        200,
      );
      const got: Record<string, string[]> = { todo: [], doing: [], done: [] };
      for (const t of page.items) got[t.status]!.push(t.id);
      // The ranks read back are strictly increasing inside each column: a total order.
      for (const status of columns) {
        const ranks = page.items.filter((t) => t.status === status).map((t) => t.rank);
        expect(ranks.every((r, i) => i === 0 || ranks[i - 1]! < r)).toBe(true);
      }
      return got;
    };

    const pick = random(20250312);
    for (let move = 0; move < 1000; move++) {
      const from = columns[pick(3)]!;
      if (model[from].length === 0) continue;
      const id = model[from].splice(pick(model[from].length), 1)[0]!;
      const to = columns[pick(3)]!;
      const target = model[to];
      const at = pick(target.length + 1);
      const afterId = target[at - 1] ?? null;
      const beforeId = target[at] ?? null;
      // Clients may send both neighbours, only one, or none (= last); all must land in the same place.
      const style = pick(3);
      const body =
        style === 0
          ? { status: to, afterId, beforeId }
          : style === 1
            ? afterId
              ? { status: to, afterId }
              : { status: to, beforeId }
            : beforeId
              ? { status: to, beforeId }
              : { status: to };
      const moved = expectStatus(await owner.post<Task>(`/tasks/${id}/move`, body), 200);
      expect(moved.status).toBe(to);
      target.splice(at, 0, id);
      if (move % 250 === 249) expect(await readBack()).toEqual(model);
    }
    expect(await readBack()).toEqual(model);
  }, 120_000);

  it('refuses neighbours from another column or itself, and a stale pair', async () => {
    const owner = await newCaller(app, database);
    const listId = expectStatus(await owner.post<{ id: string }>('/lists', { name: 'K' }), 201).id;
    const a = expectStatus(await owner.post<Task>(`/lists/${listId}/tasks`, { title: 'A' }), 201);
    const b = expectStatus(await owner.post<Task>(`/lists/${listId}/tasks`, { title: 'B' }), 201);
    const c = expectStatus(
      await owner.post<Task>(`/lists/${listId}/tasks`, { title: 'C', status: 'doing' }),
      201,
    );
    const other = await owner.post(`/tasks/${a.id}/move`, { status: 'todo', afterId: c.id });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({
      message: 'O vizinho informado não está nesta coluna. Recarregue e tente de novo.',
    });
    expectStatus(await owner.post(`/tasks/${a.id}/move`, { status: 'todo', afterId: a.id }), 400);
    const reversed = await owner.post(`/tasks/${c.id}/move`, {
      status: 'todo',
      afterId: b.id,
      beforeId: a.id,
    });
    expect(reversed.status).toBe(409);
    expect(reversed.body).toMatchObject({
      message: 'A ordem mudou enquanto você arrastava. Recarregue e tente de novo.',
    });
    // Moving B before A writes B only (every other row keeps its rank and update time).
    const rows = async () =>
      database.pool.query<{ id: string; rank: string; updated_at: Date }>(
        'select id, rank, updated_at from flow_tasks where list_id = $1 order by id',
        [listId],
      );
    const before = (await rows()).rows;
    expectStatus(await owner.post(`/tasks/${b.id}/move`, { status: 'todo', beforeId: a.id }), 200);
    const after = (await rows()).rows;
    expect(
      after
        .filter(
          (r, i) =>
            r.rank !== before[i]!.rank ||
            r.updated_at.getTime() !== before[i]!.updated_at.getTime(),
        )
        .map((r) => r.id),
    ).toEqual([b.id]);
    const page = expectStatus(
      await owner.get<{ items: Task[] }>(`/lists/${listId}/tasks?status=todo`),
      200,
    );
    expect(page.items.map((t) => t.id)).toEqual([b.id, a.id]);
  });
});
