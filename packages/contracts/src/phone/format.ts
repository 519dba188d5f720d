import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** "(41) 99999-8888" / "(41) 3333-4444" from a BR national number of 10 or 11 digits. */
function brazilianDisplay(national: string): string {
  const subscriber = national.slice(2);
  return `(${national.slice(0, 2)}) ${subscriber.slice(0, -4)}-${subscriber.slice(-4)}`;
}

/**
 * An E.164 number for display: Brazilian ones as people write them at home ("(41) 99999-8888"),
 * foreign ones in international format ("+1 202 555 0100"). Anything else is shown as it came.
 */
export function formatPhoneBR(e164: string): string {
  if (typeof e164 !== 'string') return '';
  const brazilian = /^\+55(\d{10,11})$/.exec(e164);
  if (brazilian) return brazilianDisplay(brazilian[1]!);
  if (!/^\+[1-9]\d{6,14}$/.test(e164)) return e164;
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/**
 * The progressive mask of a BR phone field, applied on each keystroke: "(4", "(41) 9",
 * "(41) 9999-8888" while 10 digits fit the landline shape, "(41) 99999-8888" at the 11th.
 * A leading trunk 0 is dropped; "+55" pasted in is dropped too; another "+CC" is left unmasked
 * ("+" and digits) so a foreign number can still be typed in the same field.
 */
export function phoneMaskBR(typed: string): string {
  if (typeof typed !== 'string') return '';
  const trimmed = typed.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    if (!digits.startsWith('55')) return `+${digits.slice(0, 15)}`;
    digits = digits.slice(2);
  }
  digits = digits.replace(/^0+/, '').slice(0, 11);
  if (!digits) return '';
  if (digits.length <= 2) return `(${digits}`;
  const areaCode = digits.slice(0, 2);
  const rest = digits.slice(2);
  const split = digits.length === 11 ? 5 : 4;
  if (rest.length <= split) return `(${areaCode}) ${rest}`;
  return `(${areaCode}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}
