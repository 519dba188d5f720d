import { randomUUID } from 'node:crypto';
import { chatMessages as texts } from '@orbita/contracts/chats';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../../../platform/db/transaction';
import { storeBytes } from '../../media';
import { appendMessage, type AppendInput } from '../core/append';
import { contactForPhone, whatsappConversationFor } from '../core/contacts';
import { chatConversations, chatMessages, chatWhatsappConnections } from '../schema';
import { pokeOutbox } from './index';
import { IN_DOUBT_WAIT_MS } from './outbox';
import {
  eventually,
  newWaId,
  statusBody,
  whatsappWorld,
  type WhatsappWorld,
} from './whatsapp-test-kit';

let w: WhatsappWorld;
beforeAll(async () => {
  w = await whatsappWorld();
});
const ws = () => w.owner.workspace.id;

/** A contact who wrote `hoursAgo` (the 24 h window runs from it). */
async function conversationWith(waId: string, hoursAgo = 0) {
  const conversation = await transaction(w.app.ctx, async (tx) => {
    const { contact } = await contactForPhone(tx, ws(), `+${waId}`, 'Cliente');
    return whatsappConversationFor(tx, ws(), contact.id);
  });
  await w.database.db
    .update(chatConversations)
    .set({ lastInboundAt: new Date(Date.now() - hoursAgo * 3_600_000) })
    .where(eq(chatConversations.id, conversation.id));
  return conversation.id;
}

/** What the send service does: append the queued row, poke the outbox after commit. */
async function queue(conversationId: string, input: Partial<AppendInput> = {}) {
  const message = await transaction(w.app.ctx, async (tx) => {
    const { message } = await appendMessage(tx, {
      workspaceId: ws(),
      conversationId,
      direction: 'out',
      kind: 'text',
      text: 'Olá!',
      authorId: w.owner.user.id,
      clientId: randomUUID(),
      ...input,
    });
    return message;
  });
  pokeOutbox(w.app.ctx);
  return message;
}

const row = async (id: string) =>
  (await w.database.db.select().from(chatMessages).where(eq(chatMessages.id, id)))[0]!;
const sendsTo = (waId: string) => w.fake.sent.filter((s) => s.body.to === waId);
const settled = (id: string) =>
  eventually(async () => {
    const r = await row(id);
    return r.status !== 'queued' && r;
  }, 60_000);

