import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { deepBody, wideBody } from '../../../resilience/fuzz/hostile-bodies';
import { chatWebhookEvents } from '../schema';
import { WEBHOOK_BODY_MAX } from './webhook-routes';
import { whatsappWorld, type WhatsappWorld } from './whatsapp-test-kit';

let w: WhatsappWorld;
beforeAll(async () => {
  w = await whatsappWorld();
});

const types = [
  'text',
  'image',
  'audio',
  'video',
  'document',
  'sticker',
  'location',
  'contacts',
  'reaction',
  'interactive',
  'button',
  'order',
  'system',
  'unknown',
];
const digits = fc.stringMatching(/^\d{6,16}$/);
const loose = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.jsonValue({ maxDepth: 3 }));

/** A WhatsApp envelope for our number whose insides are anything: Meta's shapes bent every way. */
const envelope = () =>
  fc.record({
    object: fc.constantFrom('whatsapp_business_account', 'page', ''),
    entry: fc.array(
      fc.record({
        id: loose,
        changes: fc.array(
          fc.record({
            field: fc.constantFrom('messages', 'account_update', ''),
            value: fc.record({
              messaging_product: fc.constant('whatsapp'),
              metadata: fc.record({
                phone_number_id: fc.constant(w.phoneNumberId),
                display_phone_number: loose,
              }),
              contacts: fc.array(
                fc.record({ wa_id: fc.oneof(digits, loose), profile: fc.record({ name: loose }) }),
                { maxLength: 3 },
              ),
              messages: fc.array(
                fc.record(
                  {
                    from: fc.oneof(digits, loose),
                    id: fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), loose),
                    timestamp: fc.oneof(fc.integer().map(String), loose),
                    type: fc.constantFrom(...types),
                    text: fc.oneof(
                      fc.record({ body: fc.oneof(fc.string({ unit: 'binary' }), loose) }),
                      loose,
                    ),
                    image: fc.oneof(
                      fc.record({ id: loose, mime_type: loose, caption: loose }),
                      loose,
                    ),
                    location: fc.oneof(fc.record({ latitude: loose, longitude: loose }), loose),
                    reaction: fc.oneof(fc.record({ message_id: loose, emoji: loose }), loose),
                    contacts: fc.oneof(
                      fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 3 }),
                      loose,
                    ),
                    context: fc.oneof(fc.record({ id: loose }), loose),
                    interactive: fc.oneof(
                      fc.record({
                        type: loose,
                        button_reply: fc.record({ id: loose, title: loose }),
                      }),
                      loose,
                    ),
                  },
                  { requiredKeys: ['type'] },
                ),
                { maxLength: 4 },
              ),
              statuses: fc.array(
                fc.record({
                  id: loose,
                  status: fc.oneof(
                    fc.constantFrom('sent', 'delivered', 'read', 'failed', 'deleted'),
                    loose,
                  ),
                  timestamp: loose,
                  recipient_id: loose,
                  errors: fc.oneof(fc.array(fc.record({ code: loose, title: loose })), loose),
                  biz_opaque_callback_data: loose,
                }),
                { maxLength: 3 },
              ),
            }),
          }),
          { maxLength: 2 },
        ),
      }),
      { maxLength: 2 },
    ),
  });

describe('whatsapp webhook fuzz (signed and unsigned)', () => {
  it('garbage bytes, any JSON and bent envelopes never answer 500; processing never fails', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 2000 }).map((b) => Buffer.from(b)),
          fc.jsonValue({ maxDepth: 6 }).map((v) => Buffer.from(JSON.stringify(v) ?? 'null')),
          envelope().map((v) => Buffer.from(JSON.stringify(v))),
        ),
        fc.boolean(),
        async (raw, signed) => {
          const answer = await w.post(null, { raw, signature: signed ? undefined : 'sha256=00' });
          expect(answer.status).toBeLessThan(500);
          if (!signed) expect(answer.status).toBe(401);
          else expect([200, 400]).toContain(answer.status);
        },
      ),
      { numRuns: 150, seed: 21 },
    );
    await w.drain();
    const failed = await w.database.db
      .select({ id: chatWebhookEvents.id, error: chatWebhookEvents.error })
      .from(chatWebhookEvents)
      .where(
        and(
          eq(chatWebhookEvents.connectionId, w.connectionId),
          inArray(chatWebhookEvents.status, ['failed', 'pending']),
        ),
      );
    expect(failed).toEqual([]);
  }, 120_000);

  it('huge (over 1 MB: 413), wide and deep bodies with a valid signature: refused, never 500', async () => {
    const huge = Buffer.alloc(WEBHOOK_BODY_MAX + 10, 0x20);
    expect((await w.post(null, { raw: huge })).status).toBe(413);
    expect((await w.post(null, { raw: Buffer.from(deepBody()) })).status).toBe(400);
    expect((await w.post(null, { raw: Buffer.from(wideBody()) })).status).toBe(400);
    expect((await w.post(null, { raw: Buffer.from('{"a":"\\u0000"}') })).status).toBe(200);
    expect((await w.post(null, { raw: Buffer.from('{"__proto__":{"x":1}}') })).status).toBe(200);
    // A lone surrogate (PostgreSQL's jsonb refuses it as an escape).
    expect((await w.post(null, { raw: Buffer.from('{"a":"\\ud800 x"}') })).status).toBeLessThan(
      500,
    );
  });
});
