import type { Agent, AgentRun, AgentRunPage } from '@orbita/contracts/agents';
import { describe, expect, it } from 'vitest';
import { callerFor, ok, testApp, testDatabase } from '../../../test/kit';
import { agentsApi } from '../test-agents';

const app = await testApp();
const database = testDatabase();

/** Polls the agent's log until a run finished (the app's worker runs it after the commit). */
async function finishedRun(caller: ReturnType<typeof callerFor>, agentId: string) {
  for (let i = 0; i < 200; i++) {
    const page = await ok<AgentRunPage>(caller.get(`/agentes/${agentId}/execucoes`));
    const run = page.items.find((r) => !['queued', 'running'].includes(r.status));
    if (run) return run as AgentRun;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no run finished');
}

describe('a real run reads the records its event names', () => {
  it('a task completed: {{task.title}}, {{list.name}} and {{actor.name}} are filled in the action', async () => {
    const admin = await agentsApi.newCaller(app, database, 'owner');
    const flow = callerFor(app, '/api/app/flow', admin.token, admin);
    const agent = await ok<Agent>(
      admin.post('/agentes', {
        name: 'Registrar conclusões',
        trigger: { kind: 'event', event: 'flow.task.completed' },
        actions: [
          { kind: 'capture', content: 'Feito: {{task.title}} ({{list.name}}) por {{actor.name}}' },
        ],
      }),
      201,
    );
    const list = await ok<{ id: string }>(flow.post('/lists', { name: 'Entregas' }), 201);
    const task = await ok<{ id: string }>(
      flow.post(`/lists/${list.id}/tasks`, { title: 'Enviar contrato' }),
      201,
    );
    await ok(flow.post(`/tasks/${task.id}/move`, { status: 'done' }));

    const run = await finishedRun(admin, agent.id);
    expect(run.status).toBe('succeeded');
    expect(run.input).toMatchObject({
      task: { id: task.id, title: 'Enviar contrato' },
      list: { id: list.id, name: 'Entregas' },
      actor: { id: admin.userId },
    });
    const itemId = String(run.steps[0]?.output?.itemId);
    expect(await ok(flow.get(`/items/${itemId}`))).toMatchObject({
      content: 'Feito: Enviar contrato (Entregas) por Pessoa Teste',
    });
  });
});
