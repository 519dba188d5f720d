import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../resilience/accounts';
import { testApp, testDatabase } from '../../test/kit';
import { hubCreateWriter, hubReads } from './load-writers';
import { hubMembers, hubs } from './schema';

const app = await testApp();
const database = testDatabase();

describe('the hub writer of the crash and load suites', () => {
  it('finds its acknowledged hubs with their first editor, reports a lost one, and its read answers', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const account = await createAccount(base, database.pool, 'hubs');
    const acks = [];
    for (let seq = 0; seq < 3; seq++) {
      const ack = await hubCreateWriter.write({ base, account, seq });
      expect(ack).not.toBeNull();
      acks.push(ack!);
    }
    expect(await hubCreateWriter.missing(database.db, acks)).toEqual([]);
    await database.db.delete(hubMembers).where(eq(hubMembers.hubId, acks[0]!.hubId));
    await database.db.delete(hubs).where(eq(hubs.id, acks[1]!.hubId));
    expect(await hubCreateWriter.missing(database.db, acks)).toEqual([
      `hub ${acks[0]!.hubId} sem quem o criou como editor`,
      `hub ${acks[1]!.hubId} confirmado e ausente`,
    ]);
    for (const read of hubReads) expect((await read.read(base, account)).status).toBe(200);
  });
});
