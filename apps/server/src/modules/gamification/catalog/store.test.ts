import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { INSUFFICIENT_BALANCE } from '@orbita/contracts/gamification';
import { transaction } from '../../../platform/db/transaction';
import { grant, pointsBalance, resourceBalance } from '../ledger/service';
import { type Caller, expectStatus, testApp, testDatabase } from '../../../test/kit';
import { joinAs, makeGame, makeResource, newCaller } from '../testing';

const app = await testApp();
const database = testDatabase();

interface ItemBody {
  id: string;
  stock: number | null;
  sold: number;
  available: boolean;
  price: { points: number; resourceId: string | null; quantity: number };
  resource: { name: string } | null;
}

async function playerWithPoints(
  gameCode: string,
  gameId: string,
  workspaceId: string,
  points: number,
): Promise<Caller> {
  const player = await newCaller(app, database);
  expectStatus(await player.post(`/play/${gameCode}/join`), 200);
  if (points > 0) {
    await transaction(app.ctx, (tx) =>
      grant(tx, {
        workspaceId,
        userId: player.userId,
        gameId,
        cause: `teste:${randomUUID()}`,
        points,
        notify: false,
      }),
    );
  }
  return player;
}

describe('store', () => {
  it('sells within the stock under 20 concurrent buys and spends exactly the price of each sale', async () => {
    const owner = await newCaller(app, database);
    const game = await makeGame(owner);
    const badge = await makeResource(owner, { name: 'Medalha' });
    const item = expectStatus(
      await owner.post<ItemBody>(`/games/${game.id}/store-items`, {
        name: 'Medalha de ouro',
        resourceId: badge.id,
        quantity: 2,
        price: { points: 10 },
        stock: 5,
      }),
      201,
    );
    expect(item).toMatchObject({
      stock: 5,
      sold: 0,
      available: true,
      resource: { name: 'Medalha' },
    });
    const player = await playerWithPoints(game.code, game.id, owner.workspaceId, 100);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        player.post<{ message?: string; item?: ItemBody }>(`/store-items/${item.id}/buy`),
      ),
    );
    const sold = answers.filter((a) => a.status === 201);
    expect(sold).toHaveLength(5);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual(
      Array(15).fill('Este item esgotou.'),
    );
    expect(await pointsBalance(database.db, player.userId, game.id)).toBe(50);
    expect(await resourceBalance(database.db, player.userId, badge.id)).toBe(10);
    const [after] = expectStatus(
      await owner.get<{ items: ItemBody[] }>(`/games/${game.id}/store-items`),
      200,
    ).items;
    expect(after).toMatchObject({ sold: 5, available: false });
  });

  it('refuses a buyer short of points and rolls the sale back', async () => {
    const owner = await newCaller(app, database);
    const game = await makeGame(owner);
    const item = expectStatus(
      await owner.post<ItemBody>(`/games/${game.id}/store-items`, {
        name: 'Folga',
        price: { points: 30 },
        stock: 3,
      }),
      201,
    );
    const player = await playerWithPoints(game.code, game.id, owner.workspaceId, 40);
    const bought = expectStatus(
      await player.post<{ purchase: { itemName: string; quantity: number }; item: ItemBody }>(
        `/store-items/${item.id}/buy`,
      ),
      201,
    );
    expect(bought.purchase).toMatchObject({ itemName: 'Folga', quantity: 0 });
    expect(bought.item.sold).toBe(1);
    const short = await player.post<{ message: string }>(`/store-items/${item.id}/buy`);
    expect(short.status).toBe(409);
    expect(short.body.message).toBe(INSUFFICIENT_BALANCE);
    expect(await pointsBalance(database.db, player.userId, game.id)).toBe(10);
    const [after] = expectStatus(
      await owner.get<{ items: ItemBody[] }>(`/games/${game.id}/store-items`),
      200,
    ).items;
    expect(after!.sold).toBe(1);

    const purchases = expectStatus(
      await owner.get<{
        items: { itemName: string; userId: string; userName: string; price: { points: number } }[];
        nextCursor: string | null;
      }>(`/games/${game.id}/store-purchases`),
      200,
    );
    expect(purchases.items).toEqual([
      expect.objectContaining({
        itemName: 'Folga',
        userId: player.userId,
        userName: 'Pessoa Teste',
        price: expect.objectContaining({ points: 30 }),
      }),
    ]);
    expect(purchases.nextCursor).toBeNull();
    expect((await player.get(`/games/${game.id}/store-purchases`)).status).toBe(404);
  });

  it('charges a resource price and rolls back when a limited resource it delivers runs out', async () => {
    const owner = await newCaller(app, database);
    const game = await makeGame(owner);
    const coin = await makeResource(owner, { name: 'Moeda' });
    const crown = await makeResource(owner, { name: 'Coroa', limited: true, quantityExisting: 1 });
    const item = expectStatus(
      await owner.post<ItemBody>(`/games/${game.id}/store-items`, {
        name: 'Coroa real',
        resourceId: crown.id,
        price: { points: 1, resourceId: coin.id, quantity: 2 },
      }),
      201,
    );
    const player = await playerWithPoints(game.code, game.id, owner.workspaceId, 5);
    await transaction(app.ctx, (tx) =>
      grant(tx, {
        workspaceId: owner.workspaceId,
        userId: player.userId,
        gameId: game.id,
        cause: `teste:${randomUUID()}`,
        resourceId: coin.id,
        quantity: 5,
        notify: false,
      }),
    );

    expectStatus(await player.post(`/store-items/${item.id}/buy`), 201);
    const gone = await player.post<{ message: string }>(`/store-items/${item.id}/buy`);
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe(
      'O recurso deste item acabou: não há mais unidades para entregar.',
    );
    expect(await pointsBalance(database.db, player.userId, game.id)).toBe(4);
    expect(await resourceBalance(database.db, player.userId, coin.id)).toBe(3);
    expect(await resourceBalance(database.db, player.userId, crown.id)).toBe(1);
    const [after] = expectStatus(
      await owner.get<{ items: ItemBody[] }>(`/games/${game.id}/store-items`),
      200,
    ).items;
    expect(after!.sold).toBe(1);
  });

  it('lets only participants buy, members and participants read, and no one else see the store', async () => {
    const owner = await newCaller(app, database);
    const game = await makeGame(owner);
    const item = expectStatus(
      await owner.post<ItemBody>(`/games/${game.id}/store-items`, {
        name: 'Caneca',
        price: { points: 1 },
      }),
      201,
    );
    const viewer = await joinAs(app, database, owner.workspaceId, 'viewer');
    const outsider = await newCaller(app, database);
    const player = await playerWithPoints(game.code, game.id, owner.workspaceId, 0);

    expect((await viewer.get(`/games/${game.id}/store-items`)).status).toBe(200);
    expect((await player.get(`/games/${game.id}/store-items`)).status).toBe(200);
    expect((await outsider.get(`/games/${game.id}/store-items`)).status).toBe(404);
    expect((await viewer.post(`/store-items/${item.id}/buy`)).status).toBe(403);
    expect((await outsider.post(`/store-items/${item.id}/buy`)).status).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: `/api/app/gamificacao/store-items/${item.id}/buy` }))
        .statusCode,
    ).toBe(401);
    expect((await player.post(`/store-items/${item.id}/buy`)).status).toBe(409);

    expect(
      (await viewer.post(`/games/${game.id}/store-items`, { name: 'X', price: { points: 1 } }))
        .status,
    ).toBe(403);
    expect((await viewer.patch(`/store-items/${item.id}`, { name: 'X' })).status).toBe(403);
    expect((await viewer.del(`/store-items/${item.id}`)).status).toBe(403);
    expect((await outsider.patch(`/store-items/${item.id}`, { name: 'X' })).status).toBe(404);
    expect((await outsider.del(`/store-items/${item.id}`)).status).toBe(404);
    const theirs = await makeResource(outsider);
    expect(
      (
        await owner.post(`/games/${game.id}/store-items`, {
          name: 'X',
          resourceId: theirs.id,
          price: { points: 1 },
        })
      ).status,
    ).toBe(404);
  });

  it('validates items in pt-BR and never lowers the stock below what was sold', async () => {
    const owner = await newCaller(app, database);
    const game = await makeGame(owner);
    const free = await owner.post<{ fields: Record<string, string> }>(
      `/games/${game.id}/store-items`,
      { name: 'Grátis', price: {} },
    );
    expect(free.status).toBe(400);
    expect(free.body.fields['price.points']).toBe('Informe o preço em pontos ou em um recurso.');
    const negative = await owner.post<{ fields: Record<string, string> }>(
      `/games/${game.id}/store-items`,
      { name: 'X', price: { points: 1 }, stock: -1 },
    );
    expect(negative.body.fields.stock).toBe('O estoque não pode ser negativo.');
    const item = expectStatus(
      await owner.post<ItemBody>(`/games/${game.id}/store-items`, {
        name: 'Copo',
        price: { points: 2 },
        stock: 2,
      }),
      201,
    );
    const player = await playerWithPoints(game.code, game.id, owner.workspaceId, 4);
    expectStatus(await player.post(`/store-items/${item.id}/buy`), 201);
    const lower = await owner.patch<{ message: string }>(`/store-items/${item.id}`, { stock: 0 });
    expect(lower.status).toBe(400);
    expect(lower.body.message).toBe('O estoque não pode ficar abaixo do já vendido (1).');
    expect(
      expectStatus(await owner.patch<ItemBody>(`/store-items/${item.id}`, { stock: null }), 200),
    ).toMatchObject({ stock: null, available: true });
    expectStatus(await owner.del(`/store-items/${item.id}`), 200);
    expect((await player.post(`/store-items/${item.id}/buy`)).status).toBe(404);
  });
});
