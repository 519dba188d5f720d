import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transaction } from '../../../platform/db/transaction';
import { createMember, testApp, testDatabase } from '../../../test/kit';
import {
  chatContactPhones,
  chatContacts,
  chatConversations,
  chatMessages,
  chatReads,
} from '../schema';
import { appendMessage } from './append';
import { contactForPhone, whatsappConversationFor } from './contacts';
import { windowClosesAt, windowOpen } from './window';

const app = await testApp();
const database = testDatabase();
const { db } = database;

async function workspace() {
  const { workspace, user } = await createMember(database);
  return { workspaceId: workspace.id, userId: user.id };
}

async function newConversation(workspaceId: string, kind: 'group' | 'whatsapp' = 'group') {
  if (kind === 'whatsapp') {
    return transaction(app.ctx, async (tx) => {
      const { contact } = await contactForPhone(tx, workspaceId, randomPhone(), 'Ana');
      return whatsappConversationFor(tx, workspaceId, contact.id);
    });
  }
  const [row] = await db
    .insert(chatConversations)
    .values({ workspaceId, kind, title: 'Grupo' })
    .returning();
  return row!;
}

const randomPhone = () => `+55419${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe('appendMessage', () => {
  it('gives 50 parallel appends the seqs 1..50 with no gap, and the conversation the last', async () => {
    const { workspaceId, userId } = await workspace();
    const conversation = await newConversation(workspaceId);
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        transaction(app.ctx, (tx) =>
          appendMessage(tx, {
            workspaceId,
            conversationId: conversation.id,
            direction: 'out',
            kind: 'text',
            text: `m${i}`,
            authorId: userId,
          }),
        ),
      ),
    );
    const rows = await db
      .select({ seq: chatMessages.seq, status: chatMessages.status })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversation.id));
    expect(rows.map((r) => r.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    // A team chat message never enters the outbox.
    expect(rows.every((r) => r.status === null)).toBe(true);
    const [after] = await db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, conversation.id));
    expect(after!.lastSeq).toBe(50);
    // The author has read their own messages.
    const [read] = await db
      .select()
      .from(chatReads)
      .where(and(eq(chatReads.conversationId, conversation.id), eq(chatReads.userId, userId)));
    expect(read!.readSeq).toBe(50);
  });

  it('stores the same WhatsApp message id once, even delivered at the same time', async () => {
    const { workspaceId } = await workspace();
    const conversation = await newConversation(workspaceId, 'whatsapp');
    const waMessageId = `wamid.${randomUUID()}`;
    const at = new Date(Date.now() - 60_000);
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        transaction(app.ctx, (tx) =>
          appendMessage(tx, {
            workspaceId,
            conversationId: conversation.id,
            direction: 'in',
            kind: 'text',
            text: 'Oi',
            waMessageId,
            createdAt: at,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.message.id)).size).toBe(1);
    const rows = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversation.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBeNull();
    const [after] = await db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, conversation.id));
    expect(after).toMatchObject({ lastSeq: 1, status: 'open' });
    expect(after!.lastInboundAt!.getTime()).toBe(at.getTime());
    expect(windowOpen(after!)).toBe(true);
  });

  it('lands the same clientId once, and queues an outbound WhatsApp message', async () => {
    const { workspaceId, userId } = await workspace();
    const conversation = await newConversation(workspaceId, 'whatsapp');
    const clientId = randomUUID();
    const send = () =>
      transaction(app.ctx, (tx) =>
        appendMessage(tx, {
          workspaceId,
          conversationId: conversation.id,
          direction: 'out',
          kind: 'text',
          text: 'Olá',
          authorId: userId,
          clientId,
        }),
      );
    const [a, b] = await Promise.all([send(), send()]);
    const again = await send();
    expect([a.created, b.created].filter(Boolean)).toHaveLength(1);
    expect(again.created).toBe(false);
    expect(again.message.id).toBe(a.message.id);
    const rows = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversation.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'queued', seq: 1 });
    expect(rows[0]!.nextAttemptAt).not.toBeNull();
  });
});

describe('contactForPhone', () => {
  it('makes one contact when two webhooks race for a new number', async () => {
    const { workspaceId } = await workspace();
    const e164 = randomPhone();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        transaction(app.ctx, (tx) => contactForPhone(tx, workspaceId, e164, 'Maria')),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.contact.id)).size).toBe(1);
    const contacts = await db
      .select()
      .from(chatContacts)
      .where(eq(chatContacts.workspaceId, workspaceId));
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ name: 'Maria', whatsappName: 'Maria' });
    const phones = await db
      .select()
      .from(chatContactPhones)
      .where(eq(chatContactPhones.contactId, contacts[0]!.id));
    expect(phones).toMatchObject([{ e164, whatsapp: true }]);
  });

  it('gives a contact one WhatsApp conversation, even asked for at once', async () => {
    const { workspaceId } = await workspace();
    const { contact } = await transaction(app.ctx, (tx) =>
      contactForPhone(tx, workspaceId, randomPhone(), null),
    );
    const found = await Promise.all(
      [1, 2, 3].map(() =>
        transaction(app.ctx, (tx) => whatsappConversationFor(tx, workspaceId, contact.id)),
      ),
    );
    expect(new Set(found.map((c) => c.id)).size).toBe(1);
  });
});

describe('the 24 h window', () => {
  it('is open for 24 h after the contact wrote, never for team chats', () => {
    const now = new Date('2026-01-02T12:00:00Z');
    const wrote = (hoursAgo: number) => ({
      kind: 'whatsapp' as const,
      lastInboundAt: new Date(now.getTime() - hoursAgo * 3_600_000),
    });
    expect(windowOpen(wrote(23.9), now)).toBe(true);
    expect(windowOpen(wrote(24.1), now)).toBe(false);
    expect(windowOpen({ kind: 'whatsapp', lastInboundAt: null }, now)).toBe(false);
    expect(windowOpen({ kind: 'group', lastInboundAt: null }, now)).toBe(true);
    expect(windowClosesAt(wrote(1))!.toISOString()).toBe('2026-01-03T11:00:00.000Z');
    expect(windowClosesAt({ kind: 'direct', lastInboundAt: null })).toBeNull();
  });
});
