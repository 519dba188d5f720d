import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../resilience/accounts';
import { testApp, testDatabase } from '../../test/kit';
import { chatReads, teamMessageWriter } from './load-writers';
import { chatMessages } from './schema';

const app = await testApp();
const database = testDatabase();

describe('the team chat writer of the crash and load suites', () => {
  it('finds its acknowledged messages, reports a lost one and a gap, and its reads answer', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const account = await createAccount(base, database.pool, 'chats');
    const acks = [];
    for (let seq = 0; seq < 3; seq++) {
      const ack = await teamMessageWriter.write({ base, account, seq });
      expect(ack).not.toBeNull();
      acks.push(ack!);
    }
    expect(new Set(acks.map((a) => a.conversationId)).size).toBe(1);
    expect(await teamMessageWriter.missing(database.db, acks)).toEqual([]);
    // The middle message lost: it is missing, and its conversation has a hole.
    await database.db.delete(chatMessages).where(eq(chatMessages.id, acks[1]!.id));
    expect(await teamMessageWriter.missing(database.db, acks)).toEqual([
      `mensagem ${acks[1]!.id} confirmada e ausente`,
      `conversa ${acks[0]!.conversationId}: 2 mensagens até o seq 3`,
    ]);
    for (const read of chatReads) expect((await read.read(base, account)).status).toBe(200);
  });
});
