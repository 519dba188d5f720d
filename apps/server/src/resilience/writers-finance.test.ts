import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { financeBoxes } from '../modules/finance/schema';
import { financeBoxOf, financeEntryWriter } from '../modules/finance/load-writers';
import { createAccount } from './accounts';
import { testApp, testDatabase } from '../test/kit';

const app = await testApp();
const database = testDatabase();

describe('the finance entry writer', () => {
  it('writes entries whose acknowledgements it finds, and reports a broken balance', async () => {
    const base = await app.listen({ port: 3311, host: '127.0.0.1' });
    const account = await createAccount(base, database.pool, 'financas');
    await financeEntryWriter.prepare!(base, account);
    const acks = [];
    for (let seq = 0; seq < 8; seq++) {
      const ack = await financeEntryWriter.write({ base, account, seq });
      expect(ack).not.toBeNull();
      acks.push(ack!);
    }
    expect(await financeEntryWriter.missing(database.db, acks)).toEqual([]);
    expect(
      await financeEntryWriter.missing(database.db, [
        ...acks,
        { entryId: crypto.randomUUID(), workspaceId: account.workspaceId },
      ]),
    ).toHaveLength(1);
    // A lost balance update is caught by the invariant check.
    const { boxId } = financeBoxOf.get(account.userId)!;
    await database.db.update(financeBoxes).set({ balance: 1 }).where(eq(financeBoxes.id, boxId));
    expect((await financeEntryWriter.missing(database.db, acks))[0]).toMatch(/^saldo da caixa/);
  });
});
