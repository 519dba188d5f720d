import { describe, expect, it } from 'vitest';
import { signPayload, verifySignature } from './signature';

const secret = 'segredo-do-app';
const body = Buffer.from('{"object":"whatsapp_business_account","entry":[]}');

describe('verifySignature (X-Hub-Signature-256)', () => {
  it('accepts the HMAC-SHA256 of the raw body with the app secret', () => {
    expect(verifySignature(body, signPayload(body, secret), secret)).toBe(true);
    // Meta writes lower-case hex; an upper-case copy of the same digest is the same signature.
    const upper = `sha256=${signPayload(body, secret).slice(7).toUpperCase()}`;
    expect(verifySignature(body, upper, secret)).toBe(true);
  });

  it('refuses a wrong secret, a tampered body and a bad signature', () => {
    const good = signPayload(body, secret);
    expect(verifySignature(body, signPayload(body, 'outro-segredo'), secret)).toBe(false);
    expect(verifySignature(Buffer.from(body.toString().replace('[]', '[{}]')), good, secret)).toBe(
      false,
    );
    // One flipped hex digit.
    const flipped = good.slice(0, -1) + (good.endsWith('0') ? '1' : '0');
    expect(verifySignature(body, flipped, secret)).toBe(false);
  });

  it('refuses a missing or malformed header, and an empty secret, without throwing', () => {
    for (const header of [
      undefined,
      '',
      'sha256=',
      'sha1=' + signPayload(body, secret).slice(7),
      signPayload(body, secret).slice(7), // no prefix
      'sha256=zz' + signPayload(body, secret).slice(9), // not hex
      signPayload(body, secret) + '00', // too long
      ['a', 'b'],
    ])
      expect(verifySignature(body, header, secret)).toBe(false);
    expect(verifySignature(body, signPayload(body, ''), '')).toBe(false);
  });

  it('signs the exact bytes: the same JSON re-serialized differently does not verify', () => {
    const spaced = Buffer.from('{ "object": "whatsapp_business_account", "entry": [] }');
    expect(verifySignature(spaced, signPayload(body, secret), secret)).toBe(false);
  });
});
