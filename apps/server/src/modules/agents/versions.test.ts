import type { Agent, AgentVersion } from '@orbita/contracts/agents';
import { describe, expect, it } from 'vitest';
import { ok, testApp, testDatabase } from '../../test/kit';
import { agentsApi, notifyOnCapture } from './test-agents';

const app = await testApp();
const database = testDatabase();
const owner = () => agentsApi.newCaller(app, database, 'owner');

describe('agent versions', () => {
  it('every change is a version; restoring N makes a new version with N’s definition', async () => {
    const admin = await owner();
    const agent = await ok<Agent>(admin.post('/agentes', notifyOnCapture), 201);
    await ok(
      admin.patch(`/agentes/${agent.id}`, {
        name: 'Webhook',
        trigger: { kind: 'webhook' },
        actions: [{ kind: 'capture', content: '{{event.texto}}' }],
        budget: { perHour: null, perDay: 10 },
        version: 1,
      }),
    );
    await ok(admin.patch(`/agentes/${agent.id}`, { enabled: false, version: 2 }));

    const { items } = await ok<{ items: AgentVersion[] }>(
      admin.get(`/agentes/${agent.id}/versoes`),
    );
    expect(
      items.map((v) => [v.version, v.name, v.definition.trigger.kind, v.definition.enabled]),
    ).toEqual([
      [3, 'Webhook', 'webhook', false],
      [2, 'Webhook', 'webhook', true],
      [1, 'Avisar coletas', 'event', true],
    ]);
    expect(items[1]!.definition.budget).toEqual({ perHour: null, perDay: 10 });
    expect(items[2]!.createdBy).toEqual({ id: admin.userId, name: 'Pessoa Teste' });

    const restored = await ok<Agent>(admin.post(`/agentes/${agent.id}/versoes/1/restaurar`));
    expect(restored).toMatchObject({
      name: 'Avisar coletas',
      enabled: true,
      trigger: notifyOnCapture.trigger,
      actions: [{ kind: 'notify', title: 'Coletado: {{item.content}}' }],
      budget: { perHour: 60, perDay: 500 },
      hookPath: null,
      version: 4,
    });
    const after = await ok<{ items: AgentVersion[] }>(admin.get(`/agentes/${agent.id}/versoes`));
    expect(after.items.map((v) => v.version)).toEqual([4, 3, 2, 1]);
    expect(after.items[0]!.definition).toEqual(items[2]!.definition);

    expect(await admin.post(`/agentes/${agent.id}/versoes/9/restaurar`)).toEqual({
      status: 404,
      body: { message: 'Versão não encontrada.', code: 'not_found' },
    });
    expect((await admin.post(`/agentes/${agent.id}/versoes/zero/restaurar`)).status).toBe(400);
  });

  it('a stale version answers 409 with the agent as it is now, and changes nothing', async () => {
    const admin = await owner();
    const agent = await ok<Agent>(admin.post('/agentes', notifyOnCapture), 201);
    await ok(admin.patch(`/agentes/${agent.id}`, { name: 'Da outra aba', version: 1 }));
    const stale = await admin.patch(`/agentes/${agent.id}`, { name: 'Minha', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('alterado por outra pessoa'),
      current: { id: agent.id, name: 'Da outra aba', version: 2 },
    });
    const now = await ok<Agent>(admin.get(`/agentes/${agent.id}`));
    expect(now).toMatchObject({ name: 'Da outra aba', version: 2 });
    const versions = await ok<{ items: AgentVersion[] }>(admin.get(`/agentes/${agent.id}/versoes`));
    expect(versions.items.map((v) => v.version)).toEqual([2, 1]);
    // Without `version`, last write wins (scripts and API keys written before the check).
    expect(await ok<Agent>(admin.patch(`/agentes/${agent.id}`, { name: 'Script' }))).toMatchObject({
      version: 3,
    });
  });
});
