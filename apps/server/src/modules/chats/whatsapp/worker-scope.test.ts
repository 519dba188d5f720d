import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember, testApp, testDatabase } from '../../../test/kit';
import { chatReactionSends } from '../schema';
import { inbound } from '../test-chats';
import { whatsappWorkersOf } from './index';

const database = testDatabase();

/**
 * Every test file's apps run on one database, and some tests build theirs in production or
 * development mode (their routes and logs). Such an app's WhatsApp loops took every test's
 * queued sends: it cannot decrypt another app's token, so the send failed into backoff, and
 * its retries, timed to the backoff, kept winning the claim — reaction-outbox.test.ts waited
 * 75 s for a reaction held at its fifth attempt (ci62).
 */
describe('WhatsApp loops of the test process’s apps', () => {
  it('a production-mode app takes no workspace’s queued sends until one is handed to it', async () => {
    const production = await testApp({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
    // A workspace no app serves, with a reaction queued and due.
    const { workspace } = await createMember(database, 'owner');
    const { message } = await inbound(production, workspace.id);
    const [queued] = await database.db
      .insert(chatReactionSends)
      .values({ workspaceId: workspace.id, messageId: message.id, emoji: '👍' })
      .returning();

    await whatsappWorkersOf(production.ctx)!.outbox.drain();

    const [after] = await database.db
      .select()
      .from(chatReactionSends)
      .where(eq(chatReactionSends.id, queued!.id));
    expect(after).toMatchObject({ status: 'queued', attempts: 0, reason: null });
  });
});
