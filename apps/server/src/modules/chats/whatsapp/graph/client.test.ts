import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGraphClient, type GraphClient } from './client';
import { GraphError } from './errors';
import { graphErrorBody } from './fake-graph-data';
import { type FakeGraph, startFakeGraph } from './fake-graph';

let fake: FakeGraph;
let client: GraphClient;

beforeAll(async () => {
  fake = await startFakeGraph();
  client = createGraphClient({ baseUrl: fake.url, accessToken: fake.accessToken });
});
afterAll(() => fake.close());
afterEach(() => fake.clearAnswers());

/** The GraphError a call rejects with (fails the test if it resolves). */
async function failure(promise: Promise<unknown>): Promise<GraphError> {
  const error = await promise.then(
    () => new Error('resolved'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GraphError);
  return error as GraphError;
}

const text = (body: string) => ({ to: '5511988887777', type: 'text', text: { body } }) as const;

describe('sendMessage', () => {
  it('POSTs /{phone-number-id}/messages with the bearer and answers the wamid', async () => {
    const before = fake.requests.length;
    const { waMessageId } = await client.sendMessage(fake.phoneNumberId, {
      ...text('Olá!'),
      context: { message_id: 'wamid.anterior' },
      biz_opaque_callback_data: 'saida-123',
    });
    const request = fake.requests[before]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/v21.0/${fake.phoneNumberId}/messages`);
    expect(request.headers.authorization).toBe(`Bearer ${fake.accessToken}`);
    expect(JSON.parse(request.body.toString())).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5511988887777',
      type: 'text',
      text: { body: 'Olá!' },
      context: { message_id: 'wamid.anterior' },
      biz_opaque_callback_data: 'saida-123',
    });
    expect(waMessageId).toMatch(/^wamid\./);
    expect(fake.sent.at(-1)!.waMessageId).toBe(waMessageId);
  });

  it('429 then 500 then 200: two transient typed errors (retry-after read), then one message sent', async () => {
    const sentBefore = fake.sent.length;
    fake.failNext('messages', [
      {
        status: 429,
        headers: { 'retry-after': '7' },
        body: graphErrorBody(130429, '(#130429) Rate limit hit'),
      },
      { status: 500 },
    ]);
    const first = await failure(client.sendMessage(fake.phoneNumberId, text('um')));
    expect(first).toMatchObject({
      kind: 'http',
      status: 429,
      code: 130429,
      permanent: false,
      retryAfterMs: 7000,
      message: 'O limite de envio da Cloud API foi atingido; nova tentativa em breve.',
    });
    const second = await failure(client.sendMessage(fake.phoneNumberId, text('um')));
    expect(second).toMatchObject({ status: 500, permanent: false, retryAfterMs: null });
    await client.sendMessage(fake.phoneNumberId, text('um'));
    expect(fake.sent.length - sentBefore).toBe(1);
  });

  it('rate limits that come as HTTP 400 (131056, 80007) are transient; the usage header gives the wait', async () => {
    fake.failNext('messages', [
      {
        status: 400,
        body: graphErrorBody(
          131056,
          '(#131056) (Business Account, Consumer Account) pair rate limit hit',
        ),
      },
      {
        status: 400,
        headers: {
          'x-business-use-case-usage': JSON.stringify({
            '102290129340398': [
              { type: 'whatsapp', call_count: 100, estimated_time_to_regain_access: 2 },
            ],
          }),
        },
        body: graphErrorBody(80007, '(#80007) Rate limit issues'),
      },
    ]);
    expect(await failure(client.sendMessage(fake.phoneNumberId, text('x')))).toMatchObject({
      code: 131056,
      permanent: false,
    });
    expect(await failure(client.sendMessage(fake.phoneNumberId, text('x')))).toMatchObject({
      code: 80007,
      permanent: false,
      retryAfterMs: 120_000,
    });
  });

  it.each([
    [
      401,
      190,
      'O token de acesso do WhatsApp expirou ou foi revogado; gere um novo token e salve a conexão.',
    ],
    [
      400,
      131026,
      'Mensagem não entregue: o número não usa WhatsApp, não aceitou os termos atuais ou usa uma versão antiga do aplicativo.',
    ],
    [
      400,
      131047,
      'Passaram mais de 24 horas desde a última mensagem do contato: só é possível enviar um modelo aprovado.',
    ],
    [404, 132001, 'O modelo não existe neste idioma ou ainda não foi aprovado.'],
    [
      400,
      100,
      'O WhatsApp recusou a chamada: um parâmetro é inválido ou o ID (do número, da conta ou da mídia) não existe.',
    ],
    [400, 999999, 'A Graph API do WhatsApp recusou a chamada (HTTP 400, código 999999).'],
  ])('HTTP %i code %i is permanent with a pt-BR reason', async (status, code, message) => {
    fake.failNext('messages', [
      {
        status,
        body: graphErrorBody(code, `(#${code}) x`, { subcode: 2494010, details: 'detalhe' }),
      },
    ]);
    const error = await failure(client.sendMessage(fake.phoneNumberId, text('x')));
    expect(error).toMatchObject({ status, code, subcode: 2494010, permanent: true, message });
    expect(error.detail).toBe(`(#${code}) x — detalhe`);
  });

  it('the fake itself refuses a template that is not approved (132001) and a bad body (100)', async () => {
    const template = (name: string) =>
      ({ to: '55', type: 'template', template: { name, language: { code: 'pt_BR' } } }) as const;
    await client.sendMessage(fake.phoneNumberId, template('retomar_conversa'));
    expect(
      await failure(client.sendMessage(fake.phoneNumberId, template('promocao_semana'))),
    ).toMatchObject({
      status: 404,
      code: 132001,
      permanent: true,
    });
    const bad = { to: '55', type: 'image', image: undefined } as unknown as Parameters<
      GraphClient['sendMessage']
    >[1];
    expect(await failure(client.sendMessage(fake.phoneNumberId, bad))).toMatchObject({ code: 100 });
  });

  it('no answer in time, a cut connection and an HTML 502 are transient', async () => {
    const quick = createGraphClient({
      baseUrl: fake.url,
      accessToken: fake.accessToken,
      timeoutMs: 100,
    });
    fake.failNext('messages', [
      { status: 200, delayMs: 3000 },
      { status: 200, drop: true },
    ]);
    expect(await failure(quick.sendMessage(fake.phoneNumberId, text('x')))).toMatchObject({
      kind: 'timeout',
      status: 0,
      permanent: false,
    });
    expect(await failure(client.sendMessage(fake.phoneNumberId, text('x')))).toMatchObject({
      kind: 'network',
      permanent: false,
    });
    fake.failNext('messages', [{ status: 502, body: '<html>Bad gateway</html>' }]);
    expect(await failure(client.sendMessage(fake.phoneNumberId, text('x')))).toMatchObject({
      status: 502,
      code: null,
      permanent: false,
    });
  });

  it('a 200 without a message id is an error, not a silent success', async () => {
    fake.failNext('messages', [
      { status: 200, body: { messaging_product: 'whatsapp', messages: [] } },
    ]);
    expect(await failure(client.sendMessage(fake.phoneNumberId, text('x')))).toMatchObject({
      kind: 'invalid',
      permanent: true,
    });
  });
});

