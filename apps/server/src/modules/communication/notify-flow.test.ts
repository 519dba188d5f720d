import { describe, expect, it } from 'vitest';
import { expectStatus, testApp, testDatabase } from '../../test/kit';
import { digestItemsOf, flowApi, inboxOf, setPrefs } from './notify-testing';

const database = testDatabase();
const app = await testApp();

/** Ana (Principal) with Bruna and Carlos in her workspace, and Davi in a workspace of his own. */
async function team() {
  const ana = await flowApi.newCaller(app, database);
  const bruna = await flowApi.joinAs(app, database, ana.workspaceId, 'editor', 'Bruna Lima');
  const carlos = await flowApi.joinAs(app, database, ana.workspaceId, 'editor', 'Carlos Dias');
  const davi = await flowApi.newCaller(app, database);
  const listId = expectStatus(await ana.post<{ id: string }>('/lists', { name: 'Obras' }), 201).id;
  const task = async (title: string, assigneeIds: string[] = []) =>
    expectStatus(
      await ana.post<{ id: string }>(`/lists/${listId}/tasks`, { title, assigneeIds }),
      201,
    ).id;
  return { ana, bruna, carlos, davi, listId, task };
}

describe('notifications from flow events', () => {
  it('assigning a task tells each new assignee once, never the actor nor anyone else', async () => {
    const { ana, bruna, carlos, davi, listId, task } = await team();
    const taskId = await task('Pintar a <b>fachada</b>', [ana.userId, bruna.userId]);

    const [toBruna, ...more] = await inboxOf(app, bruna.userId);
    expect(more).toHaveLength(0);
    expect(toBruna).toMatchObject({
      workspaceId: ana.workspaceId,
      kind: 'task',
      title: 'Pessoa Teste atribuiu a você a tarefa “Pintar a <b>fachada</b>”',
      body: 'Pintar a <b>fachada</b>',
      link: `/flow/lista/${listId}?tarefa=${taskId}`,
    });
    expect(await inboxOf(app, ana.userId)).toHaveLength(0);
    expect(await inboxOf(app, carlos.userId)).toHaveLength(0);
    expect(await inboxOf(app, davi.userId)).toHaveLength(0);

    // An edit tells only whoever it adds: Bruna was already there.
    const detail = expectStatus(await ana.get<{ version: number }>(`/tasks/${taskId}`), 200);
    expectStatus(
      await ana.patch(`/tasks/${taskId}`, {
        assigneeIds: [ana.userId, bruna.userId, carlos.userId],
        version: detail.version,
      }),
      200,
    );
    expect(await inboxOf(app, bruna.userId)).toHaveLength(1);
    expect((await inboxOf(app, carlos.userId)).map((n) => n.title)).toEqual([
      'Pessoa Teste atribuiu a você a tarefa “Pintar a <b>fachada</b>”',
    ]);
  });

  it('many assignments together become one notification that counts them', async () => {
    const { bruna, task } = await team();
    await task('Um', [bruna.userId]);
    await task('Dois', [bruna.userId]);
    await task('Três', [bruna.userId]);
    const inbox = await inboxOf(app, bruna.userId);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      title: 'Pessoa Teste atribuiu 3 tarefas a você',
      body: 'Três',
      groupCount: 3,
    });
    // Once read, the next one starts a new notification.
    await app.database.pool.query('update notifications set read_at = now() where id = $1', [
      inbox[0]!.id,
    ]);
    await task('Quatro', [bruna.userId]);
    expect((await inboxOf(app, bruna.userId)).map((n) => n.title)).toEqual([
      'Pessoa Teste atribuiu a você a tarefa “Quatro”',
      'Pessoa Teste atribuiu 3 tarefas a você',
    ]);
  });

  it('a comment tells the task’s people and mentions tell the mentioned, not the author', async () => {
    const { ana, bruna, carlos, davi, listId, task } = await team();
    const taskId = await task('Orçamento', [bruna.userId]);
    const before = (await inboxOf(app, bruna.userId)).length;
    const carlosFlow = carlos;
    expectStatus(
      await carlosFlow.post(`/tasks/${taskId}/comments`, {
        body: 'Oi @bruna lima, veja com @Carlos Dias e @Davi. Meu e-mail: x@y.com',
      }),
      201,
    );
    // Bruna (assignee) is mentioned: one mention, not also "commented".
    const bruna1 = await inboxOf(app, bruna.userId);
    expect(bruna1).toHaveLength(before + 1);
    expect(bruna1[0]).toMatchObject({
      kind: 'mention',
      title: 'Carlos Dias mencionou você em “Orçamento”',
      body: 'Oi @bruna lima, veja com @Carlos Dias e @Davi. Meu e-mail: x@y.com',
      link: `/flow/lista/${listId}?tarefa=${taskId}`,
    });
    // Ana created the task: she hears of the comment.
    expect((await inboxOf(app, ana.userId)).map((n) => [n.kind, n.title])).toEqual([
      ['task', 'Carlos Dias comentou em “Orçamento”'],
    ]);
    // The author mentioned himself: nothing. Davi is not a member: nothing.
    expect(await inboxOf(app, carlos.userId)).toHaveLength(0);
    expect(await inboxOf(app, davi.userId)).toHaveLength(0);

    // More comments within minutes: one notification that counts them.
    expectStatus(await carlos.post(`/tasks/${taskId}/comments`, { body: 'Mais um.' }), 201);
    expectStatus(await carlos.post(`/tasks/${taskId}/comments`, { body: 'E outro.' }), 201);
    const anaInbox = await inboxOf(app, ana.userId);
    expect(anaInbox).toHaveLength(1);
    expect(anaInbox[0]).toMatchObject({ title: '3 comentários em “Orçamento”', body: 'E outro.' });
    // Bruna, assignee, hears of the two unmentioned comments (grouped).
    expect((await inboxOf(app, bruna.userId))[0]).toMatchObject({
      kind: 'task',
      title: '2 comentários em “Orçamento”',
    });
    // Ana's own comment tells Bruna and Carlos? Carlos is not the task's: only Bruna.
    expectStatus(await ana.post(`/tasks/${taskId}/comments`, { body: 'Ok!' }), 201);
    expect(await inboxOf(app, ana.userId)).toHaveLength(1);
    expect(await inboxOf(app, carlos.userId)).toHaveLength(0);
  });

  it('someone who left the workspace hears nothing more of its tasks', async () => {
    const { ana, bruna, task } = await team();
    const taskId = await task('Antiga', [bruna.userId]);
    await app.database.pool.query(
      'delete from memberships where workspace_id = $1 and user_id = $2',
      [ana.workspaceId, bruna.userId],
    );
    expectStatus(await ana.post(`/tasks/${taskId}/comments`, { body: 'Oi @Bruna Lima' }), 201);
    expect((await inboxOf(app, bruna.userId)).map((n) => n.title)).toEqual([
      'Pessoa Teste atribuiu a você a tarefa “Antiga”',
    ]);
  });

  it('preferences: switched off, nothing; e-mail only, no bell but a digest item', async () => {
    const { bruna, carlos, task } = await team();
    await setPrefs(app, bruna, (p) => (p.assigned = { inApp: false, email: false }));
    await setPrefs(app, carlos, (p) => (p.assigned = { inApp: false, email: true }));
    await task('Silenciosa', [bruna.userId, carlos.userId]);
    expect(await inboxOf(app, bruna.userId)).toHaveLength(0);
    expect(await digestItemsOf(app, bruna.userId)).toHaveLength(0);
    expect(await inboxOf(app, carlos.userId)).toHaveLength(0);
    expect(await digestItemsOf(app, carlos.userId)).toMatchObject([
      { title: 'Pessoa Teste atribuiu a você a tarefa “Silenciosa”', notificationId: null },
    ]);
  });
});
