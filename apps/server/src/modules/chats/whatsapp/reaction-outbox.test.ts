import { randomUUID } from 'node:crypto';
import { chatMessages as texts, chatsEndpoints } from '@orbita/contracts/chats';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectStatus } from '../../../test/kit';
import { chatConversations, chatMessages, chatReactionSends } from '../schema';
import {
  eventually,
  newWaId,
  textBody,
  whatsappWorld,
  type WhatsappWorld,
} from './whatsapp-test-kit';

let w: WhatsappWorld;
beforeAll(async () => {
  w = await whatsappWorld();
});
const ws = () => w.owner.workspace.id;

/** A contact's message, stored through the webhook like Meta delivers it. */
async function inbound(waId: string, hoursAgo = 0) {
  const wamid = `wamid.${randomUUID()}`;
  expect(
    (
      await w.post(
        textBody(w.phoneNumberId, [{ from: waId, id: wamid, text: 'Oi!', name: 'Cliente' }]),
      )
    ).status,
  ).toBe(200);
  await w.drain();
  const [message] = await w.database.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.workspaceId, ws()), eq(chatMessages.waMessageId, wamid)));
  if (hoursAgo)
    await w.database.db
      .update(chatConversations)
      .set({ lastInboundAt: new Date(Date.now() - hoursAgo * 3_600_000) })
      .where(eq(chatConversations.id, message!.conversationId));
  return { wamid, id: message!.id };
}

const react = async (messageId: string, emoji: string) =>
  expectStatus(
    await w.admin.post(chatsEndpoints.react.path.replace('{id}', messageId), { emoji }),
    200,
  );
const reactionsTo = (waId: string) =>
  w.fake.sent.filter((s) => s.body.to === waId && s.body.type === 'reaction');
const sends = (messageId: string) =>
  w.database.db.select().from(chatReactionSends).where(eq(chatReactionSends.messageId, messageId));

describe('a member’s reaction reaches the WhatsApp contact', () => {
  it('a reaction, the same one again (nothing), then its removal (emoji ""), in order', async () => {
    const waId = newWaId();
    const message = await inbound(waId);
    await react(message.id, '👍');
    await react(message.id, '👍');
    await react(message.id, '');
    // Drained here too, not only on the loop's wake-ups. Only this test's app takes these rows
    // (worker-scope.test.ts; a production-mode app of another test file that took them, failed
    // them and won every retry's claim reproduces the 30 s and 75 s timeouts of ci52 and ci62).
    // The wait is a hang guard; a timeout shows where the rows stand (attempts, reason).
    await eventually(async () => {
      await w.drain();
      return reactionsTo(waId).length >= 2;
    }, 75_000).catch(async (err: unknown) => {
      throw new Error(`${String(err)}; envios: ${JSON.stringify(await sends(message.id))}`);
    });
    await w.drain();
    expect(reactionsTo(waId).map((s) => s.body.reaction)).toEqual([
      { message_id: message.wamid, emoji: '👍' },
      { message_id: message.wamid, emoji: '' },
    ]);
    expect((await sends(message.id)).map((s) => s.status)).toEqual(['sent', 'sent']);
  }, 120_000);

  it('outside the 24 h window it stays in Orbita and says why; nothing goes to Meta', async () => {
    const waId = newWaId();
    const message = await inbound(waId, 25);
    await react(message.id, '❤️');
    const [send] = await eventually(async () => {
      const rows = await sends(message.id);
      return rows[0]?.status === 'failed' && rows;
    }, 30_000);
    expect(send!.reason).toBe(texts.windowClosed);
    expect(reactionsTo(waId)).toEqual([]);
  }, 60_000);
});
