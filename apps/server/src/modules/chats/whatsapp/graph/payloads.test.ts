import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWebhook } from './payloads';

const dir = path.join(import.meta.dirname, 'fixtures');
const fixture = (name: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), 'utf8'));
const only = (name: string) => {
  const batches = readWebhook(fixture(name));
  expect(batches).toHaveLength(1);
  return batches[0]!;
};
const message = (name: string) => {
  const batch = only(name);
  expect(batch.messages).toHaveLength(1);
  return batch.messages[0]!;
};

describe('readWebhook: every documented message type', () => {
  it('text: the envelope, the contact and the body', () => {
    const batch = only('text');
    expect(batch).toMatchObject({
      wabaId: '102290129340398',
      phoneNumberId: '106540352242922',
      displayPhone: '15550783881',
      contacts: [{ waId: '16505551234', name: 'Sheena Nelson' }],
      statuses: [],
      errors: [],
    });
    const m = batch.messages[0]!;
    expect(m).toMatchObject({
      waMessageId: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA=',
      from: '16505551234',
      kind: 'text',
      text: 'Does it come in another color?',
    });
    expect(m.timestamp.toISOString()).toBe(new Date(1749416383 * 1000).toISOString());
    expect(m.replyTo).toBeUndefined();
    expect(m.raw).toEqual(
      (fixture('text') as { entry: { changes: { value: { messages: unknown[] } }[] }[] }).entry[0]!
        .changes[0]!.value.messages[0],
    );
  });

  it.each([
    ['image', 'Black jacket', { id: '1003383421387256', mime: 'image/jpeg' }],
    ['video', 'Review of the black jacket', { id: '1223465479299386', mime: 'video/mp4' }],
    [
      'document',
      'Receipt for my order',
      { id: '1059513439549127', mime: 'application/pdf', filename: 'receipt-2025-06.pdf' },
    ],
    ['audio', '', { id: '1086924706498513', mime: 'audio/ogg; codecs=opus', voice: true }],
    ['sticker', '', { id: '1195451312233386', mime: 'image/webp', animated: false }],
  ] as const)('%s: media id, mime, sha256 and caption as text', (kind, text, media) => {
    const m = message(kind);
    expect(m.kind).toBe(kind);
    expect(m.text).toBe(text);
    expect(m.media).toMatchObject(media);
    expect(m.media!.sha256).toMatch(/.{20,}/);
  });

  it('location: coordinates, name and address', () => {
    const m = message('location');
    expect(m).toMatchObject({
      kind: 'location',
      text: '',
      location: {
        latitude: 37.44216251868683,
        longitude: -122.16153582049394,
        name: 'Philz Coffee',
        address: '101 Forest Ave, Palo Alto, CA 94301',
      },
    });
  });

  it('contacts: the shared cards as JSON', () => {
    const m = message('contacts');
    expect(m.kind).toBe('contacts');
    expect(m.contacts).toHaveLength(1);
    expect(m.contacts![0]).toMatchObject({
      name: { formatted_name: 'Barbara J. Johnson' },
      phones: [{ phone: '+1 (940) 555-1234', wa_id: '19405551234' }],
    });
  });

  it('reaction: the message reacted to and the emoji; a removed reaction has emoji ""', () => {
    const target = 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBJBMEVFRDNGMUI4RTI0ODA3OEUA';
    expect(message('reaction')).toMatchObject({
      kind: 'reaction',
      text: '',
      reaction: { messageId: target, emoji: '👍' },
    });
    expect(message('reaction-removed').reaction).toEqual({ messageId: target, emoji: '' });
  });

  it('reply: context.id becomes replyTo', () => {
    expect(message('reply')).toMatchObject({
      kind: 'text',
      text: 'Yes, I would like the blue one.',
      replyTo: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBJBMEVFRDNGMUI4RTI0ODA3OEUA',
    });
  });

  it('interactive button_reply and list_reply: the title as text, the choice kept', () => {
    expect(message('interactive-button-reply')).toMatchObject({
      kind: 'interactive',
      text: 'Cancel',
      choice: { id: 'cancel-button', title: 'Cancel' },
      replyTo: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI2RkYxMTM4QTkwRDhCN0Y4RUQA',
    });
    expect(message('interactive-list-reply')).toMatchObject({
      kind: 'interactive',
      text: 'Priority Mail Express',
      choice: {
        id: 'priority_express',
        title: 'Priority Mail Express',
        description: 'Next Day to 2 Days',
      },
    });
  });

  it('button (a template quick reply): the button text and its payload', () => {
    expect(message('button')).toMatchObject({
      kind: 'button',
      text: 'Unsubscribe from Promos',
      choice: { id: 'Unsubscribe from Promos', title: 'Unsubscribe from Promos' },
    });
  });

  it('unsupported: kept with Meta’s error', () => {
    const m = message('unsupported');
    expect(m).toMatchObject({ kind: 'unsupported', text: '' });
    expect(m.errors).toEqual([
      {
        code: 131051,
        title: 'Message type unknown',
        message: 'Message type unknown',
        reason: 'Tipo de mensagem não suportado pelo WhatsApp.',
      },
    ]);
  });
});

