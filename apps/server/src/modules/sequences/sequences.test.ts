import type { DomainEventName, Role } from '@orbita/contracts';
import type { Sequence, SequencePage } from '@orbita/contracts/sequences';
import { describe, expect, it } from 'vitest';
import { callerFor, memberOf, ok, testApp, testDatabase, tokenFor } from '../../test/kit';

const app = await testApp();
const database = testDatabase();

/** A member holding `role` (of a new workspace unless one is given), calling the whole API. */
async function member(role: Role, workspaceId?: string) {
  const ids = await memberOf(database, role, workspaceId);
  return callerFor(app, '/api/app', await tokenFor(app, database, ids.userId), { ...ids, role });
}
type Member = Awaited<ReturnType<typeof member>>;

const base = '/fabrica/sequencias';
const sequences = async (m: Member) => (await ok<SequencePage>(m.get(base))).items;
const byId = (items: Sequence[], id: string) => items.find((s) => s.id === id)!;
const newList = async (m: Member, name: string, sequence?: object) =>
  ok<{ id: string }>(m.post('/flow/lists', { name, ...(sequence ? { sequence } : {}) }), 201);
const newTask = async (m: Member, listId: string, title = 'Tarefa') =>
  ok<{ code: string }>(m.post(`/flow/lists/${listId}/tasks`, { title }), 201);

