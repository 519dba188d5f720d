import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '../../../platform/realtime';
import { testApp, testDatabase } from '../../../test/app';
import { expectStatus, newCaller } from './test-support';

const database = testDatabase();
const app = await testApp();
afterEach(() => vi.restoreAllMocks());

describe('flow realtime events', () => {
  it('publishes every create/update/delete after the commit, with the presented record', async () => {
    const owner = await newCaller(app, database);
    const published: RealtimeEvent[] = [];
    vi.spyOn(app.realtime, 'publish').mockImplementation(async (event) => {
      published.push(event);
    });
    const seen = () => published.splice(0).map((e) => `${e.entity}:${e.type}`);

    const list = expectStatus(await owner.post<{ id: string }>('/lists', { name: 'L' }), 201);
    expect(seen()).toEqual(['flow-list:created']);
    const task = expectStatus(
      await owner.post<{ id: string }>(`/lists/${list.id}/tasks`, { title: 'T' }),
      201,
    );
    expect(published[0]).toMatchObject({
      workspaceId: owner.workspaceId,
      entity: 'flow-task',
      id: task.id,
      data: { id: task.id, title: 'T' },
    });
    expect(seen()).toEqual(['flow-task:created']);
    expectStatus(await owner.post(`/tasks/${task.id}/move`, { status: 'doing' }), 200);
    expectStatus(await owner.post(`/tasks/${task.id}/checklist`, { text: 'c' }), 201);
    expectStatus(await owner.post(`/tasks/${task.id}/comments`, { body: 'oi' }), 201);
    expect(seen()).toEqual(['flow-task:moved', 'flow-task:updated', 'flow-task:comment-created']);

    const item = expectStatus(await owner.post<{ id: string }>('/items', { content: 'x' }), 201);
    expectStatus(
      await owner.post(`/items/${item.id}/process`, { action: 'do-now', listId: list.id }),
      200,
    );
    expect(seen()).toEqual(['flow-item:created', 'flow-item:updated', 'flow-task:created']);

    const process = expectStatus(
      await owner.post<{ id: string }>('/processes', { templateKey: 'sales-funnel' }),
      201,
    );
    const card = expectStatus(
      await owner.post<{ id: string }>(`/processes/${process.id}/cards`, { title: 'c' }),
      201,
    );
    expectStatus(await owner.del(`/cards/${card.id}`), 200);
    expectStatus(await owner.del(`/tasks/${task.id}`), 200);
    expectStatus(await owner.del(`/lists/${list.id}`), 200);
    expect(seen()).toEqual([
      'flow-process:created',
      'flow-card:created',
      'flow-card:deleted',
      'flow-task:deleted',
      'flow-list:deleted',
    ]);

    // Refused or rolled-back changes publish nothing.
    expect(
      (
        await owner.post('/lists', {
          name: 'X',
          formulas: [{ key: 'f', label: 'F', expression: '1/0' }],
        })
      ).status,
    ).toBe(400);
    expect((await owner.post(`/items/${item.id}/process`, { action: 'trash' })).status).toBe(409);
    expect(seen()).toEqual([]);
  });
});
