import type { CannedResponse } from '@orbita/contracts/chats';
import { describe, expect, it } from 'vitest';
import { ok, testApp, testDatabase } from '../../../test/kit';
import { chatsApi } from '../test-chats';

const app = await testApp();
const database = testDatabase();

describe('canned responses', () => {
  it('CRUD by shortcut; a taken shortcut is 409 in pt-BR; Observador reads only; 404 across workspaces', async () => {
    const me = await chatsApi.newCaller(app, database, 'owner');
    const made = await ok<CannedResponse>(
      me.post('/respostas-prontas', { shortcut: 'Ola', text: 'Olá! Como posso ajudar?' }),
      201,
    );
    expect(made).toMatchObject({ shortcut: 'ola', text: 'Olá! Como posso ajudar?' });
    const taken = await me.post('/respostas-prontas', { shortcut: 'ola', text: 'outra' });
    expect(taken).toEqual({
      status: 409,
      body: expect.objectContaining({ message: 'Já existe uma resposta pronta com este atalho.' }),
    });
    const pix = await ok<CannedResponse>(
      me.post('/respostas-prontas', { shortcut: 'pix', text: 'Chave: x' }),
      201,
    );
    expect((await me.patch(`/respostas-prontas/${pix.id}`, { shortcut: 'ola' })).status).toBe(409);
    await ok(me.patch(`/respostas-prontas/${pix.id}`, { text: 'Chave PIX: 123' }));
    expect(await ok<{ items: CannedResponse[] }>(me.get('/respostas-prontas'))).toMatchObject({
      items: [{ shortcut: 'ola' }, { shortcut: 'pix', text: 'Chave PIX: 123' }],
    });

    const viewer = await chatsApi.joinAs(app, database, me.workspaceId, 'viewer');
    expect((await viewer.get('/respostas-prontas')).status).toBe(200);
    expect((await viewer.post('/respostas-prontas', { shortcut: 'x', text: 'y' })).status).toBe(
      403,
    );
    const stranger = await chatsApi.newCaller(app, database, 'owner');
    expect((await stranger.patch(`/respostas-prontas/${pix.id}`, { text: 'z' })).status).toBe(404);
    expect((await stranger.del(`/respostas-prontas/${pix.id}`)).status).toBe(404);
    expect((await stranger.get('/respostas-prontas')).body).toEqual({ items: [] });
    // Another workspace may use the same shortcut.
    await ok(stranger.post('/respostas-prontas', { shortcut: 'ola', text: 'oi' }), 201);
    expect((await me.del(`/respostas-prontas/${pix.id}`)).status).toBe(204);
  });

  it('an edit made on an old version answers 409 with the response as it is now, and changes nothing', async () => {
    const me = await chatsApi.newCaller(app, database, 'owner');
    const made = await ok<CannedResponse>(
      me.post('/respostas-prontas', { shortcut: 'prazo', text: 'Entregamos em 3 dias.' }),
      201,
    );
    expect(made.version).toBe(1);
    const first = await ok<CannedResponse>(
      me.patch(`/respostas-prontas/${made.id}`, { text: 'Entregamos em 2 dias.', version: 1 }),
    );
    expect(first.version).toBe(2);
    const stale = await me.patch(`/respostas-prontas/${made.id}`, {
      text: 'Entregamos em 5 dias.',
      version: 1,
    });
    expect(stale).toEqual({
      status: 409,
      body: expect.objectContaining({
        current: expect.objectContaining({ text: 'Entregamos em 2 dias.', version: 2 }),
      }),
    });
    expect(await ok<{ items: CannedResponse[] }>(me.get('/respostas-prontas'))).toMatchObject({
      items: [{ shortcut: 'prazo', text: 'Entregamos em 2 dias.', version: 2 }],
    });
  });
});