describe('sequences', () => {
  it("lists every kind of the workspace's sequences: each list, the inbox, products and orders", async () => {
    const owner = await member('owner');
    const compras = await newList(owner, 'Lista Compras', { prefix: 'TAR', width: 4 });
    await newTask(owner, compras.id);
    await newTask(owner, compras.id);
    await ok(owner.post('/flow/items', { content: 'Uma ideia' }), 201);
    await ok(owner.post('/produto/produtos', { name: 'Caneca' }), 201);

    const page = await ok<SequencePage>(owner.get(base));
    expect(page.truncated).toBe(false);
    expect(page.items.map((s) => [s.kind, s.name, s.preview, s.records])).toEqual([
      ['lista', 'Lista Compras', 'TAR-0003', 2],
      ['coleta-de-ideias', 'Coleta de ideias', 'IN-0002', 1],
      ['produtos', 'Produtos', 'PRD-0002', 1],
      ['pedidos', 'Pedidos', 'PED-0001', 0],
    ]);
    expect(byId(page.items, `lista-${compras.id}`)).toMatchObject({
      prefix: 'TAR',
      width: 4,
      suffix: '',
      nextNumber: 3,
      lastUsed: 2,
      path: `/flow/lista/${compras.id}`,
      editable: { prefix: true, width: true, suffix: true },
    });
    expect(byId(page.items, 'coleta-de-ideias')).toMatchObject({
      path: '/flow/coleta-ideias',
      editable: { prefix: false, width: false, suffix: false },
    });
    expect(byId(page.items, 'produtos').editable).toEqual({
      prefix: true,
      width: false,
      suffix: true,
    });
    expect(await ok(owner.get(`${base}/produtos`))).toEqual(byId(page.items, 'produtos'));
  });

  it('edits each kind through its module: the next record takes the new code', async () => {
    const owner = await member('owner');
    const list = await newList(owner, 'Backlog', { prefix: 'BAC', width: 4 });
    const emitted: DomainEventName[] = [];
    const off = app.ctx.events.onAny(({ name, payload }) => {
      if (payload.workspaceId === owner.workspaceId) emitted.push(name);
    });

    const current = await ok<Sequence>(owner.get(`${base}/lista-${list.id}`));
    const edited = await ok<Sequence>(
      owner.patch(`${base}/lista-${list.id}`, {
        prefix: ' tar ',
        width: 3,
        suffix: 'x',
        nextNumber: 42,
        version: current.version,
      }),
    );
    expect(edited).toMatchObject({ prefix: 'TAR', width: 3, suffix: 'X', nextNumber: 42 });
    expect(edited.preview).toBe('TAR-042-X');
    expect(emitted).toEqual(['flow.list.updated', 'sequences.sequence.updated']);
    expect((await newTask(owner, list.id)).code).toBe('TAR-042-X');

    const inbox = await ok<Sequence>(
      owner.patch(`${base}/coleta-de-ideias`, { nextNumber: 100, version: 1 }),
    );
    expect(inbox.preview).toBe('IN-0100');
    const item = await ok<{ code: string }>(owner.post('/flow/items', { content: 'Ideia' }), 201);
    expect(item.code).toBe('IN-0100');

    const products = await ok<Sequence>(
      owner.patch(`${base}/produtos`, { prefix: 'loja', suffix: 'sp', nextNumber: 7, version: 1 }),
    );
    expect(products).toMatchObject({ preview: 'LOJA-0007-SP', version: 2 });
    const product = await ok<{ code: string }>(
      owner.post('/produto/produtos', { name: 'Caneca' }),
      201,
    );
    expect(product.code).toBe('LOJA-0007-SP');
    // Products' own screen ('Códigos') sees the same sequence.
    expect(await ok(owner.get('/produto/produtos/codigos'))).toMatchObject({
      prefix: 'LOJA',
      suffix: 'SP',
      nextNumber: 8,
    });

    const orders = await ok<Sequence>(owner.patch(`${base}/pedidos`, { nextNumber: 500 }));
    expect(orders).toMatchObject({ preview: 'PED-0500', nextNumber: 500, version: 500 });
    off();
    expect(emitted.filter((name) => name === 'sequences.sequence.updated')).toHaveLength(4);
    expect(emitted).toContain('products.codes.updated');
  });

  it('never lets a next number repeat a code: 422 naming the last used, nothing changed', async () => {
    const owner = await member('owner');
    const list = await newList(owner, 'Compras', { prefix: 'CMP', width: 4 });
    for (let i = 0; i < 3; i++) await newTask(owner, list.id);
    const id = `lista-${list.id}`;

    const low = await owner.patch(`${base}/${id}`, { nextNumber: 3 });
    expect(low.status).toBe(422);
    expect(low.body).toMatchObject({
      message: 'O próximo número precisa ser maior que 3, o último usado.',
      fields: { nextNumber: 'O próximo número precisa ser maior que 3, o último usado.' },
    });
    expect((await ok<Sequence>(owner.get(`${base}/${id}`))).nextNumber).toBe(4);

    // Another list taking a prefix whose codes exist (this list's old ones) must start above them.
    await ok(owner.patch(`${base}/${id}`, { prefix: 'NOVO' }));
    const other = await newList(owner, 'Outra', { prefix: 'OUT', width: 4 });
    const reuse = await owner.patch(`${base}/lista-${other.id}`, { prefix: 'CMP' });
    expect(reuse.status).toBe(422);
    expect((reuse.body as { message: string }).message).toContain('maior que 3');
    const above = await ok<Sequence>(
      owner.patch(`${base}/lista-${other.id}`, { prefix: 'CMP', nextNumber: 4 }),
    );
    expect((await newTask(owner, other.id)).code).toBe(above.preview);

    // Two lists never share a prefix and suffix (flow's rule).
    const taken = await owner.patch(`${base}/${id}`, { prefix: 'CMP' });
    expect(taken.status).toBe(409);

    await ok(owner.post('/flow/items', { content: 'Ideia' }), 201);
    expect((await owner.patch(`${base}/coleta-de-ideias`, { nextNumber: 1 })).status).toBe(422);
    // The inbox's `IN` is fixed.
    const fixed = await owner.patch(`${base}/coleta-de-ideias`, { prefix: 'ID' });
    expect(fixed.status).toBe(400);
    expect((await owner.patch(`${base}/produtos`, { width: 6 })).status).toBe(400);
  });

  it('a stale version answers 409 with the sequence as it is now', async () => {
    const owner = await member('owner');
    const list = await newList(owner, 'Vendas');
    const id = `lista-${list.id}`;
    const { version } = await ok<Sequence>(owner.get(`${base}/${id}`));
    await ok(owner.patch(`${base}/${id}`, { width: 5, version }));
    const stale = await owner.patch(`${base}/${id}`, { width: 6, version });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ current: { id, width: 5, version: version + 1 } });
  });

  it("another workspace's sequence is not found; an Observador reads but cannot edit", async () => {
    const owner = await member('owner');
    const list = await newList(owner, 'Privada');
    const stranger = await member('owner');
    expect((await stranger.get(`${base}/lista-${list.id}`)).status).toBe(404);
    expect((await stranger.patch(`${base}/lista-${list.id}`, { nextNumber: 90 })).status).toBe(404);
    expect((await sequences(stranger)).some((s) => s.id === `lista-${list.id}`)).toBe(false);
    expect((await owner.get(`${base}/nada`)).status).toBe(404);
    expect((await owner.get(`${base}/lista-123`)).status).toBe(404);

    const viewer = await member('viewer', owner.workspaceId);
    expect((await sequences(viewer)).map((s) => s.id)).toContain(`lista-${list.id}`);
    expect((await viewer.patch(`${base}/lista-${list.id}`, { nextNumber: 90 })).status).toBe(403);
  });
});
