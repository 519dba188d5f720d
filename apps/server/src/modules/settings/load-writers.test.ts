import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../resilience/accounts';
import { testApp, testDatabase } from '../../test/kit';
import { settingsReads, settingsWriters } from './load-writers';
import { personMenus, personSettings } from './schema';

const app = await testApp();
const database = testDatabase();

describe('the settings writers of the crash and load suites', () => {
  it('find their acknowledged saves, report a lost one, and their reads answer', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const account = await createAccount(base, database.pool, 'configuracoes');
    expect(settingsWriters.map((w) => w.name)).toEqual(['menu e atalhos', 'preferências']);
    for (const writer of settingsWriters) {
      const acks = [];
      for (let seq = 0; seq < 4; seq++) {
        const ack = await writer.write({ base, account, seq });
        expect(ack).not.toBeNull();
        acks.push(ack);
      }
      expect(await writer.missing(database.db, acks)).toEqual([]);
    }
    const [menu] = await database.db
      .select()
      .from(personMenus)
      .where(eq(personMenus.userId, account.userId));
    expect(menu?.shortcuts.length).toBeGreaterThan(0);

    // A save lost in a crash leaves the row behind the acknowledged count.
    const [menuWriter, settingsWriter] = settingsWriters;
    const ackOf = { userId: account.userId };
    await database.db
      .update(personMenus)
      .set({ version: 3 })
      .where(eq(personMenus.userId, account.userId));
    expect(await menuWriter!.missing(database.db, Array(4).fill(ackOf))).toHaveLength(1);
    await database.db.delete(personSettings).where(eq(personSettings.userId, account.userId));
    expect(await settingsWriter!.missing(database.db, [ackOf])).toEqual([
      `preferências de ${account.userId}: 1 salvas, versão 0`,
    ]);

    for (const read of settingsReads) expect((await read.read(base, account)).status).toBe(200);
  });
});
