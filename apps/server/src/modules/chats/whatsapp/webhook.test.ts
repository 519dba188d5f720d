import { randomUUID } from 'node:crypto';
import { whatsappWebhookPath } from '@orbita/contracts/chats';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../../../platform/db/transaction';
import { flowItems } from '../../flow';
import { mediaFiles } from '../../media';
import { appendMessage } from '../core/append';
import { contactForPhone, whatsappConversationFor } from '../core/contacts';
import {
  chatContacts,
  chatConversations,
  chatMessages,
  chatReactions,
  chatWebhookEvents,
} from '../schema';
import {
  eventually,
  fixture,
  newWaId,
  statusBody,
  textBody,
  whatsappWorld,
  type WhatsappWorld,
} from './whatsapp-test-kit';

let w: WhatsappWorld;
beforeAll(async () => {
  w = await whatsappWorld();
});

const ws = () => w.owner.workspace.id;
const eventCount = async () =>
  (
    await w.database.db
      .select({ n: count() })
      .from(chatWebhookEvents)
      .where(eq(chatWebhookEvents.connectionId, w.connectionId))
  )[0]!.n;
const messagesOf = (waId: string) =>
  w.database.db
    .select({ m: chatMessages })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .innerJoin(chatContacts, eq(chatContacts.id, chatConversations.contactId))
    .where(
      and(eq(chatMessages.workspaceId, ws()), eq(chatContacts.whatsappName, `Contato ${waId}`)),
    )
    .orderBy(asc(chatMessages.seq))
    .then((rows) => rows.map((r) => r.m));
const byWa = async (waMessageId: string) =>
  (
    await w.database.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.workspaceId, ws()), eq(chatMessages.waMessageId, waMessageId)))
  )[0];

/** One of our outbound messages, as if the outbox had sent it (reactions and replies point at it). */
async function outbound(waId: string, waMessageId: string) {
  return transaction(w.app.ctx, async (tx) => {
    const { contact } = await contactForPhone(tx, ws(), `+${waId}`, null);
    const conversation = await whatsappConversationFor(tx, ws(), contact.id);
    return (
      await appendMessage(tx, {
        workspaceId: ws(),
        conversationId: conversation.id,
        direction: 'out',
        kind: 'text',
        text: 'Temos azul e verde.',
        waMessageId,
        status: 'sent',
      })
    ).message;
  });
}

describe('whatsapp webhook: verification', () => {
  it("answers hub.challenge to the connection's verify token, 403 otherwise, 404 for unknown ids", async () => {
    const url = whatsappWebhookPath(w.connectionId);
    const good = await w.app.inject({
      url: `${url}?hub.mode=subscribe&hub.verify_token=${w.connection.verifyToken}&hub.challenge=1158201444`,
    });
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('1158201444');
    expect(good.headers['content-type']).toMatch(/^text\/plain/);
    const bad = await w.app.inject({
      url: `${url}?hub.mode=subscribe&hub.verify_token=outro&hub.challenge=1`,
    });
    expect(bad.statusCode).toBe(403);
    expect(bad.json().message).toBe('Token de verificação inválido.');
    const unknown = await w.app.inject({ url: whatsappWebhookPath(randomUUID()) });
    expect(unknown.statusCode).toBe(404);
  });

  it('presents the connection without its secrets', async () => {
    const answer = await w.admin.get(`/api/app/comunicacao/whatsapp`);
    expect(answer.status).toBe(200);
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(w.appSecret);
    expect(text).not.toContain(w.fake.accessToken);
    expect(answer.body).toMatchObject({
      connected: true,
      phoneNumberId: w.phoneNumberId,
      tokenValid: true,
      webhookUrl: `http://localhost:3000/api/public/whatsapp/${w.connectionId}`,
    });
  });
});

describe('whatsapp webhook: signature', () => {
  it('a bad, missing or other-secret signature answers 401 and stores nothing', async () => {
    const before = await eventCount();
    const body = textBody(w.phoneNumberId, [
      { from: newWaId(), id: `wamid.${randomUUID()}`, text: 'oi' },
    ]);
    const raw = Buffer.from(JSON.stringify(body));
    for (const signature of [null, 'sha256=00', 'sha256=' + 'ab'.repeat(32), 'lixo']) {
      const answer = await w.post(body, { signature, raw });
      expect(answer.status).toBe(401);
    }
    // Signed, then tampered with (one byte of the text changed).
    const tampered = Buffer.from(raw.toString().replace('"oi"', '"ou"'));
    const { signPayload } = await import('./graph/signature');
    expect(
      (await w.post(body, { raw: tampered, signature: signPayload(raw, w.appSecret) })).status,
    ).toBe(401);
    expect(await eventCount()).toBe(before);
    expect((await w.post(body, { raw })).status).toBe(200);
    expect(await eventCount()).toBe(before + 1);
  });
});

