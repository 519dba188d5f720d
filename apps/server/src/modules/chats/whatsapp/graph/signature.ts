import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Meta signs every webhook POST with the app secret: `X-Hub-Signature-256: sha256=<hex>`, the
 * HMAC-SHA256 of the raw body bytes exactly as sent. The check must run on those bytes, before
 * any JSON parsing (a re-serialized body would not match), and in constant time so the
 * signature cannot be guessed byte by byte.
 */
export const SIGNATURE_HEADER = 'x-hub-signature-256';

const PREFIX = 'sha256=';
const HEX_DIGEST = /^[0-9a-f]{64}$/i;

export function signPayload(rawBody: Buffer | string, appSecret: string): string {
  return PREFIX + createHmac('sha256', appSecret).update(rawBody).digest('hex');
}

/** False for a missing, malformed or wrong signature, and for an empty secret; never throws. */
export function verifySignature(
  rawBody: Buffer,
  header: string | string[] | undefined,
  appSecret: string,
): boolean {
  // A repeated header is ambiguous: refuse it rather than pick one.
  if (typeof header !== 'string' || !appSecret) return false;
  const value = header.trim();
  if (!value.toLowerCase().startsWith(PREFIX)) return false;
  const hex = value.slice(PREFIX.length);
  if (!HEX_DIGEST.test(hex)) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(hex, 'hex'), expected);
}
