import { describe, expect, it } from 'vitest';
import { narrowingFixture, ok, testApp, testDatabase, type NarrowingMember } from '../../test/kit';

/**
 * A restricted hub narrows codices, the tasks of its lists, the locate lookup and THE record
 * registry's resolve/search (nexos) exactly like the other kinds (hubs.test.ts): the same
 * `visibleInWorkspace` (platform/scope.ts) everywhere.
 */
const app = await testApp();
const database = testDatabase();

const { restrictedHub: hubWith } = narrowingFixture(app, database);
type Member = NarrowingMember;
/** An owner, a hub member (reader in the hub), a member outside it and a restricted hub. */
const restrictedHub = () => hubWith({ hubRole: 'leitor' });

const ids = async (who: Member, url: string) =>
  (await ok<{ items: { id: string }[] }>(who.get(url))).items.map((i) => i.id);

describe('hub narrowing of codices, tasks, locate and the record registry', () => {
  it('a codex in a restricted hub: lists, reads, entries, search and export', async () => {
    const { owner, inHub, outside, add } = await restrictedHub();
    const codex = await ok<{ id: string }>(owner.post('/codex/codices', { name: 'Sigilo' }), 201);
    const open = await ok<{ id: string }>(owner.post('/codex/codices', { name: 'Aberto' }), 201);
    const entry = await ok<{ id: string }>(
      owner.post(`/codex/codices/${codex.id}/entries`, { title: 'Segredo guardado' }),
      201,
    );
    await add('codex', codex.id);

    expect(await ids(outside, '/codex/codices')).toEqual([open.id]);
    for (const url of [
      `/codex/codices/${codex.id}`,
      `/codex/codices/${codex.id}/export`,
      `/codex/entries/${entry.id}`,
      `/codex/entries/${entry.id}/export`,
      `/codex/entries/${entry.id}/revisions`,
    ])
      expect((await outside.get(url)).status, url).toBe(404);
    expect(
      (await outside.post(`/codex/codices/${codex.id}/entries`, { title: 'Intrusa' })).status,
    ).toBe(404);
    expect(
      (await outside.patch(`/codex/codices/${codex.id}`, { name: 'Mudado', version: 1 })).status,
    ).toBe(404);
    expect((await outside.del(`/codex/codices/${codex.id}`)).status).toBe(404);
    expect(
      (await outside.patch(`/codex/entries/${entry.id}`, { title: 'Mudado', version: 1 })).status,
    ).toBe(404);
    expect((await ok<{ items: unknown[] }>(outside.get('/codex/busca?q=Segredo'))).items).toEqual(
      [],
    );

    expect(await ids(inHub, '/codex/codices')).toEqual(expect.arrayContaining([codex.id, open.id]));
    for (const url of [`/codex/codices/${codex.id}`, `/codex/entries/${entry.id}`])
      expect((await inHub.get(url)).status, url).toBe(200);
    // The export answers a ZIP (not JSON): asked without the kit's JSON parsing.
    const zip = await app.inject({
      method: 'GET',
      url: `/api/app/codex/codices/${codex.id}/export`,
      headers: inHub.headers,
    });
    expect(zip.statusCode).toBe(200);
    expect(
      (await ok<{ items: { entryId: string }[] }>(inHub.get('/codex/busca?q=Segredo'))).items.map(
        (h) => h.entryId,
      ),
    ).toEqual([entry.id]);
  });

  it('the tasks of a list in a restricted hub: listing, reading and writing answer 404', async () => {
    const { owner, inHub, outside, add } = await restrictedHub();
    const list = await ok<{ id: string }>(owner.post('/flow/lists', { name: 'Salários' }), 201);
    const task = await ok<{ id: string; code: string }>(
      owner.post(`/flow/lists/${list.id}/tasks`, {
        title: 'Reajuste',
        dueAt: new Date(Date.now() - 86_400_000).toISOString(),
      }),
      201,
    );
    await add('lista', list.id);

    for (const res of [
      await outside.get(`/flow/lists/${list.id}/tasks`),
      await outside.get(`/flow/lists/${list.id}/totals`),
      await outside.post(`/flow/lists/${list.id}/tasks`, { title: 'Intrusa' }),
      await outside.get(`/flow/tasks/${task.id}`),
      await outside.patch(`/flow/tasks/${task.id}`, { title: 'Mudado', version: 1 }),
      await outside.get(`/flow/tasks/${task.id}/comments`),
      await outside.post(`/flow/tasks/${task.id}/comments`, { body: 'Oi' }),
      await outside.del(`/flow/tasks/${task.id}`),
    ])
      expect(res.status).toBe(404);

    // Nor on the dashboard's agenda (an overdue task with nobody assigned is everyone's).
    const urgent = async (who: Member) =>
      (await ok<{ flow: { urgent: { id: string }[] } }>(who.get('/me/dashboard'))).flow.urgent.map(
        (t) => t.id,
      );
    expect(await urgent(outside)).not.toContain(task.id);
    expect(await urgent(inHub)).toContain(task.id);

    expect(await ids(inHub, `/flow/lists/${list.id}/tasks`)).toEqual([task.id]);
    expect((await inHub.get(`/flow/tasks/${task.id}`)).status).toBe(200);
    expect((await inHub.get(`/flow/tasks/${task.id}/comments`)).status).toBe(200);
  });

  it('locate and the nexos registry do not name a narrowed record nor the restricted hub', async () => {
    const { owner, inHub, outside, hub, add } = await restrictedHub();
    const list = await ok<{ id: string }>(owner.post('/flow/lists', { name: 'Orçamento' }), 201);
    await add('lista', list.id);

    expect((await outside.get(`/conta/localizar/lista/${list.id}`)).status).toBe(404);
    expect((await outside.get(`/conta/localizar/hub/${hub.id}`)).status).toBe(404);
    expect((await outside.get(`/nexos/lista/${list.id}`)).status).toBe(404);
    expect((await outside.get(`/nexos/hub/${hub.id}`)).status).toBe(404);
    expect(await ids(outside, '/nexos/busca?tipo=lista&q=Orçamento')).toEqual([]);
    expect(await ids(outside, '/nexos/busca?tipo=hub&q=Diretoria')).toEqual([]);

    expect(await ok(inHub.get(`/conta/localizar/lista/${list.id}`))).toMatchObject({
      workspaceId: owner.workspaceId,
    });
    expect((await inHub.get(`/conta/localizar/hub/${hub.id}`)).status).toBe(200);
    expect((await inHub.get(`/nexos/lista/${list.id}`)).status).toBe(200);
    expect((await inHub.get(`/nexos/hub/${hub.id}`)).status).toBe(200);
    expect(await ids(inHub, '/nexos/busca?tipo=lista&q=Orçamento')).toEqual([list.id]);
    expect(await ids(inHub, '/nexos/busca?tipo=hub&q=Diretoria')).toEqual([hub.id]);
  });
});
