import { describe, expect, it } from 'vitest';
import { apiClient, expectStatus, testApp, testDatabase } from '../../../test/kit';
import { action, envFor, expectPermanent, previewAction, runAction } from './action-testing';

const database = testDatabase();
const app = await testApp();
const flow = apiClient('/api/app/flow');

const capture = action({ kind: 'capture', content: 'Ligar para {{event.who}} #urgente amanhã' });

describe('agent action: capture', () => {
  it('captures the rendered text into the workspace inbox as the creator, shorthand left as text', async () => {
    const ana = await flow.newCaller(app, database);
    const other = await flow.newCaller(app, database);
    const seen: { actorId: string | null; workspaceId: string }[] = [];
    const off = app.ctx.events.onInTransaction('flow.inbox-item.captured', (e) => {
      seen.push(e);
    });
    const env = envFor(app, { ...ana, input: { event: { who: 'Bia <b>' } } });
    const out = await runAction(capture, env).finally(off);

    expect(out).toEqual({ itemId: expect.any(String), code: expect.stringMatching(/^IN-/) });
    const item = expectStatus(await ana.get(`/items/${out.itemId as string}`), 200);
    expect(item).toMatchObject({
      content: 'Ligar para Bia <b> #urgente amanhã',
      tags: [],
      dueAt: null,
    });
    expect(seen).toEqual([
      expect.objectContaining({ actorId: ana.userId, workspaceId: ana.workspaceId }),
    ]);
    // Another workspace cannot see it: it is Ana's workspace's item.
    expect((await other.get(`/items/${out.itemId as string}`)).status).toBe(404);
  });

  it('refuses for good, in pt-BR, when the agent acts as an Observador or the text renders empty', async () => {
    const ana = await flow.newCaller(app, database);
    const asViewer = envFor(app, { ...ana, role: 'viewer' });
    const refused = runAction(capture, asViewer);
    await expectPermanent(
      refused,
      'O agente age como Observador e não pode “Coletar na caixa de entrada” (precisa de Editor ou acima).',
    );
    const empty = action({ kind: 'capture', content: '{{event.nada}}' });
    await expectPermanent(runAction(empty, envFor(app, ana)), 'Escreva o item.');
    const page = expectStatus(await ana.get<{ items: unknown[] }>('/items'), 200);
    expect(page.items).toHaveLength(0);
  });

  it('previews the rendered text and the problem it would hit, writing nothing', async () => {
    const ana = await flow.newCaller(app, database);
    const env = envFor(app, { ...ana, input: { event: { who: 'Bia' } } });
    expect(await previewAction(capture, env)).toEqual({
      rendered: { content: 'Ligar para Bia #urgente amanhã' },
      problem: null,
    });
    expect(
      await previewAction(capture, { ...env, actor: { ...env.actor, role: 'viewer' } }),
    ).toMatchObject({
      problem: expect.stringContaining('Observador'),
    });
    const page = expectStatus(await ana.get<{ items: unknown[] }>('/items'), 200);
    expect(page.items).toHaveLength(0);
  });
});
