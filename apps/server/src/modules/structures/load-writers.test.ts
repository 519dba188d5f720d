import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../resilience/accounts';
import { testApp, testDatabase } from '../../test/kit';
import { structureCreateWriter, structureReads } from './load-writers';
import { structures, structureVersions } from './schema';

const app = await testApp();
const database = testDatabase();

describe('the structure writer of the crash and load suites', () => {
  it('finds its acknowledged structures with their version 1, reports a lost one, and its read answers', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const account = await createAccount(base, database.pool, 'estruturas');
    await structureCreateWriter.prepare!(base, account);
    const acks = [];
    for (let seq = 0; seq < 3; seq++) {
      const ack = await structureCreateWriter.write({ base, account, seq });
      expect(ack).not.toBeNull();
      acks.push(ack!);
    }
    expect(await structureCreateWriter.missing(database.db, acks)).toEqual([]);
    await database.db.delete(structureVersions).where(eq(structureVersions.structureId, acks[0]!));
    await database.db.delete(structures).where(eq(structures.id, acks[1]!));
    expect(await structureCreateWriter.missing(database.db, acks)).toEqual([
      `estrutura ${acks[0]!} sem a versão 1`,
      `estrutura ${acks[1]!} confirmada e ausente`,
    ]);
    for (const read of structureReads) expect((await read.read(base, account)).status).toBe(200);
  });
});
