import { publicationRoom } from '@orbita/contracts/publications';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../resilience/accounts';
import { testApp, testDatabase } from '../../test/kit';
import { publicationCreateWriter, publicationReads } from './load-writers';
import { publications } from './schema';

const app = await testApp();
const database = testDatabase();

describe('the publication writer of the crash and load suites', () => {
  it('finds its acknowledged publications with their documents, reports a lost one, and its read answers', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const account = await createAccount(base, database.pool, 'publicacoes');
    const acks = [];
    for (let seq = 0; seq < 3; seq++) {
      const ack = await publicationCreateWriter.write({ base, account, seq });
      expect(ack).not.toBeNull();
      acks.push(ack!);
    }
    expect(await publicationCreateWriter.missing(database.db, acks)).toEqual([]);
    // A body lost while its publication stayed, and a publication lost altogether, are both reported.
    await app.collab.remove(publicationRoom(acks[0]!.id), account.workspaceId);
    await database.db.delete(publications).where(eq(publications.id, acks[1]!.id));
    expect(await publicationCreateWriter.missing(database.db, acks)).toEqual([
      `publicação ${acks[0]!.id} sem documento`,
      `publicação ${acks[1]!.id} confirmada e ausente`,
    ]);
    for (const read of publicationReads) expect((await read.read(base, account)).status).toBe(200);
  });
});
