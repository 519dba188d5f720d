import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../platform/identity/schema';
import { expectStatus, mailsTo, testApp, testDatabase } from '../../test/kit';
import { DIGEST_DELAY_MS, DIGEST_PERIOD_MS, sendDigests } from './digest';
import { notifyDueSoon } from './due-soon-job';
import { MARKS_KEPT_MS, purgeNotificationLeftovers } from './purge';
import { digestItemsOf, flowApi, inboxOf, setPrefs } from './notify-testing';

const database = testDatabase();
const app = await testApp();
const deps = () => ({ ctx: app.ctx, mailer: app.mailer, appUrl: 'http://localhost:3000' });
const emailOf = async (userId: string) =>
  (await database.db.select().from(users).where(eq(users.id, userId)))[0]!.email;

async function team() {
  const ana = await flowApi.newCaller(app, database);
  const bruna = await flowApi.joinAs(app, database, ana.workspaceId, 'editor', 'Bruna Lima');
  const listId = expectStatus(await ana.post<{ id: string }>('/lists', { name: 'Obras' }), 201).id;
  const task = async (body: Record<string, unknown>) =>
    expectStatus(await ana.post<{ id: string }>(`/lists/${listId}/tasks`, body), 201).id;
  return { ana, bruna, listId, task };
}

describe('tasks due within 24 hours', () => {
  // Far in the future: no other test's tasks fall in the window.
  const now = new Date('2091-03-10T12:00:00Z');
  const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();

  it('tells the assignees (else the creator) once per deadline, only of open tasks in the window', async () => {
    const { ana, bruna, listId, task } = await team();
    const due = await task({
      title: 'Entregar laudo',
      dueAt: inHours(5),
      assigneeIds: [bruna.userId],
    });
    await task({ title: 'Sem responsável', dueAt: inHours(23) });
    await task({ title: 'Depois', dueAt: inHours(30), assigneeIds: [bruna.userId] });
    await task({ title: 'Feita', dueAt: inHours(2), status: 'done', assigneeIds: [bruna.userId] });
    const brunaBefore = (await inboxOf(app, bruna.userId)).length;

    expect(await notifyDueSoon(app.ctx, now)).toBeGreaterThanOrEqual(2);
    const inbox = await inboxOf(app, bruna.userId);
    expect(inbox).toHaveLength(brunaBefore + 1);
    expect(inbox[0]).toMatchObject({
      kind: 'task',
      title: 'A tarefa “Entregar laudo” vence em menos de 24 horas',
      body: 'Entregar laudo — prazo 10/03/2091, 14:00',
      link: `/flow/lista/${listId}?tarefa=${due}`,
    });
    expect((await inboxOf(app, ana.userId)).map((n) => n.title)).toEqual([
      'A tarefa “Sem responsável” vence em menos de 24 horas',
    ]);

    // Again (another instance, the next run): nothing new.
    await notifyDueSoon(app.ctx, now);
    await Promise.all([notifyDueSoon(app.ctx, now), notifyDueSoon(app.ctx, now)]);
    const again = await inboxOf(app, bruna.userId);
    expect(again).toHaveLength(brunaBefore + 1);
    // Not even folded into the first one ("2 tarefas vencem…").
    expect(again[0]).toMatchObject({ id: inbox[0]!.id, title: inbox[0]!.title, groupCount: 1 });
    expect(await inboxOf(app, ana.userId)).toMatchObject([{ groupCount: 1 }]);

    // A week after, the marks go; the deadlines are long past, so nobody hears again.
    const weekLater = new Date(Date.now() + MARKS_KEPT_MS + 60_000);
    expect((await purgeNotificationLeftovers(app.ctx, weekLater)).marks).toBeGreaterThanOrEqual(2);
    const { rows } = await database.pool.query(
      `select 1 from notification_marks where key like $1`,
      [`task-due:${due}:%`],
    );
    expect(rows).toHaveLength(0);
  });
});

describe('e-mail digest', () => {
  it('one mail per person per period lists the unread pending items, names escaped', async () => {
    const { ana, bruna, listId, task } = await team();
    const carlos = await flowApi.joinAs(app, database, ana.workspaceId, 'editor', 'Carlos Dias');
    const taskId = await task({ title: 'Pintar <b>fachada</b>', assigneeIds: [bruna.userId] });
    expectStatus(await ana.post(`/tasks/${taskId}/comments`, { body: 'Veja @Bruna Lima' }), 201);
    const other = await task({ title: 'Outra', assigneeIds: [ana.userId, bruna.userId] });
    await setPrefs(app, bruna, (p) => (p['task-comment'] = { inApp: true, email: false }));
    expectStatus(await ana.post(`/tasks/${other}/comments`, { body: 'Sem e-mail' }), 201);
    const byCarlos = (title: string) =>
      carlos.post(`/lists/${listId}/tasks`, { title, assigneeIds: [bruna.userId] });
    expectStatus(await byCarlos('Já vista'), 201);
    // Read in the app before the digest: left out of it.
    await database.pool.query(
      `update notifications set read_at = now() where user_id = $1 and title like 'Carlos%'`,
      [bruna.userId],
    );
    expect((await inboxOf(app, bruna.userId)).map((n) => n.title)).toEqual([
      'Carlos Dias atribuiu a você a tarefa “Já vista”',
      'Pessoa Teste comentou em “Outra”',
      'Pessoa Teste atribuiu 2 tarefas a você',
      'Pessoa Teste mencionou você em “Pintar <b>fachada</b>”',
    ]);
    // The grouped assignments, the mention and Carlos's wait; the comment (e-mail off) does not.
    expect(await digestItemsOf(app, bruna.userId)).toHaveLength(3);

    const email = await emailOf(bruna.userId);
    const digests = async () =>
      (await mailsTo(app, email)).filter((m) => m.subject.startsWith('Orbita:'));
    // Not before the items are 10 minutes old (seen live, maybe).
    expect(await sendDigests(deps(), { only: [bruna.userId] })).toBe(0);
    const at = new Date(Date.now() + DIGEST_DELAY_MS + 60_000);
    expect(await sendDigests(deps(), { now: at, only: [bruna.userId] })).toBe(1);
    const [mail, ...none] = await digests();
    expect(none).toHaveLength(0);
    expect(mail!.subject).toBe('Orbita: 2 novidades para você');
    expect(mail!.text).toContain('Pessoa Teste atribuiu 2 tarefas a você');
    expect(mail!.text).toContain('Pessoa Teste mencionou você em “Pintar <b>fachada</b>”');
    expect(mail!.text).toContain(`http://localhost:3000/flow/lista/`);
    expect(mail!.text).not.toContain('Já vista');
    expect(mail!.html).toContain('mencionou você em “Pintar &lt;b&gt;fachada&lt;/b&gt;”');
    expect(mail!.html).not.toContain('<b>fachada');

    // A new one within the period waits for the next period, then goes alone.
    expectStatus(await byCarlos('Nova'), 201);
    expect(await sendDigests(deps(), { now: at, only: [bruna.userId] })).toBe(0);
    const later = new Date(at.getTime() + DIGEST_PERIOD_MS + 1);
    expect(await sendDigests(deps(), { now: later, only: [bruna.userId] })).toBe(1);
    expect(await sendDigests(deps(), { now: later, only: [bruna.userId] })).toBe(0);
    const [second] = await digests();
    expect(second!.subject).toBe('Orbita: 1 novidade para você');
    expect(second!.text).toContain('Carlos Dias atribuiu a você a tarefa “Nova”');
    expect(await digests()).toHaveLength(2);
  });
});
