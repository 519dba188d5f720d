import { randomBytes, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token';

const claims = { userId: randomUUID(), sessionId: randomUUID() };

afterEach(() => vi.useRealTimers());

describe('access tokens (HS256, verified once per text)', () => {
  it('verifies a token, and again from what it already verified, with the same claims', async () => {
    const key = randomBytes(32);
    const token = await signAccessToken(key, claims, 60);
    const first = await verifyAccessToken(key, token);
    expect(first).toMatchObject(claims);
    expect(await verifyAccessToken(key, token)).toEqual(first);
  });

  it('refuses a token verified under another key, and a tampered one', async () => {
    const key = randomBytes(32);
    const token = await signAccessToken(key, claims, 60);
    expect(await verifyAccessToken(key, token)).not.toBeNull();
    expect(await verifyAccessToken(randomBytes(32), token)).toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifyAccessToken(key, forged)).toBeNull();
  });

  it('still expires a token it verified before: refused after exp, except for logout', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const key = randomBytes(32);
    const token = await signAccessToken(key, claims, 30);
    expect(await verifyAccessToken(key, token)).not.toBeNull();
    vi.setSystemTime(Date.now() + 31_000);
    expect(await verifyAccessToken(key, token)).toBeNull();
    expect(await verifyAccessToken(key, token, { allowExpired: true })).toMatchObject(claims);
  });
});
