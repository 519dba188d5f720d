import { describe, expect, it } from 'vitest';
import {
  e164ToWaId,
  formatPhoneBR,
  normalizePhone,
  phoneErrors,
  phoneMaskBR,
  waIdToE164,
} from './index';

const ok = (e164: string) => ({ e164 });
const no = (error: string) => ({ error });

/** Input (default country BR) → result. */
const table: [string, { e164: string } | { error: string }][] = [
  // The shapes people type.
  ['(41) 99999-8888', ok('+5541999998888')],
  ['41 9 9999 8888', ok('+5541999998888')],
  ['+55 41 99999-8888', ok('+5541999998888')],
  ['+55 (41) 99999-8888', ok('+5541999998888')],
  ['+55 (041) 99999-8888', ok('+5541999998888')],
  ['41.99999.8888', ok('+5541999998888')],
  ['  41\u00a099999-8888  ', ok('+5541999998888')],
  ['041999998888', ok('+5541999998888')],
  ['0 15 41 99999-8888', ok('+5541999998888')],
  // WhatsApp wa_ids, and the ninth digit.
  ['5541999998888', ok('+5541999998888')],
  ['554199998888', ok('+5541999998888')],
  ['(41) 9999-8888', ok('+5541999998888')],
  ['(41) 8888-7777', ok('+5541988887777')],
  ['(41) 7777-6666', ok('+5541977776666')],
  ['(41) 6666-5555', ok('+5541966665555')],
  ['+55 41 9999-8888', ok('+5541999998888')],
  // Landlines keep 8 digits.
  ['(41) 3333-4444', ok('+554133334444')],
  ['(11) 2222-3333', ok('+551122223333')],
  ['(21) 4444-5555', ok('+552144445555')],
  ['(61) 5555-6666', ok('+556155556666')],
  ['554133334444', ok('+554133334444')],
  // DDD edges.
  ['(11) 98765-4321', ok('+5511987654321')],
  ['(21) 98765-4321', ok('+5521987654321')],
  ['(61) 98765-4321', ok('+5561987654321')],
  ['(99) 98765-4321', ok('+5599987654321')],
  ['(55) 9999-8888', ok('+5555999998888')],
  ['55 55 9999 8888', ok('+5555999998888')],
  ['(20) 98765-4321', no(phoneErrors.badAreaCode)],
  ['20987654321', no(phoneErrors.badAreaCode)],
  ['(10) 98765-4321', no(phoneErrors.badAreaCode)],
  ['(00) 98765-4321', no(phoneErrors.badAreaCode)],
  ['(041) 99999-8888', ok('+5541999998888')],
  ['(0800) 123-4567', no(phoneErrors.nonGeographic)],
  ['+55 23 98765-4321', no(phoneErrors.badAreaCode)],
  ['99999-8888', no(phoneErrors.noAreaCode)],
  ['3333-4444', no(phoneErrors.noAreaCode)],
  ['(41) 89999-8888', no(phoneErrors.invalid)],
  ['(41) 1333-4444', no(phoneErrors.invalid)],
  ['(41) 99999-88889', no(phoneErrors.invalid)],
  // Non-geographic and short codes.
  ['0800 123 4567', no(phoneErrors.nonGeographic)],
  ['0800 729 0722', no(phoneErrors.nonGeographic)],
  ['0300 123 4567', no(phoneErrors.nonGeographic)],
  ['0800 123 456', no(phoneErrors.nonGeographic)],
  ['+55 800 123 4567', no(phoneErrors.nonGeographic)],
  ['190', no(phoneErrors.short)],
  ['28888', no(phoneErrors.short)],
  ['1234567', no(phoneErrors.short)],
  // Foreign numbers with +CC are kept.
  ['+1 202 555 0100', ok('+12025550100')],
  ['+1 (202) 555-0100', ok('+12025550100')],
  ['+351 912 345 678', ok('+351912345678')],
  ['+44 20 7946 0958', ok('+442079460958')],
  ['+54 9 11 2345-6789', ok('+5491123456789')],
  ['351912345678', ok('+351912345678')],
  ['14155550100', no(phoneErrors.invalid)],
  ['(41) 89999-8888 ', no(phoneErrors.invalid)],
  ['00 1 202 555 0100', ok('+12025550100')],
  ['0021 1 202 555 0100', ok('+12025550100')],
  ['+1 202 555', no(phoneErrors.foreign)],
  ['+999 1234 5678', no(phoneErrors.foreign)],
  // Refused: empty, letters, stray symbols, garbage.
  ['', no(phoneErrors.required)],
  ['   ', no(phoneErrors.required)],
  ['abc', no(phoneErrors.letters)],
  ['(41) 99999-888O', no(phoneErrors.letters)],
  ['0800-FLORES', no(phoneErrors.letters)],
  ['41 99999-8888 ramal 12', no(phoneErrors.letters)],
  ['41 99999+8888', no(phoneErrors.invalid)],
  ['41#999998888', no(phoneErrors.invalid)],
  ['1234567890123456', no(phoneErrors.invalid)],
];

