import { describe, expect, it } from 'vitest';
import { expectStatus, testApp, testDatabase } from '../../../test/kit';
import { joinAs, newCaller } from '../testing';

const database = testDatabase();
const app = await testApp();

type Item = { id: string; text: string; done: boolean; rank: string };
type Comment = { id: string; authorId: string; authorName: string; body: string; edited: boolean };
type Detail = {
  checklist: { done: number; total: number };
  checklistItems: Item[];
  commentCount: number;
};

async function setup() {
  const owner = await newCaller(app, database);
  const listId = expectStatus(await owner.post<{ id: string }>('/lists', { name: 'L' }), 201).id;
  const taskId = expectStatus(
    await owner.post<{ id: string }>(`/lists/${listId}/tasks`, { title: 'T' }),
    201,
  ).id;
  return { owner, taskId };
}

describe('tasks: checklist', () => {
  it('adds, ticks, renames, reorders and deletes items', async () => {
    const { owner, taskId } = await setup();
    const [a, b, c] = [
      expectStatus(await owner.post<Item>(`/tasks/${taskId}/checklist`, { text: 'Um' }), 201),
      expectStatus(await owner.post<Item>(`/tasks/${taskId}/checklist`, { text: 'Dois' }), 201),
      expectStatus(await owner.post<Item>(`/tasks/${taskId}/checklist`, { text: 'Três' }), 201),
    ];
    expect(
      expectStatus(
        await owner.patch<Item>(`/tasks/${taskId}/checklist/${b!.id}`, {
          done: true,
          text: 'Dois!',
        }),
        200,
      ),
    ).toMatchObject({ done: true, text: 'Dois!' });
    expectStatus(
      await owner.post(`/tasks/${taskId}/checklist/${c!.id}/move`, { beforeId: a!.id }),
      200,
    );
    let detail = expectStatus(await owner.get<Detail>(`/tasks/${taskId}`), 200);
    expect(detail.checklistItems.map((i) => i.text)).toEqual(['Três', 'Um', 'Dois!']);
    expect(detail.checklist).toEqual({ done: 1, total: 3 });
    expectStatus(await owner.del(`/tasks/${taskId}/checklist/${a!.id}`), 200);
    expectStatus(await owner.del(`/tasks/${taskId}/checklist/${a!.id}`), 404);
    detail = expectStatus(await owner.get<Detail>(`/tasks/${taskId}`), 200);
    expect(detail.checklistItems.map((i) => i.text)).toEqual(['Três', 'Dois!']);
    const empty = await owner.post(`/tasks/${taskId}/checklist`, { text: '  ' });
    expect(empty.body).toMatchObject({ fields: { text: 'Escreva o item.' } });
  });

  it('an item of another task (or workspace) answers 404', async () => {
    const first = await setup();
    const second = await setup();
    const item = expectStatus(
      await first.owner.post<Item>(`/tasks/${first.taskId}/checklist`, { text: 'Meu' }),
      201,
    );
    const sameOwnerOtherTask = expectStatus(
      await first.owner.post<{ id: string }>(
        `/lists/${(await first.owner.get<{ items: { id: string }[] }>('/lists')).body.items[0]!.id}/tasks`,
        { title: 'Outra' },
      ),
      201,
    );
    expect(
      (
        await first.owner.patch(`/tasks/${sameOwnerOtherTask.id}/checklist/${item.id}`, {
          done: true,
        })
      ).status,
    ).toBe(404);
    expect(
      (await second.owner.patch(`/tasks/${first.taskId}/checklist/${item.id}`, { done: true }))
        .status,
    ).toBe(404);
    expect((await second.owner.del(`/tasks/${first.taskId}/checklist/${item.id}`)).status).toBe(
      404,
    );
  });
});

describe('tasks: comments', () => {
  it('lists oldest first with pages; authors edit and delete their own only', async () => {
    const { owner, taskId } = await setup();
    const colleague = await joinAs(app, database, owner.workspaceId, 'editor', 'Carla');
    const admin = await joinAs(app, database, owner.workspaceId, 'admin', 'Dora');
    const mine = expectStatus(
      await owner.post<Comment>(`/tasks/${taskId}/comments`, { body: ' Primeiro ' }),
      201,
    );
    expect(mine).toMatchObject({
      authorId: owner.userId,
      authorName: 'Pessoa Teste',
      body: 'Primeiro',
      edited: false,
    });
    const theirs = expectStatus(
      await colleague.post<Comment>(`/tasks/${taskId}/comments`, { body: 'Segundo' }),
      201,
    );
    expectStatus(await owner.post(`/tasks/${taskId}/comments`, { body: 'Terceiro' }), 201);

    const first = expectStatus(
      await owner.get<{ items: Comment[]; nextCursor: string }>(
        `/tasks/${taskId}/comments?limit=2`,
      ),
      200,
    );
    expect(first.items.map((c) => c.body)).toEqual(['Primeiro', 'Segundo']);
    const rest = expectStatus(
      await owner.get<{ items: Comment[]; nextCursor: null }>(
        `/tasks/${taskId}/comments?limit=2&cursor=${first.nextCursor}`,
      ),
      200,
    );
    expect(rest).toMatchObject({ items: [{ body: 'Terceiro' }], nextCursor: null });
    expect(expectStatus(await owner.get<Detail>(`/tasks/${taskId}`), 200).commentCount).toBe(3);

    const edited = expectStatus(
      await owner.patch<Comment>(`/tasks/${taskId}/comments/${mine.id}`, {
        body: 'Primeiro (editado)',
      }),
      200,
    );
    expect(edited).toMatchObject({ body: 'Primeiro (editado)', edited: true });
    const notMine = await owner.patch(`/tasks/${taskId}/comments/${theirs.id}`, { body: 'Hack' });
    expect(notMine.status).toBe(403);
    expect(notMine.body).toMatchObject({ message: 'Só quem escreveu o comentário pode editá-lo.' });
    const otherEditor = await joinAs(app, database, owner.workspaceId, 'editor', 'Eva');
    expect((await otherEditor.del(`/tasks/${taskId}/comments/${theirs.id}`)).body).toMatchObject({
      message: 'Só quem escreveu o comentário pode excluí-lo.',
    });
    expectStatus(await colleague.del(`/tasks/${taskId}/comments/${theirs.id}`), 200);
    // An Admin may remove anyone's comment (moderation).
    expectStatus(await admin.del(`/tasks/${taskId}/comments/${mine.id}`), 200);
    expectStatus(await admin.del(`/tasks/${taskId}/comments/${mine.id}`), 404);
    expect(
      expectStatus(
        await owner.get<{ items: Comment[] }>(`/tasks/${taskId}/comments`),
        200,
      ).items.map((c) => c.body),
    ).toEqual(['Terceiro']);
  });
});
