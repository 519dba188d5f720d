import type { Hub } from '@orbita/contracts/hubs';
import { describe, expect, it, vi } from 'vitest';
import { callerFor, memberOf, ok, testApp, testDatabase, tokenFor } from '../../test/kit';

const app = await testApp();
const database = testDatabase();

async function owner() {
  const who = await memberOf(database, 'owner');
  const token = await tokenFor(app, database, who.userId);
  return callerFor(app, '/api/app', token, { ...who, role: 'owner' as const });
}

describe('hub homes live', () => {
  it('a record a hub holds renamed or deleted announces that hub (only its id), others stay quiet', async () => {
    const me = await owner();
    const makeList = async (name: string) =>
      (await ok<{ id: string; version: number }>(me.post('/flow/lists', { name }), 201)).id;
    const held = await makeList('Leads');
    const loose = await makeList('Solta');
    const page = (await ok<{ id: string }>(me.post('/produto/pages', { title: 'Landing' }), 201))
      .id;
    const plain = (await ok<{ id: string }>(me.post('/produto/pages', { title: 'Sem nexo' }), 201))
      .id;
    const hub = await ok<Hub>(me.post('/fabrica/hubs', { name: 'Marketing' }), 201);
    const other = await ok<Hub>(me.post('/fabrica/hubs', { name: 'Vendas' }), 201);
    await ok(me.post(`/fabrica/hubs/${hub.id}/itens`, { kind: 'lista', recordId: held }));
    await ok(me.post(`/fabrica/hubs/${hub.id}/itens`, { kind: 'pagina', recordId: page }));
    await ok(me.post(`/fabrica/hubs/${hub.id}/itens`, { kind: 'pagina', recordId: plain }));
    await ok(
      me.post('/nexos', { from: { kind: 'pagina', id: page }, to: { kind: 'lista', id: loose } }),
      201,
    );

    const publish = vi.spyOn(app.realtime, 'publish');
    const sent = (entity: string) =>
      publish.mock.calls
        .map(([m]) => m)
        .filter((m) => m.workspaceId === me.workspaceId && m.entity === entity);
    try {
      await ok(me.patch(`/flow/lists/${loose}`, { name: 'Ainda solta' }));
      expect(sent('hubs')).toEqual([]);

      await ok(me.patch(`/flow/lists/${held}`, { name: 'Leads quentes' }));
      await vi.waitFor(() => expect(sent('hubs')).toHaveLength(1));
      expect(sent('hubs')[0]).toMatchObject({ type: 'updated', id: hub.id, data: { id: hub.id } });

      publish.mockClear();
      expect((await me.del(`/produto/pages/${page}`)).status).toBe(204);
      await vi.waitFor(() => expect(sent('hubs').map((m) => m.id)).toEqual([hub.id]));
      expect(sent('hubs').map((m) => m.id)).not.toContain(other.id);

      // Deleting a page the hub holds announces the hub whether or not nexos went with it.
      publish.mockClear();
      expect((await me.del(`/produto/pages/${plain}`)).status).toBe(204);
      await vi.waitFor(() => expect(sent('hubs').map((m) => m.id)).toEqual([hub.id]));
    } finally {
      publish.mockRestore();
    }
  });
});
