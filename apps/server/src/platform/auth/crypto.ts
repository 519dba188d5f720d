import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random, URL-safe secret of `bytes` bytes (32 bytes = 256 bits). */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What is stored in place of a bearer secret: a leaked table cannot be replayed. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Constant-time string comparison, so a mismatch position never leaks through timing. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