describe('media', () => {
  const bytes = Buffer.from('imagem-de-teste'.repeat(100));

  it('mediaUrl answers url, mime, sha256 and size; downloadMedia fetches the bytes with the bearer', async () => {
    const id = fake.addMedia(bytes, 'image/jpeg');
    const info = await client.mediaUrl(id);
    expect(info).toMatchObject({
      mime_type: 'image/jpeg',
      sha256: createHash('sha256').update(bytes).digest('hex'),
      file_size: bytes.length,
    });
    expect((await client.downloadMedia(info.url)).equals(bytes)).toBe(true);
    expect(fake.requests.at(-1)!.headers.authorization).toBe(`Bearer ${fake.accessToken}`);
  });

  it('refuses media over the cap (declared or streamed) as permanent', async () => {
    const info = await client.mediaUrl(fake.addMedia(bytes, 'image/jpeg'));
    expect(await failure(client.downloadMedia(info.url, { maxBytes: 100 }))).toMatchObject({
      kind: 'too-large',
      permanent: true,
    });
    // No Content-Length: the stream is cut once past the cap.
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const streaming = createGraphClient({
      baseUrl: fake.url,
      accessToken: 't',
      fetch: async () => new Response(endless, { status: 200 }),
    });
    expect(
      await failure(streaming.downloadMedia('http://127.0.0.1/x', { maxBytes: 10_000 })),
    ).toMatchObject({
      kind: 'too-large',
    });
    expect(pulled).toBeLessThan(30);
  });

  it('unknown media id → permanent 100; a redirect to another host is refused', async () => {
    expect(await failure(client.mediaUrl('999'))).toMatchObject({ code: 100, permanent: true });
    const id = fake.addMedia(bytes, 'image/png');
    const info = await client.mediaUrl(id);
    fake.failNext('media-download', [
      { status: 302, headers: { location: 'http://127.0.0.2:9/roubar' } },
    ]);
    expect(await failure(client.downloadMedia(info.url))).toMatchObject({
      kind: 'redirect',
      permanent: true,
    });
    // The same host may move the file (Meta's CDN does): followed, bearer kept.
    fake.failNext('media-download', [{ status: 302, headers: { location: info.url } }]);
    expect((await client.downloadMedia(info.url)).equals(bytes)).toBe(true);
  });

  it('uploadMedia sends multipart with messaging_product and the file, answers its id', async () => {
    const { id } = await client.uploadMedia(
      fake.phoneNumberId,
      bytes,
      'application/pdf',
      'nota.pdf',
    );
    expect(fake.media.get(id)).toMatchObject({ mime: 'application/pdf', filename: 'nota.pdf' });
    expect(fake.media.get(id)!.bytes.equals(bytes)).toBe(true);
    expect(String(fake.requests.at(-1)!.headers['content-type'])).toMatch(/^multipart\/form-data/);
  });
});

