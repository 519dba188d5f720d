import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiClient, testApp, testDatabase, type Caller } from '../../../test/kit';
import { action, envFor, expectPermanent, previewAction, runAction } from './action-testing';

const database = testDatabase();
const app = await testApp();
const flow = apiClient('/api/app/flow');

/** Ana (Principal, the agent's creator), Bruna (Admin), Carlos (Editor); Davi elsewhere. */
async function team() {
  const ana = await flow.newCaller(app, database);
  const bruna = await flow.joinAs(app, database, ana.workspaceId, 'admin', 'Bruna');
  const carlos = await flow.joinAs(app, database, ana.workspaceId, 'editor', 'Carlos');
  const davi = await flow.newCaller(app, database);
  return { ana, bruna, carlos, davi };
}

async function inboxOf(who: Caller) {
  const { rows } = await database.pool.query<Record<string, unknown>>(
    `select workspace_id, kind, title, body, link from notifications where user_id = $1 order by created_at`,
    [who.userId],
  );
  return rows;
}

const say = (to: 'creator' | 'admins' | 'actor' | 'all' | string[]) =>
  action({ kind: 'notify', to, title: 'Tarefa {{task.title}} feita', body: 'Por {{actor.name}}' });

describe('agent action: notify', () => {
  it('tells the creator with the rendered texts, kind agent, linking to the run', async () => {
    const { ana, bruna } = await team();
    const env = envFor(app, {
      ...ana,
      input: { task: { title: '<b>Pintar</b>' }, actor: { id: bruna.userId, name: 'Bruna' } },
    });
    expect(await runAction(say('creator'), env)).toEqual({ notified: 1 });
    expect(await inboxOf(ana)).toEqual([
      {
        workspace_id: ana.workspaceId,
        kind: 'agent',
        title: 'Tarefa <b>Pintar</b> feita',
        body: 'Por Bruna',
        link: `/conta/agente/${env.agent.id}?execucao=${env.run.id}`,
      },
    ]);
    expect(await inboxOf(bruna)).toEqual([]);
  });

  it('admins, all, the actor and named members: current members only, others dropped silently', async () => {
    const { ana, bruna, carlos, davi } = await team();
    const env = envFor(app, { ...ana, input: { actor: { id: carlos.userId, name: 'Carlos' } } });
    const counts = async () =>
      Promise.all([ana, bruna, carlos, davi].map(async (p) => (await inboxOf(p)).length));

    expect(await runAction(say('admins'), env)).toEqual({ notified: 2 });
    expect(await counts()).toEqual([1, 1, 0, 0]);
    expect(await runAction(say('all'), env)).toEqual({ notified: 3 });
    expect(await counts()).toEqual([2, 2, 1, 0]);
    expect(await runAction(say('actor'), env)).toEqual({ notified: 1 });
    expect(await counts()).toEqual([2, 2, 2, 0]);
    expect(await runAction(say([davi.userId, carlos.userId]), env)).toEqual({ notified: 1 });
    expect(await counts()).toEqual([2, 2, 3, 0]);
  });

  it('with nobody left who is a member, the run fails for good in pt-BR', async () => {
    const { ana, davi } = await team();
    const env = envFor(app, { ...ana, input: { actor: { id: davi.userId } } });
    for (const to of [[davi.userId], 'actor'] as const)
      await expectPermanent(
        runAction(say(to as never), env),
        'Nenhum destinatário é membro desta conta agora.',
      );
    expect(await inboxOf(davi)).toEqual([]);
  });

  it('respects each person’s preference: in-app off stores nothing for them, the e-mail digest still gets it', async () => {
    const { ana, bruna } = await team();
    await database.pool.query(
      `insert into person_settings (user_id, time_zone, start_page, notifications)
       values ($1, 'America/Sao_Paulo', '/me/home', $2)
       on conflict (user_id) do update set notifications = excluded.notifications`,
      [bruna.userId, JSON.stringify({ 'agent-message': { inApp: false, email: true } })],
    );
    const env = envFor(app, { ...ana });
    await runAction(say('admins'), env);
    expect(await inboxOf(bruna)).toEqual([]);
    expect(await inboxOf(ana)).toHaveLength(1);
    const digest = await database.pool.query(
      `select title from notification_digest_items where user_id = $1`,
      [bruna.userId],
    );
    expect(digest.rows).toEqual([{ title: 'Tarefa feita' }]);
  });

  it('an empty rendered title still says which agent speaks; the preview counts the recipients', async () => {
    const { ana } = await team();
    const env = envFor(app, { ...ana, agent: { name: 'Vigia' } });
    const blank = action({ kind: 'notify', to: 'all', title: '{{event.nothing}}' });
    expect(await previewAction(blank, env)).toEqual({
      rendered: { title: 'Mensagem do agente “Vigia”', body: null, recipients: 3 },
      problem: null,
    });
    expect(await inboxOf(ana)).toEqual([]);
    await runAction(blank, env);
    expect((await inboxOf(ana)).map((n) => n.title)).toEqual(['Mensagem do agente “Vigia”']);
    const nobody = await previewAction(say([randomUUID()]), env);
    expect(nobody.problem).toBe('Nenhum destinatário é membro desta conta agora.');
  });
});
