import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../resilience/accounts';
import { testApp, testDatabase } from '../../test/kit';
import { codexEntryWriter, codexReads } from './load-writers';
import { codexEntries, codexRevisions } from './schema';

const app = await testApp();
const database = testDatabase();

describe('the codex entry writer of the crash and load suites', () => {
  it('finds its acknowledged entries with their revision 1, reports a lost one, and its read answers', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const account = await createAccount(base, database.pool, 'codex');
    await codexEntryWriter.prepare!(base, account);
    const acks = [];
    for (let seq = 0; seq < 3; seq++) {
      const ack = await codexEntryWriter.write({ base, account, seq });
      expect(ack).not.toBeNull();
      acks.push(ack!);
    }
    expect(await codexEntryWriter.missing(database.db, acks)).toEqual([]);
    await database.db.delete(codexRevisions).where(eq(codexRevisions.entryId, acks[0]!));
    await database.db.delete(codexEntries).where(eq(codexEntries.id, acks[1]!));
    expect(await codexEntryWriter.missing(database.db, acks)).toEqual([
      `entrada do códex ${acks[0]!} sem a revisão 1`,
      `entrada do códex ${acks[1]!} confirmada e ausente`,
    ]);
    for (const read of codexReads) expect((await read.read(base, account)).status).toBe(200);
  });
});
