import { randomUUID } from 'node:crypto';
import { productMessages } from '@orbita/contracts/products';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../../test/kit';
import { productVariants } from '../products';
import { storeOrderItems, storeOrders } from './schema';
import { storeKit } from './test-kit';

const app = await testApp();
const database = testDatabase();
const kit = storeKit(app, database);

describe('stock under concurrent checkouts', () => {
  it('100 checkouts at once of a variant with stock 10: exactly 10 orders, stock 0, no number repeated', async () => {
    const { owner, slug } = await kit.openStore();
    const scarce = await kit.product(owner, { variants: [{ name: 'Único', stock: 10 }] });
    const variantId = scarce.variants[0]!.id;

    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        kit.guestCheckout(slug, {
          name: `Cliente ${i}`,
          email: `c${i}-${randomUUID()}@exemplo.com.br`,
          items: [{ variantId, quantity: 1 }],
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(90);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().message).toBe(productMessages.outOfStock);

    const [variant] = await database.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    expect(variant!.stock).toBe(0);
    const made = await database.db
      .select({ number: storeOrders.number, quantity: storeOrderItems.quantity })
      .from(storeOrders)
      .innerJoin(storeOrderItems, eq(storeOrderItems.orderId, storeOrders.id))
      .where(eq(storeOrderItems.variantId, variantId));
    expect(made).toHaveLength(10);
    expect(made.reduce((sum, r) => sum + r.quantity, 0)).toBe(10);
    expect(new Set(made.map((r) => r.number)).size).toBe(10);
  });
});
