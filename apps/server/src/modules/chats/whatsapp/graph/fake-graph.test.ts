import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGraph, startFakeGraph } from './fake-graph';
import { SIGNATURE_HEADER, verifySignature } from './signature';

let fake: FakeGraph;
beforeAll(async () => {
  fake = await startFakeGraph({ accessToken: 'token-certo' });
});
afterAll(() => fake.close());

const get = (url: string, token?: string) =>
  fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});

describe('fake Graph API', () => {
  it('serves media bytes only with the bearer token', async () => {
    const bytes = Buffer.from('áudio de teste');
    const id = fake.addMedia(bytes, 'audio/ogg');
    const info = (await (await get(`${fake.url}/${id}`, 'token-certo')).json()) as { url: string };
    expect(new URL(info.url).origin).toBe(fake.origin);

    const anonymous = await get(info.url);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: { code: number } }).error.code).toBe(190);
    expect((await get(info.url, 'token-errado')).status).toBe(401);

    const ok = await get(info.url, 'token-certo');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('audio/ogg');
    expect(Buffer.from(await ok.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('records every request and answers the programmed queue first, in order', async () => {
    fake.failNext('phone-number', [{ status: 429 }, { status: 500 }]);
    const url = `${fake.url}/${fake.phoneNumberId}?fields=display_phone_number`;
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await get(url, 'token-certo')).status);
    expect(statuses).toEqual([429, 500, 200]);
    const recorded = fake.requests.filter((r) => r.endpoint === 'phone-number').slice(-3);
    expect(recorded.map((r) => [r.method, r.query.fields])).toEqual(
      Array(3).fill(['GET', 'display_phone_number']),
    );
  });

  it('refuses an invalid token once switched off', async () => {
    fake.setTokenValid(false);
    try {
      expect((await get(`${fake.url}/${fake.phoneNumberId}`, 'token-certo')).status).toBe(401);
    } finally {
      fake.setTokenValid(true);
    }
  });

  it('deliverWebhook POSTs the body signed like Meta (or unsigned when asked)', async () => {
    const got: { headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
    const receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        got.push({ headers: req.headers, body: Buffer.concat(chunks) });
        res.end('EVENT_RECEIVED');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const target = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`;
    try {
      const body = { object: 'whatsapp_business_account', entry: [] };
      expect(await fake.deliverWebhook(target, body, 'segredo')).toEqual({
        status: 200,
        body: 'EVENT_RECEIVED',
      });
      await fake.deliverWebhook(target, body, 'segredo', { signature: null });
      const [signed, unsigned] = got;
      expect(
        verifySignature(signed!.body, signed!.headers[SIGNATURE_HEADER] as string, 'segredo'),
      ).toBe(true);
      expect(signed!.headers['content-type']).toBe('application/json');
      expect(unsigned!.headers[SIGNATURE_HEADER]).toBeUndefined();
    } finally {
      receiver.closeAllConnections();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('is driven from another process through /_fake/*', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${fake.origin}/_fake/${path}`, { method: 'POST', body: JSON.stringify(body) });
    await post('fail-next', { endpoint: 'messages', answers: [{ status: 503 }] });
    const send = () =>
      fetch(`${fake.url}/${fake.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { authorization: 'Bearer token-certo', 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: '55',
          type: 'text',
          text: { body: 'oi' },
        }),
      });
    expect((await send()).status).toBe(503);
    expect((await send()).status).toBe(200);
    const { sent } = (await (await fetch(`${fake.origin}/_fake/sent`)).json()) as {
      sent: { body: { text: { body: string } } }[];
    };
    expect(sent.at(-1)!.body.text.body).toBe('oi');
    const { id } = (await (
      await post('media', { base64: Buffer.from('png').toString('base64'), mime: 'image/png' })
    ).json()) as { id: string };
    expect(fake.media.get(id)!.bytes.toString()).toBe('png');
  });
});
