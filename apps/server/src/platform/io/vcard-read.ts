import ICAL from 'ical.js';
import type { FileLineError } from './csv';
import { countCards, splitCards } from './vcard-lines';

/** A jCard property: [name, params, type, ...values] (RFC 7095). */
export type JProperty = [
  string,
  Record<string, string | string[] | undefined>,
  string,
  ...unknown[],
];

/** One card of a file, read by ical.js, and the file line it starts on. */
export interface ReadCard {
  line: number;
  properties: JProperty[];
}

export const asList = (v: string | string[] | undefined) =>
  v === undefined ? [] : Array.isArray(v) ? v : [v];

/**
 * A property's text, values joined back: ical.js splits unescaped commas even where no list is
 * meant (NOTE, FN), and leaves RFC 2426's "\;" escaped in plain text.
 */
export const propertyText = (p: JProperty) =>
  p.slice(3).flat().map(String).join(',').replace(/\\;/g, ';');

/** "tel:+55-41-99999-8888;ext=12" (vCard 4.0) → "+55-41-99999-8888". */
export const telValue = (value: string) => value.replace(/^tel:/i, '').replace(/;.*$/, '');

/** N (family; given; middle; prefix; suffix) → "prefix given middle family suffix". */
export function nameFromN(value: unknown): string {
  const parts = Array.isArray(value) ? value.map(String) : [String(value ?? '')];
  const [family = '', given = '', middle = '', prefix = '', suffix = ''] = parts;
  return [prefix, given, middle, family, suffix]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');
}

/** BDAY "1980-05-12" / "19800512" → { year, month, day }; "--05-12" (no year) → year null. */
export function vcardDate(
  value: string,
): { year: number | null; month: number; day: number } | null {
  const full = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(value.trim());
  if (full) return { year: +full[1]!, month: +full[2]!, day: +full[3]! };
  const noYear = /^--(\d{2})-?(\d{2})$/.exec(value.trim());
  return noYear ? { year: null, month: +noYear[1]!, day: +noYear[2]! } : null;
}

/** How many cards a text has, without reading them (a caller's limit is checked first). */
export { countCards };

/**
 * vCard 2.1 (old Android: quoted-printable, bare types), 3.0 (Google, iPhone) and 4.0 text,
 * one or many cards. ical.js (Mozilla's, maintained for Thunderbird) reads each card: RFC
 * escaping, folding, structured N/ORG/ADR, CATEGORIES lists, 3.0 and 4.0 value types. It knows
 * no 2.1 and throws at the first bad line of a file, so `splitCards` rewrites 2.1 lines to 3.0
 * and each card is read alone: a broken card is reported by its line, the rest still read.
 * `messages` name the record in pt-BR ("Contato da linha 3 não pôde ser lido…").
 */
export function readVcards(
  text: string,
  messages: { none: string; unreadable: (line: number) => string },
): { cards: ReadCard[]; errors: FileLineError[] } {
  const cards: ReadCard[] = [];
  const errors: FileLineError[] = [];
  const split = splitCards(text);
  if (!split.length) errors.push({ line: 1, message: messages.none });
  for (const card of split) {
    try {
      const parsed = ICAL.parse(card.text) as unknown as [string, JProperty[], unknown[]];
      cards.push({ line: card.line, properties: parsed[1] });
    } catch {
      errors.push({ line: card.line, message: messages.unreadable(card.line) });
    }
  }
  return { cards, errors };
}
