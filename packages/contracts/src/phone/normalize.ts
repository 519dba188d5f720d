import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** A phone as Orbita stores it (E.164, `+5541999998888`), or why it was refused (pt-BR). */
export type PhoneResult = { e164: string } | { error: string };

export const phoneErrors = {
  required: 'Informe o telefone.',
  invalid: 'Telefone inválido.',
  letters: 'Telefone inválido: use apenas números.',
  noAreaCode: 'Informe o DDD.',
  badAreaCode: 'DDD inválido.',
  short: 'Número curto demais: informe o DDD e o número.',
  nonGeographic:
    'Números 0800, 0300, 0500 e 0900 não são aceitos: informe um celular ou fixo com DDD.',
  foreign: 'Telefone internacional inválido.',
} as const;

/** The longest text taken as a phone (the contacts contract's limit): anything longer is refused before any parsing. */
export const PHONE_INPUT_MAX = 40;

/** Every DDD Anatel has assigned (there is no 20, 23, 25, 26, 29, 30, 36, 39, 40, 50, 52, 56–60, 70, 72, 76, 78, 80, 90). */
const AREA_CODES = new Set(
  (
    '11 12 13 14 15 16 17 18 19 21 22 24 27 28 31 32 33 34 35 37 38 41 42 43 44 45 46 47 48 49 ' +
    '51 53 54 55 61 62 63 64 65 66 67 68 69 71 73 74 75 77 79 81 82 83 84 85 86 87 88 89 ' +
    '91 92 93 94 95 96 97 98 99'
  ).split(' '),
);

const fail = (error: string): PhoneResult => ({ error });

/**
 * A Brazilian national number (DDD + subscriber, no trunk 0) → E.164, by hand: libphonenumber's
 * `min` metadata only checks lengths (it takes "99999-8888" and DDD 20 as valid), and no library
 * applies the ninth digit the way Orbita needs.
 *
 * The ninth digit: Anatel put a 9 in front of every mobile number between 2012 and 2016, so an
 * 8-digit subscriber starting with 6–9 (the old mobile ranges) is a mobile written the old way —
 * old address books, old CSV exports, and WhatsApp's 12-digit wa_id of accounts created before
 * the change ("554199998888"). Orbita keys a contact by its E.164, so both forms must become the
 * same 13-digit number, or the same person turns into two contacts and two conversations.
 * 8-digit subscribers starting with 2–5 are landlines and keep their 8 digits.
 */
function brazilianNational(national: string): PhoneResult {
  if (/^[3589]00\d{6,7}$/.test(national)) return fail(phoneErrors.nonGeographic);
  if (national.length === 8 || national.length === 9) return fail(phoneErrors.noAreaCode);
  if (national.length < 8) return fail(phoneErrors.short);
  if (national.length > 11) return fail(phoneErrors.invalid);
  const areaCode = national.slice(0, 2);
  if (!AREA_CODES.has(areaCode)) return fail(phoneErrors.badAreaCode);
  let subscriber = national.slice(2);
  if (subscriber.length === 9 && subscriber[0] !== '9') return fail(phoneErrors.invalid);
  if (subscriber.length === 8) {
    if (/^[6-9]/.test(subscriber)) subscriber = `9${subscriber}`;
    else if (!/^[2-5]/.test(subscriber)) return fail(phoneErrors.invalid);
  }
  return { e164: `+55${areaCode}${subscriber}` };
}

/** Digits after a country code: a BR number goes through the hand-written rule, any other through libphonenumber. */
function international(digits: string): PhoneResult {
  if (digits.startsWith('55')) {
    // "+55 (041) 99999-8888": people keep the trunk 0 after the country code.
    const national = digits.slice(2);
    return brazilianNational(/^0\d{10,11}$/.test(national) ? national.slice(1) : national);
  }
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  return parsed?.isValid() ? { e164: parsed.number } : fail(phoneErrors.foreign);
}

/** A number written without "+" in Brazil: national (with or without the trunk 0 and a carrier code), or a wa_id. */
function brazilianWithoutPlus(digits: string): PhoneResult {
  if (digits.startsWith('00')) {
    // International call prefix: "00 1 202…", or with a carrier code "0021 1 202…".
    const direct = international(digits.slice(2));
    return 'e164' in direct ? direct : international(digits.slice(4));
  }
  if (digits.startsWith('0')) {
    // Trunk 0 ("041 99999-8888"), or trunk 0 + a two-digit carrier code ("0 15 41 99999-8888").
    if (digits.length <= 12) return brazilianNational(digits.slice(1));
    return brazilianNational(digits.slice(3));
  }
  // Up to 11 digits without "+" is Brazilian, never a guess at a foreign number: "(41) 89999-8888"
  // is a typo to refuse, not a Swiss number. Foreign numbers are typed with "+CC".
  if (digits.length <= 11) return brazilianNational(digits);
  // 12 or 13 digits starting with 55: a BR wa_id ("5541999998888", old "554199998888"). Longer
  // digit strings cannot be Brazilian national numbers: a foreign wa_id ("351912345678").
  if (digits.startsWith('55')) return international(digits);
  const foreign = international(digits);
  return 'e164' in foreign ? foreign : fail(phoneErrors.invalid);
}

/**
 * Anything a person or a file may hold as a phone → E.164, or a pt-BR reason. Accepts
 * "(41) 99999-8888", "41 9 9999 8888", "+55 41 99999-8888", "041999998888", WhatsApp wa_ids
 * ("5541999998888", "554199998888" → ninth digit added) and foreign numbers with "+CC".
 */
export function normalizePhone(input: string, defaultCountry: CountryCode = 'BR'): PhoneResult {
  if (typeof input !== 'string') return fail(phoneErrors.invalid);
  const raw = input.replace(/\u00a0/g, ' ').trim();
  if (!raw) return fail(phoneErrors.required);
  if (raw.length > PHONE_INPUT_MAX) return fail(phoneErrors.invalid);
  if (/\p{L}/u.test(raw)) return fail(phoneErrors.letters);
  if (!/^\+?[\d\s().\-/]+$/.test(raw)) return fail(phoneErrors.invalid);
  const digits = raw.replace(/\D/g, '');
  // Short codes (190, SMS 28888) and fragments: no one's identity, nothing WhatsApp can reach.
  if (digits.length < 8) return fail(raw.startsWith('+') ? phoneErrors.foreign : phoneErrors.short);
  if (digits.length > 15) return fail(phoneErrors.invalid);
  if (raw.startsWith('+')) return international(digits);
  if (defaultCountry === 'BR') {
    // "(041) …" or "(00) …": parentheses hold a DDD, never an international call prefix.
    if (raw.startsWith('(')) return brazilianNational(digits.replace(/^0/, ''));
    return brazilianWithoutPlus(digits);
  }
  const parsed = parsePhoneNumberFromString(raw, defaultCountry);
  if (parsed?.countryCallingCode === '55') return brazilianNational(parsed.nationalNumber);
  return parsed?.isValid() ? { e164: parsed.number } : fail(phoneErrors.invalid);
}

/** A WhatsApp wa_id (digits only, country code first) → E.164, with the same rules (ninth digit). */
export function waIdToE164(waId: string): PhoneResult {
  if (typeof waId !== 'string' || !/^\d{8,15}$/.test(waId)) return fail(phoneErrors.invalid);
  return international(waId);
}

/** E.164 → what the Cloud API's `to` takes: the digits, no "+". */
export function e164ToWaId(e164: string): string {
  if (!/^\+[1-9]\d{7,14}$/.test(e164)) throw new TypeError(`Not an E.164 number: ${e164}`);
  return e164.slice(1);
}
