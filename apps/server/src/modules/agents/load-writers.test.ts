import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../resilience/accounts';
import { testApp, testDatabase } from '../../test/kit';
import { agentCreateWriter, agentReads } from './load-writers';
import { agents, agentVersions } from './schema';

const app = await testApp();
const database = testDatabase();

describe('the agent writer of the crash and load suites', () => {
  it('finds its acknowledged agents with their first version, reports a lost one, and its read answers', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const account = await createAccount(base, database.pool, 'agentes');
    const acks = [];
    for (let seq = 0; seq < 3; seq++) {
      const ack = await agentCreateWriter.write({ base, account, seq });
      expect(ack).not.toBeNull();
      acks.push(ack!);
    }
    expect(await agentCreateWriter.missing(database.db, acks)).toEqual([]);
    // A history lost while its agent stayed, and an agent lost altogether, are both reported.
    await database.db
      .delete(agentVersions)
      .where(and(eq(agentVersions.agentId, acks[0]!.id), eq(agentVersions.version, 1)));
    await database.db.delete(agents).where(eq(agents.id, acks[1]!.id));
    expect(await agentCreateWriter.missing(database.db, acks)).toEqual([
      `agente ${acks[0]!.id} sem a versão 1`,
      `agente ${acks[1]!.id} confirmado e ausente`,
    ]);
    for (const read of agentReads) expect((await read.read(base, account)).status).toBe(200);
  });
});
