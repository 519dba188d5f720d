import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../resilience/accounts';
import { testApp, testDatabase } from '../../test/kit';
import { nexoCreateWriter, nexoReads } from './load-writers';
import { nexos } from './schema';

const app = await testApp();
const database = testDatabase();

describe('the nexo writer of the crash and load suites', () => {
  it('finds its acknowledged links, reports a lost one, and its read answers', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const account = await createAccount(base, database.pool, 'nexos');
    await nexoCreateWriter.prepare!(base, account);
    const acks = [];
    for (let seq = 0; seq < 3; seq++) {
      const ack = await nexoCreateWriter.write({ base, account, seq });
      expect(ack).not.toBeNull();
      acks.push(ack!);
    }
    expect(await nexoCreateWriter.missing(database.db, acks)).toEqual([]);
    await database.db.delete(nexos).where(eq(nexos.id, acks[1]!));
    expect(await nexoCreateWriter.missing(database.db, acks)).toEqual([
      `nexo ${acks[1]!} confirmado e ausente`,
    ]);
    for (const read of nexoReads) {
      const answer = await read.read(base, account);
      expect(answer.status).toBe(200);
      // The anchor's links are the ones the writer made (both directions are listed).
      expect(JSON.stringify(answer.body)).toContain(acks[0]!);
    }
  });
});