describe('whatsapp webhook: every documented message type', () => {
  it('stores each fixture with its kind and fields', async () => {
    const tag = randomUUID().slice(0, 8);
    const waId = newWaId();
    const opts = { phoneNumberId: w.phoneNumberId, waId, tag };
    // The outbound message the reply and the reaction point at.
    const ours = await outbound(
      waId,
      `wamid.${tag}HBgLMTY1MDM4Nzk0MzkVAgARGBJBMEVFRDNGMUI4RTI0ODA3OEUA`,
    );
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#3366ff' },
    })
      .jpeg()
      .toBuffer();
    w.fake.addMedia(png, 'image/jpeg', '1003383421387256');
    const names = [
      'text',
      'image',
      'audio',
      'video',
      'document',
      'sticker',
      'location',
      'contacts',
      'reply',
      'interactive-button-reply',
      'interactive-list-reply',
      'button',
      'unsupported',
      'reaction',
    ];
    for (const name of names) expect((await w.post(fixture(name, opts))).status).toBe(200);
    await w.drain();
    const rows = await w.database.db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.workspaceId, ws()),
          eq(chatMessages.conversationId, ours.conversationId),
        ),
      )
      .orderBy(asc(chatMessages.seq));
    const inbound = rows.filter((r) => r.direction === 'in');
    expect(inbound.map((r) => r.kind)).toEqual([
      'text',
      'image',
      'audio',
      'video',
      'document',
      'sticker',
      'location',
      'contacts',
      'text',
      'interactive',
      'interactive',
      'interactive',
      'unsupported',
    ]);
    const [text, image, audio, , document, , location, contacts, reply, buttonReply, listReply] =
      inbound;
    expect(text!.text).toBe('Does it come in another color?');
    expect(text!.createdAt.toISOString()).toBe(new Date(1749416383 * 1000).toISOString());
    expect(image!.media).toMatchObject({
      id: '1003383421387256',
      mime: 'image/jpeg',
      status: 'stored',
    });
    expect(image!.mediaFileId).not.toBeNull();
    expect(audio!.media).toMatchObject({ status: 'failed' }); // the fake has no such media
    expect(document!.media).toMatchObject({ filename: expect.any(String) });
    expect(location!.payload).toMatchObject({ location: { latitude: expect.any(Number) } });
    expect(contacts!.payload).toMatchObject({ sharedContacts: [{ name: expect.any(String) }] });
    expect(reply!.replyToId).toBe(ours.id);
    expect(buttonReply!.payload).toMatchObject({ choice: { title: expect.any(String) } });
    expect(listReply!.payload).toMatchObject({ choice: { id: expect.any(String) } });
    // Reaction: on our message, by the contact.
    const reactions = await w.database.db
      .select()
      .from(chatReactions)
      .where(eq(chatReactions.messageId, ours.id));
    expect(reactions).toEqual([
      expect.objectContaining({ emoji: '👍', actor: expect.stringMatching(/^contact:/) }),
    ]);
    // Removing it (emoji '').
    expect((await w.post(fixture('reaction-removed', opts))).status).toBe(200);
    await w.drain();
    expect(
      await w.database.db.select().from(chatReactions).where(eq(chatReactions.messageId, ours.id)),
    ).toEqual([]);
    // The image is a file of the media library.
    const [file] = await w.database.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.id, image!.mediaFileId!));
    expect(file).toMatchObject({ workspaceId: ws(), kind: 'image' });
  });

  it('statuses sent → delivered → read; never backwards; failed with the pt-BR reason', async () => {
    const tag = randomUUID().slice(0, 8);
    const waId = newWaId();
    const a = await outbound(waId, `wamid.${tag}-a`);
    const b = await outbound(waId, `wamid.${tag}-b`);
    const post = (id: string, status: string) =>
      w.post(statusBody(w.phoneNumberId, [{ id, status, recipient: waId }]));
    await post(`wamid.${tag}-a`, 'read');
    await post(`wamid.${tag}-a`, 'delivered');
    await post(`wamid.${tag}-a`, 'sent');
    await post(`wamid.${tag}-a`, 'failed');
    await w.drain();
    expect((await byWa(`wamid.${tag}-a`))!.status).toBe('read');
    const failed = fixture('status-failed', { phoneNumberId: w.phoneNumberId, waId, tag });
    JSON.stringify(failed); // the fixture's id is rewritten below
    const body = JSON.parse(
      JSON.stringify(failed).replace(/"id":"wamid\.[^"]*"/, `"id":"wamid.${tag}-b"`),
    );
    await w.post(body);
    await post(`wamid.${tag}-b`, 'delivered');
    await w.drain();
    const rowB = await byWa(`wamid.${tag}-b`);
    expect(rowB!.status).toBe('failed');
    expect(rowB!.statusReason).toContain('24 horas');
    expect(a.id).not.toBe(b.id);
  });
});

