import { mindMapRoom } from '@orbita/contracts/mind-maps';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../resilience/accounts';
import { testApp, testDatabase } from '../../test/kit';
import { mindMapCreateWriter, mindMapReads } from './load-writers';
import { mindMaps } from './schema';

const app = await testApp();
const database = testDatabase();

describe('the mind map writer of the crash and load suites', () => {
  it('finds its acknowledged maps with their documents, reports a lost one, and its read answers', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const account = await createAccount(base, database.pool, 'mapas');
    const acks = [];
    for (let seq = 0; seq < 3; seq++) {
      const ack = await mindMapCreateWriter.write({ base, account, seq });
      expect(ack).not.toBeNull();
      acks.push(ack!);
    }
    expect(await mindMapCreateWriter.missing(database.db, acks)).toEqual([]);
    // A document lost while its map stayed, and a map lost altogether, are both reported.
    await app.collab.remove(mindMapRoom(acks[0]!.mapId), account.workspaceId);
    await database.db.delete(mindMaps).where(eq(mindMaps.id, acks[1]!.mapId));
    expect(await mindMapCreateWriter.missing(database.db, acks)).toEqual([
      `mapa ${acks[0]!.mapId} sem documento`,
      `mapa ${acks[1]!.mapId} confirmado e ausente`,
    ]);
    for (const read of mindMapReads) expect((await read.read(base, account)).status).toBe(200);
  });
});
