import { GAMIFICATION_WON_TYPE } from '@orbita/contracts/gamification';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gamificationResources } from '../catalog/schema';
import { clock } from '../../../platform/clock';
import { gamificationGrants } from './schema';
import { grant, pointsBalance, resourceBalance, spend } from './service';
import { createMember, testDatabase } from '../../../test/kit';
import { inTx, ledgerContext, seedGame, seedResource } from '../testing';

const database = testDatabase();
const { ctx: app, notified, published } = ledgerContext(database);
afterEach(() => vi.restoreAllMocks());

const at = (iso: string) => vi.spyOn(clock, 'now').mockReturnValue(new Date(iso));

describe('grant', () => {
  it('is idempotent per (user, cause), also for 50 racing transactions', async () => {
    const { user, workspace } = await createMember(database);
    const game = await seedGame(database, workspace.id);
    const input = {
      workspaceId: workspace.id,
      userId: user.id,
      gameId: game.id,
      cause: 'mission:x:once',
      points: 10,
    };
    const results = await Promise.all(
      Array.from({ length: 50 }, () => inTx(app, (tx) => grant(tx, input))),
    );
    expect(results.filter((r) => r.status === 'granted')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'duplicate')).toHaveLength(49);
    expect(await pointsBalance(database.db, user.id, game.id)).toBe(10);
    expect((await inTx(app, (tx) => grant(tx, input))).status).toBe('duplicate');
  });

  it('never grants more than a limited resource exists under 50 concurrent grants', async () => {
    const { user, workspace } = await createMember(database);
    const resource = await seedResource(database, workspace.id, {
      name: 'Gema',
      limited: true,
      quantityExisting: 10,
    });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        inTx(app, (tx) =>
          grant(tx, {
            workspaceId: workspace.id,
            userId: user.id,
            gameId: null,
            cause: `test:${i}`,
            resourceId: resource.id,
            quantity: 1,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'granted')).toHaveLength(10);
    expect(results.filter((r) => r.status === 'sold_out')).toHaveLength(40);
    const [row] = await database.db
      .select()
      .from(gamificationResources)
      .where(eq(gamificationResources.id, resource.id));
    expect(row!.quantityGranted).toBe(10);
    expect(await resourceBalance(database.db, user.id, resource.id)).toBe(10);
    // Sold out rolls back only the grant's own row: no ledger row without supply.
    expect(
      await database.db
        .select()
        .from(gamificationGrants)
        .where(eq(gamificationGrants.userId, user.id)),
    ).toHaveLength(10);
  });

  it('toasts the winner after the commit, and nothing when the transaction rolls back', async () => {
    const { user, workspace } = await createMember(database);
    const resource = await seedResource(database, workspace.id, { name: 'Estrela' });
    const queue = () =>
      notified.filter((n) => n.userId === user.id).map((n) => n.payload as { type: string });
    const sent = () => queue().filter((p) => p.type === GAMIFICATION_WON_TYPE);
    const input = {
      workspaceId: workspace.id,
      userId: user.id,
      gameId: null,
      resourceId: resource.id,
      quantity: 3,
    };
    await expect(
      inTx(app, async (tx) => {
        await grant(tx, { ...input, cause: 'rolled-back' });
        expect(sent()).toHaveLength(0);
        throw new Error('falhou');
      }),
    ).rejects.toThrow('falhou');
    expect(sent()).toHaveLength(0);
    await inTx(app, (tx) => grant(tx, { ...input, cause: 'kept' }));
    expect(sent()).toEqual([{ type: GAMIFICATION_WON_TYPE, quantidade: 3, nome: 'Estrela' }]);
    await inTx(app, (tx) =>
      grant(tx, {
        workspaceId: workspace.id,
        userId: user.id,
        gameId: null,
        cause: 'points',
        points: 7,
      }),
    );
    expect(sent()[1]).toEqual({ type: GAMIFICATION_WON_TYPE, quantidade: 7, nome: 'Pontos' });
    // Rankings and inventories of the workspace refresh live: one `gamification` event per committed grant.
    expect(published.filter((e) => e.workspaceId === workspace.id).map((e) => e.entity)).toEqual([
      'gamification',
      'gamification',
    ]);
    // …and the player's own screens too, from their queue: one per committed transaction, none for the rollback.
    expect(queue().filter((p) => p.type !== GAMIFICATION_WON_TYPE)).toEqual([
      { type: 'updated', entity: 'gamification', id: user.id },
      { type: 'updated', entity: 'gamification', id: user.id },
    ]);
  });
});

