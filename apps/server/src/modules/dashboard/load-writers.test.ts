import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../resilience/accounts';
import { testApp, testDatabase } from '../../test/kit';
import { dashboardReads, dashboardWriters } from './load-writers';
import { dashboardLayouts } from './schema';

const app = await testApp();
const database = testDatabase();

describe('the dashboard layout writer of the crash and load suites', () => {
  it('finds its acknowledged saves, reports a lost one, and its read answers', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const account = await createAccount(base, database.pool, 'painel');
    const [writer] = dashboardWriters;
    const acks = [];
    for (let seq = 0; seq < 5; seq++) {
      const ack = await writer!.write({ base, account, seq });
      expect(ack).not.toBeNull();
      acks.push(ack);
    }
    expect(await writer!.missing(database.db, acks)).toEqual([]);
    // A save lost in a crash leaves the row behind the acknowledged count.
    await database.db
      .update(dashboardLayouts)
      .set({ version: 3 })
      .where(
        and(
          eq(dashboardLayouts.workspaceId, account.workspaceId),
          eq(dashboardLayouts.userId, account.userId),
        ),
      );
    expect(await writer!.missing(database.db, acks)).toHaveLength(1);
    for (const read of dashboardReads) expect((await read.read(base, account)).status).toBe(200);
  });
});
