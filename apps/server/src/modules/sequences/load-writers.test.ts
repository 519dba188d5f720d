import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../resilience/accounts';
import { testApp, testDatabase } from '../../test/kit';
import { flowLists } from '../flow';
import { sequenceEditWriter, sequenceReads } from './load-writers';

const app = await testApp();
const database = testDatabase();

describe('the sequence writer of the crash and load suites', () => {
  it('finds its acknowledged edits, reports a lost one, and its read answers', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const account = await createAccount(base, database.pool, 'sequencias');
    const acks = [];
    for (let seq = 0; seq < 3; seq++) {
      const ack = await sequenceEditWriter.write({ base, account, seq });
      expect(ack).not.toBeNull();
      acks.push(ack!);
    }
    expect(new Set(acks.map((a) => a.listId)).size).toBe(1);
    const listId = acks[0]!.listId;
    const [row] = await database.db.select().from(flowLists).where(eq(flowLists.id, listId));
    expect(row).toMatchObject({ codePrefix: 'S2', codeLastNumber: 3 });
    expect(await sequenceEditWriter.missing(database.db, acks)).toEqual([]);

    // A lower next number than one already used is refused, so not acknowledged.
    expect(await sequenceEditWriter.write({ base, account, seq: 0 })).toBeNull();

    await database.db
      .update(flowLists)
      .set({ codePrefix: 'S1', codeLastNumber: 3 })
      .where(eq(flowLists.id, listId));
    expect(await sequenceEditWriter.missing(database.db, acks)).toEqual([
      `sequência lista-${listId}: prefixo S2 confirmado e perdido`,
    ]);
    await database.db.update(flowLists).set({ codeLastNumber: 2 }).where(eq(flowLists.id, listId));
    expect(await sequenceEditWriter.missing(database.db, acks)).toEqual([
      `sequência lista-${listId}: próximo número 4 confirmado e perdido`,
    ]);
    await database.db.delete(flowLists).where(eq(flowLists.id, listId));
    expect(await sequenceEditWriter.missing(database.db, acks)).toEqual([
      `lista ${listId} da sequência confirmada e ausente`,
    ]);
    for (const read of sequenceReads) expect((await read.read(base, account)).status).toBe(200);
  });
});
