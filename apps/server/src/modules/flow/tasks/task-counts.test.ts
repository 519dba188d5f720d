import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectStatus, testApp, testDatabase } from '../../../test/kit';
import { newCaller } from '../testing';
import { flowChecklistItems, flowTasks } from './schema';

const database = testDatabase();
const app = await testApp();

type Counts = { checklist: { done: number; total: number }; commentCount: number };
type Page = { items: (Counts & { id: string })[] };
type Item = { id: string };

/**
 * The list page reads the checklist and comment counts the triggers of migration 0048 keep on
 * the task row; the task's own page still counts the items. Both must always agree.
 */
async function setup() {
  const owner = await newCaller(app, database);
  const listId = expectStatus(
    await owner.post<{ id: string }>('/lists', { name: 'Contas' }),
    201,
  ).id;
  const taskId = expectStatus(
    await owner.post<{ id: string }>(`/lists/${listId}/tasks`, { title: 'T', checklist: ['a'] }),
    201,
  ).id;
  const counts = async () => {
    const page = expectStatus(await owner.get<Page>(`/lists/${listId}/tasks`), 200);
    const inList = page.items.find((t) => t.id === taskId)!;
    const detail = expectStatus(await owner.get<Counts>(`/tasks/${taskId}`), 200);
    const listed = { checklist: inList.checklist, commentCount: inList.commentCount };
    expect(listed).toEqual({ checklist: detail.checklist, commentCount: detail.commentCount });
    return listed;
  };
  return { owner, listId, taskId, counts };
}

describe('task counts kept on the row (list page badges)', () => {
  it('follow adding, ticking, unticking and deleting items and comments', async () => {
    const { owner, taskId, counts } = await setup();
    expect(await counts()).toEqual({ checklist: { done: 0, total: 1 }, commentCount: 0 });
    const b = expectStatus(
      await owner.post<Item>(`/tasks/${taskId}/checklist`, { text: 'b' }),
      201,
    );
    const c = expectStatus(
      await owner.post<Item>(`/tasks/${taskId}/checklist`, { text: 'c' }),
      201,
    );
    expectStatus(await owner.patch(`/tasks/${taskId}/checklist/${b.id}`, { done: true }), 200);
    expectStatus(await owner.patch(`/tasks/${taskId}/checklist/${c.id}`, { done: true }), 200);
    expect(await counts()).toEqual({ checklist: { done: 2, total: 3 }, commentCount: 0 });
    expectStatus(await owner.patch(`/tasks/${taskId}/checklist/${c.id}`, { text: 'cê' }), 200);
    expectStatus(await owner.patch(`/tasks/${taskId}/checklist/${b.id}`, { done: false }), 200);
    expectStatus(await owner.del(`/tasks/${taskId}/checklist/${c.id}`), 200);
    expect(await counts()).toEqual({ checklist: { done: 0, total: 2 }, commentCount: 0 });
    const first = expectStatus(
      await owner.post<Item>(`/tasks/${taskId}/comments`, { body: 'Primeiro' }),
      201,
    );
    expectStatus(await owner.post(`/tasks/${taskId}/comments`, { body: 'Segundo' }), 201);
    expectStatus(
      await owner.patch(`/tasks/${taskId}/comments/${first.id}`, { body: 'Editado' }),
      200,
    );
    expect(await counts()).toEqual({ checklist: { done: 0, total: 2 }, commentCount: 2 });
    expectStatus(await owner.del(`/tasks/${taskId}/comments/${first.id}`), 200);
    expect(await counts()).toEqual({ checklist: { done: 0, total: 2 }, commentCount: 1 });
  });

  it('lose nothing when many items arrive at once, and come back right with a restored task', async () => {
    const { owner, taskId, counts } = await setup();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        owner.post(`/tasks/${taskId}/checklist`, { text: `item ${i}` }),
      ).concat(
        Array.from({ length: 8 }, (_, i) =>
          owner.post(`/tasks/${taskId}/comments`, { body: `comentário ${i}` }),
        ),
      ),
    );
    // Every writer locks the task before touching its items (a comment that took the lock only
    // in the count's trigger deadlocked against the checklist: 503s here).
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(await counts()).toEqual({ checklist: { done: 0, total: 13 }, commentCount: 8 });
    // A restore inserts the snapshot's row (with its old counts) and then its items again.
    expectStatus(await owner.del(`/tasks/${taskId}`), 200);
    expectStatus(await owner.post(`/tasks/${taskId}/restore`, {}), 200);
    expect(await counts()).toEqual({ checklist: { done: 0, total: 13 }, commentCount: 8 });
  });

  it('are written by the triggers only: a bulk insert counts, a direct write changes nothing', async () => {
    const { taskId, counts } = await setup();
    const { db } = database;
    const [task] = await db.select().from(flowTasks).where(eq(flowTasks.id, taskId));
    await db.insert(flowChecklistItems).values(
      ['x', 'y', 'z'].map((text, i) => ({
        workspaceId: task!.workspaceId,
        taskId,
        text,
        done: i > 0,
        rank: `b${i}`,
      })),
    );
    await db
      .update(flowTasks)
      .set({ checklistTotal: 99, commentCount: 7, title: 'Renomeada' })
      .where(eq(flowTasks.id, taskId));
    expect(await counts()).toEqual({ checklist: { done: 2, total: 4 }, commentCount: 0 });
    await db.execute(sql`update flow_checklist_items set done = true where task_id = ${taskId}`);
    expect(await counts()).toEqual({ checklist: { done: 4, total: 4 }, commentCount: 0 });
    // A row written whole (a copy, a restore) starts with no items, whatever counts it carries.
    const { statusRank: _s, priorityRank: _p, ...copy } = task!;
    const [inserted] = await db
      .insert(flowTasks)
      .values({
        ...copy,
        id: randomUUID(),
        number: task!.number + 100,
        code: `${task!.code}-COPIA`,
        rank: 'z0',
        checklistDone: 2,
        checklistTotal: 4,
        commentCount: 3,
      })
      .returning();
    expect(inserted).toMatchObject({ checklistDone: 0, checklistTotal: 0, commentCount: 0 });
  });
});