describe("whatsapp webhook: Meta's status fixtures", () => {
  it("sent, delivered, read in turn; failed with an unknown code keeps Meta's title", async () => {
    const tag = randomUUID().slice(0, 8);
    const waId = newWaId();
    const opts = { phoneNumberId: w.phoneNumberId, waId, tag };
    const delivery = `wamid.${tag}HBgLMTY1MDM4Nzk0MzkVAgARGBI3MTE5MjVBOTE3MDk5QUVFM0YA`;
    const unknownCode = `wamid.${tag}HBgLMTY1MDM4Nzk0MzkVAgARGBJBQjQ0NkE4NjM1QTU2NjVGOURGQgA=`;
    await outbound(waId, delivery);
    await outbound(waId, unknownCode);
    for (const [name, expected] of [
      ['status-sent', 'sent'],
      ['status-delivered', 'delivered'],
      ['status-read', 'read'],
    ] as const) {
      expect((await w.post(fixture(name, opts))).status).toBe(200);
      await w.drain();
      expect((await byWa(delivery))!.status).toBe(expected);
    }
    await w.post(fixture('status-failed-unknown-code', opts));
    await w.drain();
    expect(await byWa(unknownCode)).toMatchObject({
      status: 'failed',
      statusReason: expect.stringContaining('Generic user error'),
    });
  });
});

describe('whatsapp webhook: idempotency and order', () => {
  it('the same message delivered 3 times is stored once', async () => {
    const waId = newWaId();
    const id = `wamid.${randomUUID()}`;
    const body = textBody(w.phoneNumberId, [
      { from: waId, id, text: 'Três vezes', name: `Contato ${waId}` },
    ]);
    for (let i = 0; i < 3; i++) expect((await w.post(body)).status).toBe(200);
    await w.drain();
    const rows = await messagesOf(waId);
    expect(rows.map((r) => r.text)).toEqual(['Três vezes']);
  });

  it('#inbox hello → one inbox item "hello" (Meta retrying it too)', async () => {
    const waId = newWaId();
    const id = `wamid.${randomUUID()}`;
    const marker = `hello ${randomUUID()}`;
    const body = textBody(w.phoneNumberId, [
      { from: waId, id, text: `  #INBOX ${marker} `, name: `Contato ${waId}` },
    ]);
    await w.post(body);
    await w.post(body);
    await w.drain();
    const items = await w.database.db
      .select()
      .from(flowItems)
      .where(and(eq(flowItems.workspaceId, ws()), eq(flowItems.content, marker)));
    expect(items).toHaveLength(1);
  });

  it('1,000 webhooks posted in 10 s are all stored, in arrival order per conversation (two workers)', async () => {
    const senders = Array.from({ length: 10 }, () => newWaId());
    const run = randomUUID().slice(0, 8);
    // Paced over 10 s (one every 10 ms, as Meta would deliver them), not awaited one by one.
    const statuses = await Promise.all(
      Array.from({ length: 1000 }, (_, n) => n).map(async (n) => {
        await new Promise((r) => setTimeout(r, n * 10));
        const from = senders[n % senders.length]!;
        return (
          await w.post(
            textBody(w.phoneNumberId, [
              { from, id: `wamid.${run}-${n}`, text: `${n}`, name: `Contato ${from}` },
            ]),
          )
        ).status;
      }),
    );
    // Every one acknowledged (how fast is the bench's figure, bench/chats-webhooks.ts).
    expect(statuses.every((s) => s === 200)).toBe(true);
    // Two extra workers race the app's own (as two instances would).
    const workers = await import('./webhook-worker');
    const { whatsappDeps } = await import('./deps');
    const deps = whatsappDeps(w.app.ctx, w.app.config);
    deps.scope?.add(ws());
    await Promise.all([
      (async () => {
        while ((await workers.webhookRound(deps)).processed > 0);
      })(),
      (async () => {
        while ((await workers.webhookRound(deps)).processed > 0);
      })(),
    ]);
    await eventually(async () => {
      const stored = await w.database.db
        .select({ n: count() })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.workspaceId, ws()),
            inArray(
              chatMessages.waMessageId,
              Array.from({ length: 1000 }, (_, n) => `wamid.${run}-${n}`),
            ),
          ),
        );
      return stored[0]!.n === 1000;
    }, 90_000);
    // The arrival order of each sender's bodies = the ids of their events = their seqs.
    const events = await w.database.db
      .select({ id: chatWebhookEvents.id, body: chatWebhookEvents.body })
      .from(chatWebhookEvents)
      .where(eq(chatWebhookEvents.connectionId, w.connectionId))
      .orderBy(asc(chatWebhookEvents.id));
    const arrival = new Map<string, string[]>();
    for (const e of events) {
      const text = JSON.stringify(e.body);
      const m = new RegExp(`"id":"wamid\\.${run}-(\\d+)"`).exec(text);
      const from = /"from":"(\d+)"/.exec(text)?.[1];
      if (m && from) arrival.set(from, [...(arrival.get(from) ?? []), m[1]!]);
    }
    for (const from of senders) {
      const rows = await messagesOf(from);
      expect(rows.map((r) => r.text)).toEqual(arrival.get(from));
      expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    }
  }, 120_000);
});
