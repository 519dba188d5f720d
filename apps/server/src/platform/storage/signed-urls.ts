import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Expiring HMAC signatures for file URLs: `sig = HMAC(key, "<id>.<exp>")`, `exp` in Unix
 * seconds. The signature names the file, not the person, so a URL answered to one member
 * (or published to the workspace's tabs) works for whoever holds it until it expires: an
 * `<img src>` cannot send a bearer token.
 */
export interface UrlSigner {
  sign(id: string, exp: number): string;
  verify(id: string, exp: string | undefined, sig: string | undefined, now?: number): boolean;
}

export function urlSigner(key: Buffer): UrlSigner {
  const mac = (id: string, exp: string) =>
    createHmac('sha256', key).update(`${id}.${exp}`).digest('base64url');
  return {
    sign: (id, exp) => mac(id, String(exp)),
    verify(id, exp, sig, now = Date.now()) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
      if (Number(exp) * 1000 <= now) return false;
      const expected = Buffer.from(mac(id, exp));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