describe('normalizePhone', () => {
  it.each(table)('%j', (input, expected) => {
    expect(normalizePhone(input)).toEqual(expected);
  });

  it('has at least 30 cases', () => {
    expect(table.length).toBeGreaterThanOrEqual(30);
  });

  it('refuses 50 characters of garbage before parsing them', () => {
    const garbage = '('.repeat(25) + '9'.repeat(24) + '!';
    expect(normalizePhone(garbage)).toEqual(no(phoneErrors.invalid));
    expect(normalizePhone('9'.repeat(50))).toEqual(no(phoneErrors.invalid));
    expect(normalizePhone(' 1'.repeat(25))).toEqual(no(phoneErrors.invalid));
    // Valid digits, but longer than any phone field: refused by length alone.
    expect(normalizePhone(`(41)${' '.repeat(40)}99999-8888`)).toEqual(no(phoneErrors.invalid));
  });

  it('refuses what is not a string', () => {
    expect(normalizePhone(undefined as unknown as string)).toEqual(no(phoneErrors.invalid));
    expect(normalizePhone(5541999998888 as unknown as string)).toEqual(no(phoneErrors.invalid));
  });

  it('reads national numbers of another default country, and still applies the BR rule to +55', () => {
    expect(normalizePhone('(202) 555-0100', 'US')).toEqual(ok('+12025550100'));
    expect(normalizePhone('912 345 678', 'PT')).toEqual(ok('+351912345678'));
    expect(normalizePhone('+55 41 9999-8888', 'US')).toEqual(ok('+5541999998888'));
    expect(normalizePhone('011 55 41 9999 8888', 'US')).toEqual(ok('+5541999998888'));
  });
});

describe('WhatsApp wa_id', () => {
  it('turns wa_ids into E.164, adding the ninth digit to old BR mobiles', () => {
    expect(waIdToE164('5541999998888')).toEqual(ok('+5541999998888'));
    expect(waIdToE164('554199998888')).toEqual(ok('+5541999998888'));
    expect(waIdToE164('554133334444')).toEqual(ok('+554133334444'));
    expect(waIdToE164('12025550100')).toEqual(ok('+12025550100'));
    expect(waIdToE164('+5541999998888')).toEqual(no(phoneErrors.invalid));
    expect(waIdToE164('55 41 99999 8888')).toEqual(no(phoneErrors.invalid));
    expect(waIdToE164('')).toEqual(no(phoneErrors.invalid));
  });

  it('gives the Cloud API digits only', () => {
    expect(e164ToWaId('+5541999998888')).toBe('5541999998888');
    expect(e164ToWaId('+12025550100')).toBe('12025550100');
    expect(() => e164ToWaId('5541999998888')).toThrow(TypeError);
    expect(() => e164ToWaId('+55 41 99999-8888')).toThrow(TypeError);
  });

  it('round-trips: E.164 → wa_id → E.164', () => {
    for (const e164 of ['+5541999998888', '+554133334444', '+351912345678']) {
      expect(waIdToE164(e164ToWaId(e164))).toEqual(ok(e164));
    }
  });
});

describe('formatPhoneBR', () => {
  it.each([
    ['+5541999998888', '(41) 99999-8888'],
    ['+554133334444', '(41) 3333-4444'],
    ['+5511987654321', '(11) 98765-4321'],
    ['+12025550100', '+1 202 555 0100'],
    ['+351912345678', '+351 912 345 678'],
    ['+442079460958', '+44 20 7946 0958'],
    ['não é telefone', 'não é telefone'],
    ['', ''],
  ])('%s → %s', (e164, shown) => {
    expect(formatPhoneBR(e164)).toBe(shown);
  });

  it('shows what normalizePhone stored as the person typed it', () => {
    const typed = '(41) 99999-8888';
    const stored = normalizePhone(typed);
    expect('e164' in stored && formatPhoneBR(stored.e164)).toBe(typed);
  });
});

describe('phoneMaskBR', () => {
  it('masks keystroke by keystroke', () => {
    const typed = '41999998888';
    const steps = [...typed].map((_, i) => phoneMaskBR(typed.slice(0, i + 1)));
    expect(steps).toEqual([
      '(4',
      '(41',
      '(41) 9',
      '(41) 99',
      '(41) 999',
      '(41) 9999',
      '(41) 9999-9',
      '(41) 9999-98',
      '(41) 9999-988',
      '(41) 9999-9888',
      '(41) 99999-8888',
    ]);
  });

  it.each([
    ['', ''],
    ['4133334444', '(41) 3333-4444'],
    ['(41) 3333-4444', '(41) 3333-4444'],
    ['(41) 99999-88889999', '(41) 99999-8888'],
    ['041999998888', '(41) 99999-8888'],
    ['+55 41 99999-8888', '(41) 99999-8888'],
    ['+1 202 555 0100', '+12025550100'],
    ['abc', ''],
  ])('%j → %j', (typed, masked) => {
    expect(phoneMaskBR(typed)).toBe(masked);
  });

  it('is stable: masking a masked value changes nothing', () => {
    for (const v of ['(41) 9', '(41) 9999-98', '(41) 99999-8888', '(41) 3333-4444']) {
      expect(phoneMaskBR(v)).toBe(v);
    }
  });
});
