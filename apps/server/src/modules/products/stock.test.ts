import type { Product } from '@orbita/contracts/products';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { transaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import { testApp, testDatabase } from '../../test/kit';
import { loadSellable, releaseStock, reserveStock } from './index';
import { signedIn } from './products-test-kit';
import { productVariants } from './schema';

const app = await testApp();
const database = testDatabase();

const stockOf = async (variantId: string) =>
  (
    await database.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variantId))
  )[0]!.stock;

describe('products stock (for the store)', () => {
  it('100 concurrent reservations of 1 on stock 10: exactly 10 succeed, stock ends at 0', async () => {
    const owner = await signedIn(app, database, 'owner');
    const product = (
      await owner.call<Product>('POST', '', {
        name: 'Edição limitada',
        status: 'ativo',
        priceCents: 9900,
        variants: [{ name: 'Única', stock: 10 }],
      })
    ).body;
    const variantId = product.variants[0]!.id;
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        transaction(app.ctx, (tx) => reserveStock(tx, owner.workspaceId, variantId, 1)),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const r of refused) {
      const error = (r as PromiseRejectedResult).reason as AppError;
      expect(error).toBeInstanceOf(AppError);
      expect([error.status, error.message]).toEqual([409, 'Estoque insuficiente.']);
    }
    expect(await stockOf(variantId)).toBe(0);
  });

  it('refuses more than the stock, passes unlimited variants, gives stock back, and scopes by workspace', async () => {
    const owner = await signedIn(app, database, 'owner');
    const outsider = await signedIn(app, database, 'owner');
    const product = (
      await owner.call<Product>('POST', '', {
        name: 'Curso',
        status: 'ativo',
        priceCents: 1000,
        variants: [
          { name: 'Físico', stock: 3 },
          { name: 'Online', stock: null, priceCents: 500 },
        ],
      })
    ).body;
    const [limited, unlimited] = product.variants.map((v) => v.id) as [string, string];
    // The product screens hear of the new stock once the order's transaction commits.
    const publish = vi.spyOn(app.realtime, 'publish');
    await transaction(app.ctx, async (tx) => {
      await reserveStock(tx, owner.workspaceId, limited, 1);
      await reserveStock(tx, owner.workspaceId, unlimited, 1);
    });
    const told = publish.mock.calls.map(([m]) => m).filter((m) => m.entity === 'products');
    publish.mockRestore();
    expect(told.map((m) => [m.type, m.id, m.workspaceId])).toEqual([
      ['updated', product.id, owner.workspaceId],
    ]);
    expect((told[0]!.data as Product).variants[0]!.stock).toBe(2);
    await transaction(app.ctx, (tx) => releaseStock(tx, owner.workspaceId, limited, 1));
    const reserve = (workspaceId: string, id: string, qty: number) =>
      transaction(app.ctx, (tx) => reserveStock(tx, workspaceId, id, qty));

    await expect(reserve(owner.workspaceId, limited, 4)).rejects.toMatchObject({ status: 409 });
    expect(await reserve(owner.workspaceId, limited, 3)).toBe(0);
    expect(await reserve(owner.workspaceId, unlimited, 50)).toBeNull();
    expect(await stockOf(unlimited)).toBeNull();
    await expect(reserve(outsider.workspaceId, limited, 1)).rejects.toMatchObject({ status: 404 });
    await expect(reserve(owner.workspaceId, limited, 0)).rejects.toMatchObject({ status: 400 });

    await transaction(app.ctx, (tx) => releaseStock(tx, owner.workspaceId, limited, 2));
    await transaction(app.ctx, (tx) => releaseStock(tx, outsider.workspaceId, limited, 5));
    await transaction(app.ctx, (tx) => releaseStock(tx, owner.workspaceId, unlimited, 5));
    expect(await stockOf(limited)).toBe(2);
    expect(await stockOf(unlimited)).toBeNull();

    const sellable = await loadSellable(app.ctx.db, owner.workspaceId, [limited, unlimited]);
    expect(sellable.get(limited)).toMatchObject({
      productId: product.id,
      name: 'Curso — Físico',
      unitPriceCents: 1000,
      stock: 2,
    });
    expect(sellable.get(unlimited)).toMatchObject({ unitPriceCents: 500, stock: null });
    expect((await loadSellable(app.ctx.db, outsider.workspaceId, [limited])).size).toBe(0);

    await owner.call('PATCH', `/${product.id}`, { status: 'rascunho' });
    expect((await loadSellable(app.ctx.db, owner.workspaceId, [limited])).size).toBe(0);
  });
});
