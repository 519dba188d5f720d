import { describe, expect, it, vi } from 'vitest';
import { transaction } from '../../../platform/db/transaction';
import { grant } from '../ledger/service';
import { gamificationResources } from './schema';
import { eq } from 'drizzle-orm';
import { expectStatus, testApp, testDatabase } from '../../../test/kit';
import { joinAs, makeGame, makeResource, newCaller } from '../testing';

const app = await testApp();
const database = testDatabase();

describe('resources', () => {
  it('creates, reads, pages, updates and deletes a resource', async () => {
    const owner = await newCaller(app, database);
    const created = await makeResource(owner, {
      name: 'Gema',
      rarity: 'legendary',
      limited: true,
      quantityExisting: 10,
      transitory: 'day',
      effect: 'streak_freeze',
      usable: true,
    });
    expect(created).toMatchObject({
      name: 'Gema',
      rarity: 'legendary',
      limited: true,
      quantityExisting: 10,
      quantityGranted: 0,
      transitory: 'day',
      effect: 'streak_freeze',
      imageUrl: null,
    });
    for (let i = 0; i < 3; i++) await makeResource(owner, { name: `Extra ${i}` });

    const first = expectStatus(
      await owner.get<{ items: { name: string }[]; nextCursor: string | null }>(
        '/resources?limit=2',
      ),
      200,
    );
    expect(first.items.map((r) => r.name)).toEqual(['Extra 2', 'Extra 1']);
    const second = expectStatus(
      await owner.get<{ items: { name: string }[]; nextCursor: string | null }>(
        `/resources?limit=2&cursor=${first.nextCursor}`,
      ),
      200,
    );
    expect(second.items.map((r) => r.name)).toEqual(['Extra 0', 'Gema']);
    expect(second.nextCursor).toBeNull();

    const updated = expectStatus(
      await owner.patch(`/resources/${created.id}`, {
        name: 'Gema rara',
        imageUrl: 'https://exemplo.com.br/gema.png',
      }),
      200,
    );
    expect(updated).toMatchObject({
      name: 'Gema rara',
      imageUrl: 'https://exemplo.com.br/gema.png',
      quantityExisting: 10,
    });
    expect(expectStatus(await owner.del(`/resources/${created.id}`), 200)).toEqual({
      id: created.id,
      deleted: true,
    });
    expect((await owner.get(`/resources/${created.id}`)).status).toBe(404);
  });

  it('answers 400 in pt-BR with the field for bad input', async () => {
    const owner = await newCaller(app, database);
    const noName = await owner.post<{ message: string; fields: Record<string, string> }>(
      '/resources',
      { name: '  ' },
    );
    expect(noName.status).toBe(400);
    expect(noName.body.fields.name).toBe('Informe o nome.');
    const limited = await owner.post<{ fields: Record<string, string> }>('/resources', {
      name: 'X',
      limited: true,
    });
    expect(limited.status).toBe(400);
    expect(limited.body.fields.quantityExisting).toBe(
      'Informe a quantidade existente de um recurso limitado.',
    );
    const http = await owner.post<{ fields: Record<string, string> }>('/resources', {
      name: 'X',
      imageUrl: 'http://exemplo.com/a.png',
    });
    expect(http.status).toBe(400);
    expect(http.body.fields.imageUrl).toMatch(/https/);
    const rarity = await owner.post<{ fields: Record<string, string> }>('/resources', {
      name: 'X',
      rarity: 'epic',
    });
    expect(rarity.body.fields.rarity).toBe('Escolha uma raridade válida.');
    expect((await owner.get('/resources?cursor=nao-e-cursor')).status).toBe(400);
  });

  it('keeps a limited supply at or above what was granted, and refuses deleting a resource in use', async () => {
    const owner = await newCaller(app, database);
    const resource = await makeResource(owner, { limited: true, quantityExisting: 5 });
    await database.db
      .update(gamificationResources)
      .set({ quantityGranted: 4 })
      .where(eq(gamificationResources.id, resource.id));
    const below = await owner.patch<{ message: string }>(`/resources/${resource.id}`, {
      quantityExisting: 3,
    });
    expect(below.status).toBe(400);
    expect(below.body.message).toBe(
      'A quantidade existente não pode ficar abaixo da já concedida (4).',
    );
    expectStatus(await owner.patch(`/resources/${resource.id}`, { quantityExisting: 4 }), 200);
    expect((await owner.patch(`/resources/${resource.id}`, { quantityGranted: 0 })).status).toBe(
      400,
    );

    const granted = await makeResource(owner);
    const game = await makeGame(owner);
    await transaction(app.ctx, (tx) =>
      grant(tx, {
        workspaceId: owner.workspaceId,
        userId: owner.userId,
        gameId: game.id,
        cause: `teste:${granted.id}`,
        resourceId: granted.id,
        quantity: 1,
        notify: false,
      }),
    );
    expect((await owner.del(`/resources/${granted.id}`)).status).toBe(409);

    await makeGame(owner, { dailyReward: { points: 1, resourceId: resource.id, quantity: 1 } });
    const inUse = await owner.del<{ message: string }>(`/resources/${resource.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toMatch(/em uso/);
  });

  it('isolates workspaces and lets an Observador only read', async () => {
    const owner = await newCaller(app, database);
    const other = await newCaller(app, database);
    const resource = await makeResource(owner);
    expect((await other.get(`/resources/${resource.id}`)).status).toBe(404);
    expect((await other.patch(`/resources/${resource.id}`, { name: 'Meu' })).status).toBe(404);
    expect((await other.del(`/resources/${resource.id}`)).status).toBe(404);
    expect((await other.get<{ items: unknown[] }>('/resources')).body.items).toEqual([]);
    // A reward may not name another workspace's resource.
    expect(
      (
        await other.post('/games', {
          name: 'Jogo',
          dailyReward: { points: 0, resourceId: resource.id, quantity: 1 },
        })
      ).status,
    ).toBe(404);

    const viewer = await joinAs(app, database, owner.workspaceId, 'viewer');
    expect((await viewer.get(`/resources/${resource.id}`)).status).toBe(200);
    expect((await viewer.post('/resources', { name: 'Nope' })).status).toBe(403);
    expect((await viewer.patch(`/resources/${resource.id}`, {})).status).toBe(403);
    expect((await viewer.del(`/resources/${resource.id}`)).status).toBe(403);
    const editor = await joinAs(app, database, owner.workspaceId, 'editor');
    expect((await editor.post('/resources', { name: 'Nope' })).status).toBe(403);
    const creator = await joinAs(app, database, owner.workspaceId, 'creator');
    expect((await creator.post('/resources', { name: 'Sim' })).status).toBe(201);
  });

  it('publishes every change as the `gamification` entity of the workspace, after the commit', async () => {
    const owner = await newCaller(app, database);
    const publish = vi.spyOn(app.realtime, 'publish');
    try {
      const resource = await makeResource(owner, { name: 'Ao vivo' });
      expect(publish).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'created',
          workspaceId: owner.workspaceId,
          entity: 'gamification',
          id: resource.id,
        }),
      );
      publish.mockClear();
      expect((await owner.post('/resources', { name: '' })).status).toBe(400);
      expect(publish).not.toHaveBeenCalled();
    } finally {
      publish.mockRestore();
    }
  });
});
