import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../resilience/accounts';
import { testApp, testDatabase } from '../../test/kit';
import { productCreateWriter, productReads } from './load-writers';
import { products, productVariants } from './schema';

const app = await testApp();
const database = testDatabase();

describe('the product writer of the crash and load suites', () => {
  it('finds its acknowledged products with their variants, reports a lost one, and its read answers', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const account = await createAccount(base, database.pool, 'produtos');
    const acks = [];
    for (let seq = 0; seq < 3; seq++) {
      const ack = await productCreateWriter.write({ base, account, seq });
      expect(ack).not.toBeNull();
      acks.push(ack!);
    }
    expect(await productCreateWriter.missing(database.db, acks)).toEqual([]);
    await database.db
      .delete(productVariants)
      .where(eq(productVariants.productId, acks[0]!.productId));
    await database.db.delete(products).where(eq(products.id, acks[1]!.productId));
    expect(await productCreateWriter.missing(database.db, acks)).toEqual([
      `produto ${acks[0]!.productId} sem as duas variações`,
      `produto ${acks[1]!.productId} confirmado e ausente`,
    ]);
    for (const read of productReads) expect((await read.read(base, account)).status).toBe(200);
  });
});
