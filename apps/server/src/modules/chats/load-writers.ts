import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { AckWriter, LoadRead } from '../../resilience/ack-writer';
import { call } from '../../resilience/api-client';
import type { Account } from '../../resilience/accounts';
import { chatMessages } from './schema';

const base = '/api/app/comunicacao';

/** Each account's own group chat (a group of one: the writer needs nobody else). */
const groups = new Map<string, string>();

const asAccount = (account: Account) => ({
  token: account.token,
  // The personal workspace, named: another writer may switch the current one.
  headers: { 'x-workspace-id': account.workspaceId },
});

async function groupOf(url: string, account: Account): Promise<string | null> {
  const known = groups.get(account.userId);
  if (known) return known;
  const res = await call<{ id: string }>(url, 'POST', `${base}/conversas`, {
    ...asAccount(account),
    body: { kind: 'group', title: 'Resiliência', userIds: [account.userId] },
  });
  if (res.status !== 201) return null;
  groups.set(account.userId, res.body.id);
  return res.body.id;
}

type Ack = { id: string; conversationId: string };

/**
 * A team chat message, as an acknowledged write for the crash and load suites: every one
 * answered 201 must be in the database, and each conversation's seqs must be 1..n with no
 * gap (the seq is allocated under the conversation's row lock in the message's own
 * transaction: a crash can lose an unacknowledged message, never leave a hole or a twin).
 */
export const teamMessageWriter: AckWriter<Ack> = {
  name: 'mensagem de equipe',
  loadWeight: 0.5,
  async write({ base: url, account, seq }) {
    const conversationId = await groupOf(url, account);
    if (!conversationId) return null;
    const res = await call<{ id: string }>(
      url,
      'POST',
      `${base}/conversas/${conversationId}/mensagens`,
      {
        ...asAccount(account),
        body: { kind: 'text', text: `Mensagem ${seq}`, replyToId: null, clientId: randomUUID() },
      },
    );
    return res.status === 201 ? { id: res.body.id, conversationId } : null;
  },
  async missing(db, acks) {
    if (acks.length === 0) return [];
    const found = new Set(
      (
        await db
          .select({ id: chatMessages.id })
          .from(chatMessages)
          .where(
            inArray(
              chatMessages.id,
              acks.map((a) => a.id),
            ),
          )
      ).map((r) => r.id),
    );
    const lacking = acks
      .filter((a) => !found.has(a.id))
      .map((a) => `mensagem ${a.id} confirmada e ausente`);
    const conversations = [...new Set(acks.map((a) => a.conversationId))];
    const gaps = await db
      .select({
        id: chatMessages.conversationId,
        n: sql<number>`count(*)::int`,
        max: sql<number>`max(${chatMessages.seq})::int`,
      })
      .from(chatMessages)
      .where(inArray(chatMessages.conversationId, conversations))
      .groupBy(chatMessages.conversationId);
    for (const g of gaps)
      if (g.n !== g.max) lacking.push(`conversa ${g.id}: ${g.n} mensagens até o seq ${g.max}`);
    return lacking;
  },
};

/** The inbox's reads: the conversation list and the unread badge. */
export const chatReads: LoadRead[] = [
  {
    name: 'conversas',
    weight: 0.3,
    read: (url, a) => call(url, 'GET', `${base}/conversas?limit=50`, asAccount(a)),
  },
  {
    name: 'não lidas',
    weight: 0.3,
    read: (url, a) => call(url, 'GET', `${base}/conversas-nao-lidas`, asAccount(a)),
  },
];
