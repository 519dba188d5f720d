import { randomUUID } from 'node:crypto';
import type { DomainEventName } from '@orbita/contracts';
import type { Agent, AgentPage } from '@orbita/contracts/agents';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { callerFor, createMember, ok, testApp, testDatabase, tokenFor } from '../../test/kit';
import { agentRuns, agents, agentVersions } from './schema';
import { webhookSecretFor } from './net/signing';
import { createAgent } from './service';
import { agentsApi, notifyOnCall, notifyOnCapture } from './test-agents';

const app = await testApp();
const database = testDatabase();
const { newCaller, joinAs } = agentsApi;
const owner = () => newCaller(app, database, 'owner');

describe('agents', () => {
  it('creates with the defaults, lists newest first, reads, changes and deletes', async () => {
    const admin = await owner();
    const created = await ok<Agent>(admin.post('/agentes', notifyOnCapture), 201);
    expect(created).toMatchObject({
      name: 'Avisar coletas',
      description: '',
      enabled: true,
      trigger: { kind: 'event', event: 'flow.inbox-item.captured' },
      conditions: { match: 'all', rules: [] },
      actions: [
        {
          kind: 'notify',
          to: 'creator',
          title: 'Coletado: {{item.content}}',
          body: '',
          requiresApproval: false,
        },
      ],
      role: 'editor',
      budget: { perHour: 60, perDay: 500 },
      hookPath: null,
      nextRunAt: null,
      createdBy: { id: admin.userId, name: 'Pessoa Teste' },
      version: 1,
      stats: { runs24h: 0, failed24h: 0, waiting: 0, lastRunAt: null, lastStatus: null },
    });
    const hook = await ok<Agent>(admin.post('/agentes', notifyOnCall), 201);
    expect(hook.hookPath).toBe(`/api/app/conta/agentes/${hook.id}/disparar`);

    const page = await ok<AgentPage>(admin.get('/agentes?limit=1'));
    expect(page.items.map((a) => a.id)).toEqual([hook.id]);
    const rest = await ok<AgentPage>(admin.get(`/agentes?cursor=${page.nextCursor}`));
    expect(rest).toEqual({ items: [created], nextCursor: null });
    expect(await ok(admin.get(`/agentes/${created.id}`))).toEqual(created);

    const changed = await ok<Agent>(
      admin.patch(`/agentes/${created.id}`, { name: 'Avisar tudo', enabled: false, version: 1 }),
    );
    expect(changed).toMatchObject({ name: 'Avisar tudo', enabled: false, version: 2 });

    expect((await admin.del(`/agentes/${created.id}`)).status).toBe(204);
    expect(await admin.get(`/agentes/${created.id}`)).toEqual({
      status: 404,
      body: { message: 'Agente não encontrado.', code: 'not_found' },
    });
  });

  it('deleting an agent takes its versions and its run log with it', async () => {
    const admin = await owner();
    const agent = await ok<Agent>(admin.post('/agentes', notifyOnCall), 201);
    await ok(admin.patch(`/agentes/${agent.id}`, { name: 'Segunda versão' }));
    await ok(admin.post(`/agentes/${agent.id}/disparar`, { n: 1 }), 202);
    const left = async () => [
      (await database.db.select().from(agentVersions).where(eq(agentVersions.agentId, agent.id)))
        .length,
      (await database.db.select().from(agentRuns).where(eq(agentRuns.agentId, agent.id))).length,
    ];
    expect(await left()).toEqual([2, 1]);
    expect((await admin.del(`/agentes/${agent.id}`)).status).toBe(204);
    expect(await left()).toEqual([0, 0]);
  });

  it('deleting an agent while a worker holds one of its runs waits for it instead of deadlocking', async () => {
    const admin = await owner();
    const agent = await ok<Agent>(admin.post('/agentes', notifyOnCall), 201);
    const [row] = await database.db.select().from(agents).where(eq(agents.id, agent.id));
    const [run] = await database.db
      .insert(agentRuns)
      .values({
        workspaceId: row!.workspaceId,
        agentId: agent.id,
        agentVersion: 1,
        status: 'succeeded',
        trigger: 'webhook',
        eventKey: `bloqueio:${randomUUID()}`,
        input: {},
      })
      .returning();
    let deleted: Promise<{ status: number }> | undefined;
    // A worker's lock order: its run, then the agent's row (the budget). Its deadlock check
    // runs first (a shorter timeout), so if the delete held the agent while waiting for the
    // run, this transaction would be the one PostgreSQL rolls back.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local deadlock_timeout = '50ms'`);
      await tx.select().from(agentRuns).where(eq(agentRuns.id, run!.id)).for('update');
      deleted = admin.del(`/agentes/${agent.id}`);
      await vi.waitFor(async () => {
        const waiting = await database.db.execute(
          sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        expect(waiting.rows.length).toBeGreaterThan(0);
      });
      await tx.select().from(agents).where(eq(agents.id, agent.id)).for('no key update');
    });
    expect((await deleted!).status).toBe(204);
    expect(await database.db.select().from(agentRuns).where(eq(agentRuns.id, run!.id))).toEqual([]);
  });

  it('keeps the matcher columns in step with the trigger', async () => {
    const admin = await owner();
    const agent = await ok<Agent>(admin.post('/agentes', notifyOnCapture), 201);
    const columns = async () =>
      (
        await database.db
          .select({ kind: agents.triggerKind, event: agents.triggerEvent })
          .from(agents)
          .where(eq(agents.id, agent.id))
      )[0];
    expect(await columns()).toEqual({ kind: 'event', event: 'flow.inbox-item.captured' });
    await ok(admin.patch(`/agentes/${agent.id}`, { trigger: { kind: 'webhook' } }));
    expect(await columns()).toEqual({ kind: 'webhook', event: null });
  });

  it('schedules: the next firing in the zone, null while disabled, 422 for a bad cron', async () => {
    const admin = await owner();
    const before = Date.now();
    const daily = await ok<Agent>(
      admin.post('/agentes', {
        ...notifyOnCapture,
        trigger: { kind: 'schedule', cron: '0 9 * * *' },
      }),
      201,
    );
    const next = new Date(daily.nextRunAt!);
    expect(next.getTime()).toBeGreaterThan(before);
    expect(next.getTime() - before).toBeLessThanOrEqual(86_400_000);
    // 9:00 in São Paulo (UTC-3, no daylight saving since 2019) is 12:00 UTC.
    expect([next.getUTCHours(), next.getUTCMinutes()]).toEqual([12, 0]);

    const off = await ok<Agent>(admin.patch(`/agentes/${daily.id}`, { enabled: false }));
    expect(off.nextRunAt).toBeNull();
    const on = new Date(
      (await ok<Agent>(admin.patch(`/agentes/${daily.id}`, { enabled: true }))).nextRunAt!,
    );
    expect([on.getUTCHours(), on.getUTCMinutes()]).toEqual([12, 0]);
    const toEvent = await ok<Agent>(
      admin.patch(`/agentes/${daily.id}`, {
        trigger: { kind: 'event', event: 'flow.inbox-item.captured' },
      }),
    );
    expect(toEvent.nextRunAt).toBeNull();

    for (const cron of ['61 9 * * *', '0 9 * * * *', 'H 9 * * *', 'a b c d e']) {
      const refused = await admin.post('/agentes', {
        ...notifyOnCapture,
        trigger: { kind: 'schedule', cron },
      });
      expect(refused.status, cron).toBeGreaterThanOrEqual(400);
      expect(refused.status, cron).toBeLessThan(500);
      expect(JSON.stringify(refused.body), cron).toMatch(/Horário inválido/);
    }
    const bad = await admin.post('/agentes', {
      ...notifyOnCapture,
      trigger: { kind: 'schedule', cron: '0 25 * * *' },
    });
    expect(bad).toMatchObject({
      status: 422,
      body: { message: expect.stringContaining('Horário inválido') },
    });
    // A disabled agent's cron is checked all the same.
    const badOff = await admin.patch(`/agentes/${daily.id}`, {
      enabled: false,
      trigger: { kind: 'schedule', cron: '0 9 * 13 *' },
    });
    expect(badOff.status).toBe(422);
    expect((await ok<Agent>(admin.get(`/agentes/${daily.id}`))).trigger.kind).toBe('event');
  });

  it('refuses in pt-BR: no actions, an unknown event, an empty name', async () => {
    const admin = await owner();
    const noActions = await admin.post('/agentes', { ...notifyOnCapture, actions: [] });
    expect(noActions).toMatchObject({
      status: 400,
      body: { fields: { actions: 'Inclua ao menos uma ação.' } },
    });
    const unknownEvent = await admin.post('/agentes', {
      ...notifyOnCapture,
      trigger: { kind: 'event', event: 'flow.nada.aconteceu' },
    });
    expect(unknownEvent).toMatchObject({
      status: 400,
      body: { fields: { 'trigger.event': 'Escolha um evento da lista.' } },
    });
    const noName = await admin.post('/agentes', { ...notifyOnCapture, name: '  ' });
    expect(noName).toMatchObject({ status: 400, body: { fields: { name: 'Informe o nome.' } } });
    expect((await ok<AgentPage>(admin.get('/agentes'))).items).toEqual([]);
  });

  it('nobody gives an agent a role above their own (422)', async () => {
    const admin = await owner();
    // Only Admins reach the routes, and an Admin may give any role an agent can have; the
    // check guards the service for any other caller (a Criador here).
    await expect(
      createAgent(
        app.ctx,
        { userId: admin.userId, workspaceId: admin.workspaceId, role: 'creator' },
        { ...notifyOnCapture, role: 'admin' } as never,
      ),
    ).rejects.toMatchObject({
      status: 422,
      message: 'Você não pode dar ao agente um papel acima do seu.',
    });
    const made = await ok<Agent>(
      admin.post('/agentes', { ...notifyOnCapture, role: 'admin' }),
      201,
    );
    expect(made.role).toBe('admin');
  });

  it('refuses an agent whose role cannot do its actions, on create and on a change of either', async () => {
    const admin = await owner();
    const grant = { kind: 'grant_points', to: 'creator', points: 10 };
    const asEditor = await admin.post('/agentes', {
      ...notifyOnCapture,
      role: 'editor',
      actions: [...notifyOnCapture.actions, grant],
    });
    expect(asEditor).toMatchObject({
      status: 400,
      body: {
        fields: {
          role: 'Com o papel Editor, o agente não pode: Dar pontos ou recurso (precisa de Criador ou acima). Escolha um papel acima.',
        },
      },
    });
    const made = await ok<Agent>(
      admin.post('/agentes', { ...notifyOnCapture, role: 'editor' }),
      201,
    );
    // Only the actions change: checked against the saved role.
    const addGrant = await admin.patch(`/agentes/${made.id}`, {
      actions: [...notifyOnCapture.actions, grant],
    });
    expect(addGrant).toMatchObject({ status: 422, body: { fields: { role: expect.any(String) } } });
    const raised = await ok<Agent>(
      admin.patch(`/agentes/${made.id}`, {
        role: 'creator',
        actions: [...notifyOnCapture.actions, grant],
      }),
    );
    // Only the role drops: checked against the saved actions.
    const lowered = await admin.patch(`/agentes/${made.id}`, { role: 'editor' });
    expect(lowered).toMatchObject({ status: 422, body: { fields: { role: expect.any(String) } } });
    expect((await ok<Agent>(admin.get(`/agentes/${made.id}`))).version).toBe(raised.version);
  });

  it('shows Admins the secret its webhooks sign with: one per agent, the signer’s own', async () => {
    const admin = await owner();
    const one = await ok<Agent>(admin.post('/agentes', notifyOnCapture), 201);
    const two = await ok<Agent>(admin.post('/agentes', notifyOnCapture), 201);
    const first = await ok<{ secret: string }>(admin.get(`/agentes/${one.id}/segredo`));
    expect(first.secret).toBe(await webhookSecretFor(app.ctx.db, one.id));
    expect(first.secret).toMatch(/^whsec_[\w-]{43}$/);
    const second = await ok<{ secret: string }>(admin.get(`/agentes/${two.id}/segredo`));
    expect(second.secret).not.toBe(first.secret);
  });

  it("answers 404 for another workspace's agent, exactly like a missing one", async () => {
    const admin = await owner();
    const outsider = await owner();
    const agent = await ok<Agent>(admin.post('/agentes', notifyOnCapture), 201);
    for (const [method, url, payload] of [
      ['get', `/agentes/${agent.id}`, undefined],
      ['patch', `/agentes/${agent.id}`, { name: 'Invadido' }],
      ['del', `/agentes/${agent.id}`, undefined],
      ['get', `/agentes/${agent.id}/versoes`, undefined],
      ['get', `/agentes/${agent.id}/segredo`, undefined],
      ['post', `/agentes/${agent.id}/versoes/1/restaurar`, undefined],
      ['get', `/agentes/${randomUUID()}`, undefined],
    ] as const) {
      const res =
        method === 'get' || method === 'del'
          ? await outsider[method](url)
          : await outsider[method](url, payload);
      expect(res, `${method} ${url}`).toEqual({
        status: 404,
        body: { message: 'Agente não encontrado.', code: 'not_found' },
      });
    }
    expect(await ok(outsider.get('/agentes'))).toEqual({ items: [], nextCursor: null });
    expect((await ok<Agent>(admin.get(`/agentes/${agent.id}`))).name).toBe('Avisar coletas');
  });

  it('only Admins manage agents: Criador, Editor and Observador get 403 for every route', async () => {
    const admin = await owner();
    const agent = await ok<Agent>(admin.post('/agentes', notifyOnCapture), 201);
    const asAdmin = await joinAs(app, database, admin.workspaceId, 'admin');
    expect((await asAdmin.get(`/agentes/${agent.id}`)).status).toBe(200);
    for (const role of ['creator', 'editor', 'viewer'] as const) {
      const member = await joinAs(app, database, admin.workspaceId, role);
      for (const res of [
        await member.get('/agentes'),
        await member.get(`/agentes/${agent.id}`),
        await member.post('/agentes', notifyOnCapture),
        await member.patch(`/agentes/${agent.id}`, { name: 'Não pode' }),
        await member.del(`/agentes/${agent.id}`),
        await member.get(`/agentes/${agent.id}/versoes`),
        await member.post(`/agentes/${agent.id}/versoes/1/restaurar`),
      ])
        expect(res.status, role).toBe(403);
    }
    expect((await ok<Agent>(admin.get(`/agentes/${agent.id}`))).version).toBe(1);
  });

  it('a tourist Principal cannot create agents (account type), reading stays allowed', async () => {
    const { user, workspace } = await createMember(database, 'owner', 'Turista', {
      accountType: 'tourist',
    });
    const tourist = callerFor(app, '/api/app/conta', await tokenFor(app, database, user.id), {
      userId: user.id,
      workspaceId: workspace.id,
      role: 'owner',
    });
    const refused = await tourist.post('/agentes', notifyOnCapture);
    expect(refused).toMatchObject({ status: 403, body: { code: 'workspace.account_type' } });
    expect(String(refused.body.message)).toMatch(/Agentes/);
    expect((await tourist.get('/agentes')).status).toBe(200);
  });

  it('each write emits its event and publishes the agent with the asking tab as origin', async () => {
    const admin = (await owner()).inTab();
    const seen: { name: DomainEventName; agentId: unknown; origin: string | null }[] = [];
    const off = app.ctx.events.onAny(({ name, payload }, ctx) => {
      if (payload.workspaceId === admin.workspaceId && name.startsWith('agents.agent.'))
        seen.push({
          name,
          agentId: (payload as { agentId?: string }).agentId,
          origin: ctx.origin ?? null,
        });
    });
    const publish = vi.spyOn(app.realtime, 'publish');
    try {
      const agent = await ok<Agent>(admin.post('/agentes', notifyOnCapture), 201);
      await ok(admin.patch(`/agentes/${agent.id}`, { name: 'Ao vivo 2' }));
      await ok(admin.post(`/agentes/${agent.id}/versoes/1/restaurar`));
      expect((await admin.del(`/agentes/${agent.id}`)).status).toBe(204);

      expect(seen).toEqual(
        ['created', 'updated', 'updated', 'deleted'].map((verb) => ({
          name: `agents.agent.${verb}`,
          agentId: agent.id,
          origin: admin.tab,
        })),
      );
      const messages = publish.mock.calls
        .map(([message]) => message)
        .filter((m) => m.workspaceId === admin.workspaceId && m.entity === 'agents');
      expect(messages.map((m) => [m.type, m.id, m.origin])).toEqual([
        ['created', agent.id, admin.tab],
        ['updated', agent.id, admin.tab],
        ['updated', agent.id, admin.tab],
        ['deleted', agent.id, admin.tab],
      ]);
      expect(messages[1]!.data).toMatchObject({ id: agent.id, name: 'Ao vivo 2', version: 2 });
      expect(messages[2]!.data).toMatchObject({ name: 'Avisar coletas', version: 3 });
      expect(messages[3]!.data).toEqual({ id: agent.id });
    } finally {
      off();
      publish.mockRestore();
    }
  });
});
