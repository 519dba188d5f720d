import {
  conditionOperators,
  type Agent,
  type AgentConditions,
  type CreateAgentBody,
} from '@orbita/contracts/agents';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok, testApp, testDatabase, type Answer } from '../../test/kit';
import { agentsApi } from './test-agents';

/**
 * The generic fuzz suite (resilience/fuzz.test.ts) sends random bodies, which the schemas
 * refuse long before conditions and templates are read. Here the bodies are well formed and
 * the hostile parts are inside: field paths, operators and values of the conditions, and
 * templates with broken or nested braces, odd paths and any Unicode, saved, dry-run against
 * random events and called from outside with random bodies. Nothing may answer 5xx, and
 * every refusal is pt-BR JSON.
 */
const app = await testApp();
const database = testDatabase();
const seed = Number(process.env.FUZZ_SEED ?? 20_261_126);

const paths = fc.oneof(
  fc.constantFrom('event.n', 'event.texto', 'task.title', 'item.content', 'steps.0.text', 'x'),
  fc.stringMatching(/^[A-Za-z][\w-]{0,8}(\.[A-Za-z][\w-]{0,8}){0,4}$/),
  fc.string({ maxLength: 30 }),
);
const template = fc
  .array(
    fc.oneof(
      fc.string({ maxLength: 20, unit: 'grapheme' }),
      paths.map((p) => `{{${p}}}`),
      paths.map((p) => `{{ ${p} }}`),
      fc.constantFrom(
        '{{',
        '}}',
        '{{{x}}}',
        '{{a.{{b}}}}',
        '{{__proto__}}',
        '{{constructor.name}}',
      ),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((parts) => parts.join(''));
const conditions: fc.Arbitrary<AgentConditions> = fc.record({
  match: fc.constantFrom('all', 'any'),
  rules: fc.array(
    fc.record({
      field: paths,
      op: fc.constantFrom(...conditionOperators),
      value: fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom('5', '-1,5', '1e309', 'NaN', '2026-02-30'),
      ),
    }),
    { maxLength: 4 },
  ),
});
const agentBody: fc.Arbitrary<CreateAgentBody> = fc.record({
  name: fc.string({ minLength: 1, maxLength: 40 }),
  trigger: fc.constant({ kind: 'webhook' as const }),
  conditions,
  actions: fc.array(
    fc.oneof(
      template.map((content) => ({ kind: 'capture' as const, content })),
      fc.record({
        kind: fc.constant('notify' as const),
        to: fc.constant('creator' as const),
        title: template,
        body: template,
      }),
    ),
    { minLength: 1, maxLength: 3 },
  ),
});
const event = fc.dictionary(
  fc.oneof(fc.constantFrom('n', 'texto', '__proto__', 'constructor'), fc.string({ maxLength: 10 })),
  fc.jsonValue({ maxDepth: 3 }),
  { maxKeys: 6 },
);

function checkAnswer(res: Answer, label: string): void {
  expect(res.status, `${label} → ${JSON.stringify(res.body).slice(0, 300)}`).toBeLessThan(500);
  if (res.status >= 300) {
    const body = res.body as { message?: unknown; code?: unknown };
    expect(typeof body.message, label).toBe('string');
    expect(typeof body.code, label).toBe('string');
  }
}

describe('agents fuzz: conditions and templates', () => {
  it('saving, dry-running and calling random well-formed agents never answers 5xx', async () => {
    const admin = await agentsApi.newCaller(app, database, 'owner');
    let saved = 0;
    await fc.assert(
      fc.asyncProperty(agentBody, event, async (body, sample) => {
        const created = await admin.post<Agent>('/agentes', body);
        checkAnswer(created, 'criar');
        if (created.status !== 201) return;
        saved++;
        const id = created.body.id;
        checkAnswer(await admin.post(`/agentes/${id}/testar`, { event: sample }), 'testar');
        checkAnswer(await admin.post(`/agentes/${id}/testar`, {}), 'testar sem evento');
        checkAnswer(await admin.post(`/agentes/${id}/disparar`, sample), 'disparar');
        checkAnswer(
          await admin.patch(`/agentes/${id}`, { conditions: body.conditions }),
          'alterar',
        );
      }),
      { seed, numRuns: Number(process.env.AGENTS_FUZZ_RUNS ?? 60) },
    );
    // Most generated agents are valid: the test reaches the dry run and the engine's queue.
    expect(saved).toBeGreaterThan(20);
    const page = await ok<{ items: Agent[] }>(admin.get('/agentes?limit=100'));
    expect(page.items.length).toBe(Math.min(saved, 100));
  }, 120_000);
});