describe('readWebhook: statuses', () => {
  it.each(['sent', 'delivered', 'read'] as const)('%s', (status) => {
    const batch = only(`status-${status}`);
    expect(batch.messages).toEqual([]);
    expect(batch.contacts).toEqual([]);
    expect(batch.statuses).toHaveLength(1);
    expect(batch.statuses[0]).toMatchObject({
      waMessageId: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI3MTE5MjVBOTE3MDk5QUVFM0YA',
      status,
      recipientId: '16505551234',
    });
    expect(batch.statuses[0]!.errors).toBeUndefined();
  });

  it('failed with a known code: the pt-BR reason', () => {
    const s = only('status-failed').statuses[0]!;
    expect(s.status).toBe('failed');
    expect(s.timestamp.getTime()).toBe(1750002730 * 1000);
    expect(s.errors![0]).toMatchObject({ code: 131047, title: 'Re-engagement message' });
    expect(s.reason).toBe(
      'Passaram mais de 24 horas desde a última mensagem do contato: só é possível enviar um modelo aprovado.',
    );
  });

  it('echoes biz_opaque_callback_data as callbackData (how the outbox recognises its send)', () => {
    const body = fixture('status-sent') as {
      entry: { changes: { value: { statuses: Record<string, unknown>[] } }[] }[];
    };
    expect(only('status-sent').statuses[0]!.callbackData).toBeUndefined();
    body.entry[0]!.changes[0]!.value.statuses[0]!.biz_opaque_callback_data = 'saida-123';
    expect(readWebhook(body)[0]!.statuses[0]!.callbackData).toBe('saida-123');
  });

  it('failed with an unknown code: Meta’s title', () => {
    expect(only('status-failed-unknown-code').statuses[0]!.reason).toBe('Generic user error');
  });
});

describe('readWebhook: lenient and never throwing', () => {
  it('keeps unknown fields and ignores unknown statuses and other fields', () => {
    const body = fixture('text') as { entry: { changes: { value: Record<string, unknown> }[] }[] };
    const value = body.entry[0]!.changes[0]!.value;
    value.novidade = { qualquer: 1 };
    (value.messages as Record<string, unknown>[])[0]!.identity = { acknowledged: true };
    value.statuses = [{ id: 'wamid.x', status: 'played', timestamp: '1', recipient_id: '1' }];
    const [batch] = readWebhook(body);
    expect(batch!.messages[0]!.kind).toBe('text');
    expect(batch!.statuses).toEqual([]);
    const other = {
      object: 'whatsapp_business_account',
      entry: [{ id: '1', changes: [{ field: 'message_template_status_update', value: {} }] }],
    };
    expect(readWebhook(other)).toEqual([]);
  });

  it('a message with a surprising content still comes out as unsupported, with raw', () => {
    const weird = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            {
              field: 'messages',
              value: {
                metadata: { phone_number_id: '2', display_phone_number: '3' },
                messages: [
                  { id: 'wamid.a', from: '55', timestamp: '1700000000', type: 'image', image: 'x' },
                  { id: 'wamid.b', from: '55', timestamp: 'agora', type: 'order', order: {} },
                  { from: '55', type: 'text', text: { body: 'sem id' } },
                ],
              },
            },
          ],
        },
      ],
    };
    const now = new Date('2026-01-01T00:00:00Z');
    const [batch] = readWebhook(weird, now);
    expect(batch!.messages.map((m) => [m.waMessageId, m.kind])).toEqual([
      ['wamid.a', 'unsupported'],
      ['wamid.b', 'unsupported'],
    ]);
    expect(batch!.messages[1]!.timestamp).toEqual(now);
    expect(batch!.messages[0]!.raw).toMatchObject({ image: 'x' });
  });

  it('garbage gives [] without throwing', () => {
    const garbage: unknown[] = [
      null,
      undefined,
      0,
      'texto',
      [],
      {},
      { object: 'page', entry: [] },
      { object: 'whatsapp_business_account' },
      { object: 'whatsapp_business_account', entry: 'x' },
      {
        object: 'whatsapp_business_account',
        entry: [{ changes: [{ field: 'messages', value: null }] }],
      },
      {
        object: 'whatsapp_business_account',
        entry: [{ changes: [{ field: 'messages', value: { metadata: {} } }] }],
      },
      JSON.parse('{"__proto__":{"polluted":true},"object":"whatsapp_business_account","entry":[]}'),
    ];
    for (const body of garbage) expect(readWebhook(body)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('readWebhook: the fixture folder', () => {
  it('every fixture gives exactly one message or status, and only `unsupported` is unsupported', () => {
    const names = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(names.length).toBeGreaterThanOrEqual(19);
    for (const name of names) {
      const [batch, ...rest] = readWebhook(fixture(name.replace(/\.json$/, '')));
      expect(rest, name).toEqual([]);
      expect(batch!.messages.length + batch!.statuses.length, name).toBe(1);
      const kind = batch!.messages[0]?.kind;
      expect(kind === 'unsupported', name).toBe(name === 'unsupported.json');
    }
  });
});