describe('whatsapp outbox', () => {
  it('429, then 500, then 200: sent exactly once, the person saw "Tentando de novo"', async () => {
    const waId = newWaId();
    const conversationId = await conversationWith(waId);
    w.fake.failNext('messages', [
      {
        status: 429,
        headers: { 'retry-after': '1' },
        body: { error: { code: 130429, message: 'Rate limit hit' } },
      },
      { status: 500, body: { error: { code: 1, message: 'Unknown' } } },
    ]);
    const message = await queue(conversationId, { text: 'Com paciência' });
    const waiting = await eventually(async () => {
      const r = await row(message.id);
      return r.statusReason?.startsWith('Tentando de novo') && r;
    });
    expect(waiting.status).toBe('queued');
    const sent = await settled(message.id);
    const calls = w.fake.requests.filter(
      (r) => r.endpoint === 'messages' && JSON.parse(r.body.toString()).to === waId,
    );
    expect(calls).toHaveLength(3);
    expect(sendsTo(waId)).toHaveLength(1);
    expect(sent).toMatchObject({
      status: 'sent',
      waMessageId: sendsTo(waId)[0]!.waMessageId,
      statusReason: null,
    });
    expect(sendsTo(waId)[0]!.body).toMatchObject({
      type: 'text',
      text: { body: 'Com paciência' },
      biz_opaque_callback_data: message.id,
    });
  }, 60_000);

  it('sends a conversation in order: a later message waits for the earlier one', async () => {
    const waId = newWaId();
    const conversationId = await conversationWith(waId);
    w.fake.failNext('messages', [{ status: 503, body: {} }]);
    const ids = [];
    for (const text of ['um', 'dois', 'três']) ids.push((await queue(conversationId, { text })).id);
    for (const id of ids) await settled(id);
    expect(sendsTo(waId).map((s) => (s.body.text as { body: string }).body)).toEqual([
      'um',
      'dois',
      'três',
    ]);
  }, 60_000);

  it('outside the 24 h window a text fails with the reason; a template goes', async () => {
    const waId = newWaId();
    const conversationId = await conversationWith(waId, 25);
    const text = await queue(conversationId, { text: 'Fora da janela' });
    const template = await queue(conversationId, {
      kind: 'template',
      text: 'Olá Ana, seu pedido saiu.',
      payload: { template: { name: 'pedido_enviado', language: 'pt_BR', parameters: ['Ana'] } },
    });
    expect(await settled(text.id)).toMatchObject({
      status: 'failed',
      statusReason: texts.windowClosed,
    });
    expect(await settled(template.id)).toMatchObject({ status: 'sent' });
    expect(sendsTo(waId).map((s) => s.body.type)).toEqual(['template']);
    expect(sendsTo(waId)[0]!.body.template).toMatchObject({
      name: 'pedido_enviado',
      language: { code: 'pt_BR' },
      components: [{ type: 'body', parameters: [{ type: 'text', text: 'Ana' }] }],
    });
  }, 60_000);

  it("Meta's permanent refusals fail the message with the pt-BR reason (131047 → window closed)", async () => {
    const waId = newWaId();
    const conversationId = await conversationWith(waId);
    w.fake.failNext('messages', [
      { status: 400, body: { error: { code: 131047, message: 'Re-engagement message' } } },
      { status: 400, body: { error: { code: 131026, message: 'Message Undeliverable' } } },
    ]);
    const a = await queue(conversationId, { text: 'a' });
    expect(await settled(a.id)).toMatchObject({
      status: 'failed',
      statusReason: texts.windowClosed,
    });
    const b = await queue(conversationId, { text: 'b' });
    expect((await settled(b.id)).statusReason).toContain('não usa WhatsApp');
    const [connection] = await w.database.db
      .select()
      .from(chatWhatsappConnections)
      .where(eq(chatWhatsappConnections.workspaceId, ws()));
    expect(connection!.lastError).toContain('não usa WhatsApp');
  }, 60_000);

  it('media from the library: uploaded to Meta, then sent by id with the caption', async () => {
    const waId = newWaId();
    const conversationId = await conversationWith(waId);
    const bytes = await sharp({
      create: { width: 3, height: 3, channels: 3, background: '#ff0000' },
    })
      .png()
      .toBuffer();
    const file = await storeBytes(w.app.ctx, {
      workspaceId: ws(),
      userId: w.owner.user.id,
      bytes,
      name: `foto-${randomUUID()}.png`,
    });
    const message = await queue(conversationId, {
      kind: 'image',
      text: 'Segue a foto',
      mediaFileId: file.id,
    });
    expect(await settled(message.id)).toMatchObject({ status: 'sent' });
    const sent = sendsTo(waId)[0]!.body as { type: string; image: { id: string; caption: string } };
    expect(sent.type).toBe('image');
    expect(sent.image.caption).toBe('Segue a foto');
    expect(w.fake.media.has(sent.image.id)).toBe(true);
  }, 60_000);

  it('a send cut by a crash waits for the status webhook naming it before sending again', async () => {
    const waId = newWaId();
    const conversationId = await conversationWith(waId);
    // As a crashed process leaves it: claimed (attempt counted), lease expired, no outcome.
    const message = await transaction(w.app.ctx, async (tx) => {
      const { message } = await appendMessage(tx, {
        workspaceId: ws(),
        conversationId,
        direction: 'out',
        kind: 'text',
        text: 'Talvez já enviada',
      });
      await tx
        .update(chatMessages)
        .set({ attempts: 1, lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(chatMessages.id, message.id));
      return message;
    });
    pokeOutbox(w.app.ctx);
    const held = await eventually(async () => {
      const r = await row(message.id);
      return r.payload?.inDoubtSince ? r : null;
    });
    expect(held.status).toBe('queued');
    expect(held.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + IN_DOUBT_WAIT_MS / 2);
    // Meta's status for the send the crash cut short (it did go out): our id comes back.
    await w.post(
      statusBody(w.phoneNumberId, [
        {
          id: 'wamid.enviada-antes-da-queda',
          status: 'sent',
          recipient: waId,
          callback: message.id,
        },
      ]),
    );
    await w.drain();
    expect(await row(message.id)).toMatchObject({
      status: 'sent',
      waMessageId: 'wamid.enviada-antes-da-queda',
    });
    expect(sendsTo(waId)).toHaveLength(0);
  }, 60_000);
});
