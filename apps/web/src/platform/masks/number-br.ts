/** The one refusal of a text that is not a number (every numeric field says the same). */
export const NUMBER_MESSAGE = 'Informe um número.';

export type ParsedNumber = { ok: true; value: number | null } | { ok: false; message: string };

/** "1.234", "1.234.567" (dots grouping thousands), optionally followed by ",5". */
const grouped = /^\d{1,3}(?:\.\d{3})+(?:,\d*)?$/;
/** "12", "0,5", ",5", "12," (the comma is the decimal separator). */
const plain = /^(?:\d+(?:,\d*)?|,\d+)$/;
/** "0.5", "3.14": one dot that cannot be thousands (typed on a keyboard's numeric pad). */
const dotted = /^\d*\.\d+$/;

/**
 * Reads a number typed the Brazilian way: "0,5" → 0.5, "1.234,5" → 1234.5, "-3" → -3.
 * Empty text is `null` (clears the field). "1,2,3", "1e5" or "abc" are refused: a text is
 * read whole or not at all, never cut down to its digits (which made "0,5" a 5).
 */
export function parseNumberBR(text: string): ParsedNumber {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/^[\u2212\u2013]/, '-');
  if (compact === '') return { ok: true, value: null };
  const sign = /^[-+]/.exec(compact)?.[0] ?? '';
  const body = compact.slice(sign.length);
  let normal: string | null = null;
  if (grouped.test(body)) normal = body.replace(/\./g, '').replace(',', '.');
  else if (plain.test(body)) normal = body.replace(',', '.');
  else if (dotted.test(body)) normal = body;
  const value = normal === null ? NaN : Number(normal.endsWith('.') ? `${normal}0` : normal);
  if (!Number.isFinite(value)) return { ok: false, message: NUMBER_MESSAGE };
  return { ok: true, value: sign === '-' && value !== 0 ? -value : value };
}

/**
 * A number as the person edits it: decimal comma, no thousands dots, every decimal kept
 * ("1234,5"; 0.1 + 0.2 shows its float noise rounded away at 10 decimals). `null`/absent → "".
 */
export function formatNumberBR(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return value.toLocaleString('pt-BR', { useGrouping: false, maximumFractionDigits: 10 });
}

/** Digits with a dot every three from the right: "1234567" → "1.234.567". */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * A whole number as pt-BR shows it: 1234 → "1.234", -5 → "-5" (a fraction is rounded).
 * By hand rather than `toLocaleString('pt-BR')`: a page's first Intl number format loads the
 * browser's ICU locale data, ~130 ms at 4× CPU inside /me/home's first render (profiled,
 * issue 17), for what is only a dot every three digits.
 */
export function formatIntegerBR(value: number): string {
  const whole = Math.round(value);
  if (!Number.isFinite(whole)) return '';
  // Past 2^53 toString may answer in exponent form: Intl, rare and exact.
  if (!Number.isSafeInteger(whole)) return whole.toLocaleString('pt-BR');
  return `${whole < 0 ? '-' : ''}${groupThousands(Math.abs(whole).toString())}`;
}
