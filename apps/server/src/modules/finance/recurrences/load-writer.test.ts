import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../resilience/accounts';
import { testApp, testDatabase } from '../../../test/kit';
import { financeEntries } from '../schema';
import { financeRecurrenceWriter as writer } from './load-writer';

const app = await testApp();
const database = testDatabase();

describe('the recurring-entry writer', () => {
  it('finds the series it wrote with their occurrences, and reports a lost one', async () => {
    const base = await app.listen({ port: 3317, host: '127.0.0.1' });
    const account = await createAccount(base, database.pool, 'fixos');
    await writer.prepare!(base, account);
    const acks = [];
    for (let seq = 0; seq < 3; seq++) {
      const ack = await writer.write({ base, account, seq });
      expect(ack).not.toBeNull();
      acks.push(ack!);
    }
    expect(await writer.missing(database.db, acks)).toEqual([]);
    // An occurrence whose entry is gone is reported.
    await database.db.delete(financeEntries).where(eq(financeEntries.id, acks[0]!.entryIds[1]!));
    expect(await writer.missing(database.db, acks)).toEqual([
      `ocorrência ${acks[0]!.entryIds[1]} do fixo ${acks[0]!.recurrenceId}`,
    ]);
  });
});
