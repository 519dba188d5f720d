import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, type FakeServer } from './fake-server';
import { isPublicAddress } from './guard';
import { OutboundTimeoutError, postOutbound } from './http';

// 127.0.0.2 plays a public receiver (Linux routes all of 127/8 to loopback); every other
// private address stays refused.
const outside = '127.0.0.2';
const isPublic = (a: string) => a === outside || isPublicAddress(a);

const servers: FakeServer[] = [];
async function server(...args: Parameters<typeof fakeServer>) {
  const s = await fakeServer(...args);
  servers.push(s);
  return s;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const base = { headers: {}, body: '{}', timeoutMs: 5000, maxBytes: 1024 };

describe('outgoing POST (net/http)', () => {
  it('connects to the checked address, not to what the name resolves to later (pinned)', async () => {
    const target = await server((_r, res) => res.end('ok'), outside);
    // The system cannot resolve this name: the call only works through the pinned address.
    const answer = await postOutbound({
      ...base,
      url: `http://receiver.invalid:${target.port}/hook`,
      guard: true,
      isPublic,
      resolve: async () => [{ address: outside, family: 4 }],
    });
    expect(answer).toMatchObject({ status: 200, body: 'ok', truncated: false });
    expect(target.received[0]?.headers.host).toBe(`receiver.invalid:${target.port}`);
  });

  it('re-checks every redirect hop: a redirect to a private address is refused, never reached', async () => {
    const inside = await server((_r, res) => res.end('secret'));
    const redirector = await server((_r, res) => {
      res.writeHead(307, { Location: `${inside.url}/admin` });
      res.end();
    }, outside);
    await expect(
      postOutbound({ ...base, url: redirector.url, guard: true, isPublic, maxRedirects: 3 }),
    ).rejects.toMatchObject({ name: 'PrivateAddressError', address: '127.0.0.1' });
    expect(redirector.received).toHaveLength(1);
    expect(inside.received).toHaveLength(0);
  });

  it('follows a 308 with the same POST body when the hop is allowed, up to the hop limit', async () => {
    const final = await server((_r, res) => res.end('done'), outside);
    const redirector = await server((_r, res) => {
      res.writeHead(308, { Location: `${final.url}/v2` });
      res.end();
    }, outside);
    const answer = await postOutbound({
      ...base,
      body: '{"a":1}',
      url: redirector.url,
      guard: true,
      isPublic,
      maxRedirects: 1,
    });
    expect(answer).toMatchObject({ status: 200, body: 'done', url: `${final.url}/v2` });
    expect(final.received[0]).toMatchObject({ method: 'POST', url: '/v2', body: '{"a":1}' });
    // No hops allowed: the 308 itself is the answer.
    const stopped = await postOutbound({ ...base, url: redirector.url, guard: true, isPublic });
    expect(stopped.status).toBe(308);
  });

  it('reads the answer up to maxBytes and cuts the rest', async () => {
    const big = await server((_r, res) => res.end('x'.repeat(200_000)), outside);
    const answer = await postOutbound({ ...base, url: big.url, guard: true, isPublic });
    expect(answer.body).toHaveLength(1024);
    expect(answer.truncated).toBe(true);
  });

  it('gives up at the deadline with OutboundTimeoutError', async () => {
    const silent = await server(() => {}, outside);
    await expect(
      postOutbound({ ...base, timeoutMs: 300, url: silent.url, guard: true, isPublic }),
    ).rejects.toBeInstanceOf(OutboundTimeoutError);
  });

  it('without the guard (the operator switch, the LLM) private addresses are called', async () => {
    const local = await server((_r, res) => res.end('hi'));
    await expect(postOutbound({ ...base, url: local.url, guard: false })).resolves.toMatchObject({
      status: 200,
      body: 'hi',
    });
  });
});
