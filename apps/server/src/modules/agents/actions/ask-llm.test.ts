import { randomUUID } from 'node:crypto';
import { agentMessages } from '@orbita/contracts/agents';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../../platform/context';
import { render } from '../engine/templates';
import { fakeServer, type FakeServer, type Received } from '../net/fake-server';
import { askLlmAction, LLM_ANSWER_MAX } from './ask-llm';
import { PermanentActionError, type ActionEnv, type ActionOf } from './types';

const input = { task: { title: 'Revisar contrato' } };
const env: ActionEnv = {
  ctx: {} as AppContext,
  actor: { userId: randomUUID(), workspaceId: randomUUID(), role: 'editor' },
  agent: { id: randomUUID(), name: 'Resumir', createdBy: null },
  run: { id: randomUUID(), depth: 0, attempt: 1, stepIndex: 0 },
  input,
  render: (t) => render(t, input),
};
const ask: ActionOf<'ask_llm'> = {
  kind: 'ask_llm',
  requiresApproval: false,
  prompt: 'Resuma a tarefa "{{task.title}}" em uma frase.',
};

let fake: FakeServer | null = null;
/** A local OpenAI-compatible server: `/v1/chat/completions` answers with `reply`. */
async function fakeModel(reply: (r: Received) => { status: number; body: string }) {
  fake = await fakeServer((request, res) => {
    const { status, body } = reply(request);
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(body);
  });
  vi.stubEnv('LLM_URL', `${fake.url}/v1/`);
  return fake;
}
const completion = (content: string) =>
  JSON.stringify({
    id: 'c1',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content } }],
  });

afterEach(async () => {
  vi.unstubAllEnvs();
  await fake?.close();
  fake = null;
});

describe('ask_llm action', () => {
  it('is off without LLM_URL: permanent failure with the pt-BR reason, and the dry run says so', async () => {
    vi.stubEnv('LLM_URL', '');
    await expect(askLlmAction.run(ask, env)).rejects.toEqual(
      new PermanentActionError(agentMessages.llmOff),
    );
    expect((await askLlmAction.preview(ask, env, {} as never)).problem).toBe(agentMessages.llmOff);
  });

  it('asks the fake OpenAI-compatible server the rendered prompt and answers { text }', async () => {
    vi.stubEnv('LLM_API_KEY', 'sk-test');
    vi.stubEnv('LLM_MODEL', 'modelo-local');
    const model = await fakeModel(() => ({ status: 200, body: completion('Revisar o contrato.') }));
    await expect(askLlmAction.run(ask, env)).resolves.toEqual({ text: 'Revisar o contrato.' });
    const [call] = model.received;
    expect(call).toMatchObject({ method: 'POST', url: '/v1/chat/completions' });
    expect(call!.headers.authorization).toBe('Bearer sk-test');
    expect(JSON.parse(call!.body)).toEqual({
      model: 'modelo-local',
      messages: [{ role: 'user', content: 'Resuma a tarefa "Revisar contrato" em uma frase.' }],
    });
  });

  it('defaults to gpt-4o-mini without a key, and caps the answer at 20,000 characters', async () => {
    const model = await fakeModel(() => ({ status: 200, body: completion('a'.repeat(30_000)) }));
    const output = await askLlmAction.run(ask, env);
    expect(output.text).toHaveLength(LLM_ANSWER_MAX);
    expect(model.received[0]!.headers.authorization).toBeUndefined();
    expect(JSON.parse(model.received[0]!.body).model).toBe('gpt-4o-mini');
  });

  it('401 is permanent; 500, 429 and an unexpected body are retried', async () => {
    let answer = { status: 401, body: '{"error":"bad key"}' };
    await fakeModel(() => answer);
    await expect(askLlmAction.run(ask, env)).rejects.toBeInstanceOf(PermanentActionError);
    for (answer of [
      { status: 500, body: '{}' },
      { status: 429, body: '{}' },
      { status: 200, body: '<html>' },
    ]) {
      const failure = await askLlmAction.run(ask, env).catch((e: unknown) => e);
      expect(failure, String(answer.status)).toBeInstanceOf(Error);
      expect(failure, String(answer.status)).not.toBeInstanceOf(PermanentActionError);
    }
  });
});
