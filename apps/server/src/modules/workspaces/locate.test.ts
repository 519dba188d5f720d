import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addMember, authTestApp, ownerWithWorkspace, person, type Person } from '../../test/kit';

const app = await authTestApp();

/** A list and a process in `workspaceId`, made through flow's API. */
async function records(owner: Person, workspaceId: string) {
  const inside = { 'x-workspace-id': workspaceId };
  const list = await owner.call('POST', '/api/app/flow/lists', { name: 'Compras' }, inside);
  expect(list.statusCode, list.body).toBe(201);
  const process = await owner.call(
    'POST',
    '/api/app/flow/processes',
    { name: 'Vendas', stages: [{ name: 'Novo' }] },
    inside,
  );
  expect(process.statusCode, process.body).toBe(201);
  const page = await owner.call('POST', '/api/app/produto/pages', { title: 'Loja' }, inside);
  expect(page.statusCode, page.body).toBe(201);
  const person = await owner.call('POST', '/api/app/pessoa/pessoas', { name: 'Fulano' }, inside);
  expect(person.statusCode, person.body).toBe(201);
  return {
    listId: list.json<{ id: string }>().id,
    processId: process.json<{ id: string }>().id,
    pageId: page.json<{ id: string }>().id,
    personId: person.json<{ id: string }>().id,
  };
}

const locate = (who: Person, tipo: string, id: string) =>
  who.call('GET', `/api/app/conta/localizar/${tipo}/${id}`);

describe('GET /api/app/conta/localizar/{tipo}/{registroId}', () => {
  it('names which of my workspaces holds a list or process, while flow still answers 404 elsewhere', async () => {
    const { owner, workspaceId, workspaceName } = await ownerWithWorkspace(app);
    const { listId, processId, pageId, personId } = await records(owner, workspaceId);
    // Acting in the personal workspace, the list is another workspace's: 404 as before.
    const elsewhere = await owner.call('GET', `/api/app/flow/lists/${listId}`, undefined, {
      'x-workspace-id': owner.personalWorkspaceId,
    });
    expect(elsewhere.statusCode).toBe(404);

    for (const [tipo, id] of [
      ['lista', listId],
      ['processo', processId],
      ['pagina', pageId],
      ['pessoa', personId],
    ] as const) {
      const found = await locate(owner, tipo, id);
      expect(found.statusCode).toBe(200);
      expect(found.json()).toEqual({ workspaceId, workspaceName });
    }
    const member = await addMember(app, owner, workspaceId, 'viewer');
    expect((await locate(member, 'lista', listId)).json()).toEqual({ workspaceId, workspaceName });
  });

  it('tells a non-member nothing: the same 404 as a record that does not exist', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const { listId, processId } = await records(owner, workspaceId);
    const stranger = await person(app);
    const missing = await locate(stranger, 'lista', randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Registro não encontrado.', code: 'not_found' });
    for (const [tipo, id] of [
      ['lista', listId],
      ['processo', processId],
    ] as const) {
      const other = await locate(stranger, tipo, id);
      expect(other.statusCode).toBe(404);
      expect(other.body).toBe(missing.body);
    }
    // A list id asked as a process is not found either (each kind reads its own table).
    expect((await locate(owner, 'processo', listId)).statusCode).toBe(404);
  });

  it('validates in pt-BR and needs a signed-in person', async () => {
    const someone = await person(app);
    const bad = await locate(someone, 'planeta', 'x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      tipo: 'Tipo de registro desconhecido.',
      registroId: 'Registro não encontrado.',
    });
    const signedOut = await app.inject({
      method: 'GET',
      url: `/api/app/conta/localizar/lista/${randomUUID()}`,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