describe('spend', () => {
  it('refuses with 409 "Saldo insuficiente." when the player lacks points or units', async () => {
    const { user, workspace } = await createMember(database);
    const game = await seedGame(database, workspace.id);
    const resource = await seedResource(database, workspace.id);
    const who = { workspaceId: workspace.id, userId: user.id, gameId: game.id };
    await inTx(app, (tx) =>
      grant(tx, { ...who, cause: 'earn', points: 5, resourceId: resource.id, quantity: 2 }),
    );
    await expect(
      inTx(app, (tx) => spend(tx, { ...who, cause: 'buy:1', points: 6 })),
    ).rejects.toMatchObject({ status: 409, message: 'Saldo insuficiente.' });
    await expect(
      inTx(app, (tx) =>
        spend(tx, { ...who, cause: 'buy:2', resourceId: resource.id, quantity: 3 }),
      ),
    ).rejects.toMatchObject({ status: 409 });
    await inTx(app, (tx) =>
      spend(tx, { ...who, cause: 'buy:3', points: 5, resourceId: resource.id, quantity: 2 }),
    );
    expect(await pointsBalance(database.db, user.id, game.id)).toBe(0);
    expect(await resourceBalance(database.db, user.id, resource.id)).toBe(0);
  });

  it('lets only one of two racing spends through', async () => {
    const { user, workspace } = await createMember(database);
    const game = await seedGame(database, workspace.id);
    const who = { workspaceId: workspace.id, userId: user.id, gameId: game.id };
    await inTx(app, (tx) => grant(tx, { ...who, cause: 'earn', points: 10 }));
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        inTx(app, (tx) => spend(tx, { ...who, cause: `buy:${i}`, points: 10 })),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await pointsBalance(database.db, user.id, game.id)).toBe(0);
  });
});

describe('transitory resources', () => {
  it('expire at the end of the São Paulo day (03:00 UTC)', async () => {
    const { user, workspace } = await createMember(database);
    const resource = await seedResource(database, workspace.id, {
      name: 'Poção',
      transitory: 'day',
    });
    const give = (cause: string) =>
      inTx(app, (tx) =>
        grant(tx, {
          workspaceId: workspace.id,
          userId: user.id,
          gameId: null,
          cause,
          resourceId: resource.id,
          quantity: 1,
        }),
      );

    at('2026-03-10T02:59:00Z'); // 23:59 of March 9th in São Paulo
    const before = await give('before');
    expect(before.grant!.expiresAt!.toISOString()).toBe('2026-03-10T03:00:00.000Z');
    at('2026-03-10T03:00:00Z'); // midnight: a new São Paulo day
    const after = await give('after');
    expect(after.grant!.expiresAt!.toISOString()).toBe('2026-03-11T03:00:00.000Z');

    expect(
      await resourceBalance(database.db, user.id, resource.id, new Date('2026-03-10T02:59:59Z')),
    ).toBe(2);
    expect(
      await resourceBalance(database.db, user.id, resource.id, new Date('2026-03-10T03:00:00Z')),
    ).toBe(1);
    expect(
      await resourceBalance(database.db, user.id, resource.id, new Date('2026-03-11T02:59:59Z')),
    ).toBe(1);
    expect(
      await resourceBalance(database.db, user.id, resource.id, new Date('2026-03-11T03:00:00Z')),
    ).toBe(0);
  });

  it('a used unit leaves with the lot it came from (earliest expiry first)', async () => {
    const { user, workspace } = await createMember(database);
    const resource = await seedResource(database, workspace.id, { transitory: 'hour' });
    const who = {
      workspaceId: workspace.id,
      userId: user.id,
      gameId: null,
      resourceId: resource.id,
    };
    at('2026-03-10T12:30:00Z');
    await inTx(app, (tx) => grant(tx, { ...who, cause: 'a', quantity: 2 }));
    at('2026-03-10T13:10:00Z');
    await inTx(app, (tx) => grant(tx, { ...who, cause: 'b', quantity: 1 }));
    at('2026-03-10T12:40:00Z');
    await inTx(app, (tx) => spend(tx, { ...who, cause: 'use:1', quantity: 1 }));
    expect(
      await resourceBalance(database.db, user.id, resource.id, new Date('2026-03-10T12:50:00Z')),
    ).toBe(2);
    // At 13:00 the first lot (one left of it) expires; the used unit goes with it.
    expect(
      await resourceBalance(database.db, user.id, resource.id, new Date('2026-03-10T13:20:00Z')),
    ).toBe(1);
  });
});