describe('listTemplates and checkToken', () => {
  it('pages through every template and keeps approved and pending ones, with components', async () => {
    const statuses = ['APPROVED', 'PENDING', 'REJECTED'] as const;
    const many = Array.from({ length: 150 }, (_, i) => ({
      id: String(2000 + i),
      name: `modelo_${i}`,
      language: 'pt_BR',
      status: statuses[i % 3]!,
      category: 'UTILITY',
      components: [{ type: 'BODY', text: `Texto ${i}` }],
    }));
    const original = fake.templates;
    fake.setTemplates(many);
    try {
      const before = fake.requests.length;
      const list = await client.listTemplates(fake.wabaId);
      expect(fake.requests.length - before).toBe(2);
      expect(list).toHaveLength(100);
      expect(list.every((t) => t.status === 'APPROVED' || t.status === 'PENDING')).toBe(true);
      expect(list[0]).toEqual({
        id: '2000',
        name: 'modelo_0',
        language: 'pt_BR',
        status: 'APPROVED',
        category: 'UTILITY',
        components: [{ type: 'BODY', text: 'Texto 0' }],
      });
      expect(list.at(-1)!.name).toBe('modelo_148');
    } finally {
      fake.setTemplates(original);
    }
  });

  it('checkToken: valid with the number; invalid with a reason; Meta down throws', async () => {
    expect(await client.checkToken(fake.phoneNumberId)).toEqual({
      valid: true,
      displayPhone: '+55 11 95555-0101',
      verifiedName: 'Orbita Teste',
      reason: null,
    });
    expect(fake.requests.at(-1)!.query.fields).toBe('display_phone_number,verified_name');
    fake.setTokenValid(false);
    try {
      expect(await client.checkToken(fake.phoneNumberId)).toMatchObject({
        valid: false,
        displayPhone: null,
        reason:
          'O token de acesso do WhatsApp expirou ou foi revogado; gere um novo token e salve a conexão.',
      });
    } finally {
      fake.setTokenValid(true);
    }
    // A wrong phone number id is refused (100) like a bad token: not valid, with the reason.
    expect(await client.checkToken('123')).toMatchObject({
      valid: false,
      reason: expect.stringMatching(/ID/),
    });
    fake.failNext('phone-number', [{ status: 503 }]);
    expect(await failure(client.checkToken(fake.phoneNumberId))).toMatchObject({
      permanent: false,
    });
  });
});
