import { describe, expect, it } from 'vitest';
import { expectStatus, testApp, testDatabase, watchWorkspace } from '../../../test/kit';
import { newCaller } from '../testing';

const database = testDatabase();
const app = await testApp();

describe('flow realtime and domain events', () => {
  it('each write emits its events and publishes the presented record after the commit', async () => {
    const owner = await newCaller(app, database);
    const { published, seen, emitted } = watchWorkspace(app, owner.workspaceId);

    const list = expectStatus(await owner.post<{ id: string }>('/lists', { name: 'L' }), 201);
    expect(seen()).toEqual(['flow-list:created']);
    expect(emitted()).toEqual(['flow.list.created']);
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
    expect(emitted()).toEqual(['flow.task.created']);
    expectStatus(await owner.post(`/tasks/${task.id}/move`, { status: 'doing' }), 200);
    expectStatus(await owner.post(`/tasks/${task.id}/checklist`, { text: 'c' }), 201);
    expectStatus(await owner.post(`/tasks/${task.id}/comments`, { body: 'oi' }), 201);
    expect(seen()).toEqual(['flow-task:moved', 'flow-task:updated', 'flow-task:comment-created']);
    expect(emitted()).toEqual([
      'flow.task.moved',
      'flow.checklist-item.created',
      'flow.comment.created',
    ]);
    expectStatus(await owner.patch(`/tasks/${task.id}`, { status: 'done' }), 200);
    expect(seen()).toEqual(['flow-task:updated']);
    expect(emitted()).toEqual(['flow.task.updated', 'flow.task.completed']);

    const item = expectStatus(await owner.post<{ id: string }>('/items', { content: 'x' }), 201);
    expectStatus(
      await owner.post(`/items/${item.id}/process`, { action: 'do-now', listId: list.id }),
      200,
    );
    expect(seen()).toEqual(['flow-item:created', 'flow-item:updated', 'flow-task:created']);
    expect(emitted()).toEqual([
      'flow.inbox-item.captured',
      'flow.task.created',
      'flow.task.completed',
      'flow.inbox-item.processed',
    ]);

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
    expect(emitted()).toEqual([
      'flow.process.created',
      'flow.card.created',
      'flow.card.deleted',
      'flow.task.deleted',
      'flow.list.deleted',
    ]);

    // Refused or rolled-back changes publish and emit nothing.
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
    expect(emitted()).toEqual([]);
  });

  it('carries the asking tab as the origin of the event and of the realtime change', async () => {
    const owner = await newCaller(app, database);
    const { published, events } = watchWorkspace(app, owner.workspaceId);
    const inTab = owner.inTab();
    const { tab } = inTab;
    const list = expectStatus(await inTab.post<{ id: string }>('/lists', { name: 'Da aba' }), 201);

    expect(events).toEqual([
      {
        event: {
          name: 'flow.list.created',
          payload: { workspaceId: owner.workspaceId, actorId: owner.userId, listId: list.id },
        },
        origin: tab,
      },
    ]);
    expect(published).toEqual([
      {
        type: 'created',
        workspaceId: owner.workspaceId,
        entity: 'flow-list',
        id: list.id,
        data: list,
        origin: tab,
      },
    ]);
  });
});
