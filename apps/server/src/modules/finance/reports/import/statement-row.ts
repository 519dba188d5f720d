/**
 * One transaction read from a bank statement file, before it becomes an entry: a São Paulo
 * day, a positive value in centavos with its direction, the bank's text and, for OFX, the
 * bank's own transaction id (FITID).
 */
export interface StatementRow {
  date: string;
  value: number;
  type: 'revenue' | 'expense';
  description: string;
  fitId?: string;
}

/** The longest description an entry takes; bank memos beyond it are cut, not refused. */
export const DESCRIPTION_MAX = 200;
/** More rows than this in one file is not a monthly statement: refuse instead of timing out. */
export const STATEMENT_ROWS_MAX = 5000;

/** `2025-02-30` is not a day: build it and compare, as the calendar decides. */
export function validDay(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2200) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return date.toISOString().slice(0, 10);
}

export type DecimalMark = 'comma' | 'dot';

/**
 * "1.234,56" / "1,234.56" / "-12.3" / "R$ 45" / "(10,00)" / "10,00 D" → signed centavos,
 * or null when it is not an amount. Exact string arithmetic (no float rounding of 0.1 + 0.2).
 * `decimal` says which mark separates centavos; without it the last of `.`/`,` does when
 * followed by one or two digits.
 */
export function parseAmount(raw: string, decimal?: DecimalMark): number | null {
  let text = raw
    .replace(/[\s\u00a0]/g, '')
    .replace(/^R\$/i, '')
    .replace(/R\$/i, '');
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  // Brazilian statements mark debits with a trailing "D" (and credits with "C") or "-".
  const suffix = /([DC-])$/i.exec(text);
  if (suffix) {
    if (suffix[1]!.toUpperCase() !== 'C') negative = !negative;
    text = text.slice(0, -1);
  }
  const sign = /^([+-])/.exec(text);
  if (sign) {
    if (sign[1] === '-') negative = !negative;
    text = text.slice(1).replace(/^R\$/i, '');
  }
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return null;
  const mark = decimal ?? guessDecimal(text);
  const decimalChar = mark === 'comma' ? ',' : '.';
  const thousands = mark === 'comma' ? '.' : ',';
  const parts = text.split(decimalChar);
  if (parts.length > 2) return null;
  const whole = parts[0]!.split(thousands).join('');
  const fraction = parts[1] ?? '';
  if (
    !/^\d*$/.test(whole) ||
    !/^\d*$/.test(fraction) ||
    fraction.length > 2 ||
    (whole === '' && fraction === '')
  )
    return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0') || '0');
  if (!Number.isSafeInteger(cents)) return null;
  return negative ? -cents : cents;
}

function guessDecimal(text: string): DecimalMark {
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma > lastDot) return /,\d{1,2}$/.test(text) ? 'comma' : 'dot';
  if (lastDot > lastComma) return /\.\d{1,2}$/.test(text) ? 'dot' : 'comma';
  return 'dot';
}

/** Cut to what an entry holds, collapsing the runs of spaces banks pad their memos with. */
export function cleanDescription(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, DESCRIPTION_MAX).trim();
}
