import ICAL from 'ical.js';
import { buildContact, type RawContact } from './build-contact';
import { assertContactCount, decodeContactsFile } from './decode';
import { labelFromAppleLabel, labelFromTypes } from './phone-labels';
import {
  IMPORT_MAX_CONTACTS,
  type ImportError,
  type ImportResult,
  type ParsedContact,
} from './types';
import { countCards, splitCards } from './vcard-lines';

/** A jCard property: [name, params, type, ...values] (RFC 7095). */
type JProperty = [string, Record<string, string | string[] | undefined>, string, ...unknown[]];

const asList = (v: string | string[] | undefined) =>
  v === undefined ? [] : Array.isArray(v) ? v : [v];
/**
 * Text values joined back: ical.js splits unescaped commas even where no list is meant (NOTE,
 * FN), and leaves RFC 2426's "\;" escaped in plain text.
 */
const text = (p: JProperty) => p.slice(3).flat().map(String).join(',').replace(/\\;/g, ';');

/** "1980-05-12" → "12/05/1980"; "--05-12" (no year) → "12/05"; anything else is no date. */
function birthday(value: string): string | null {
  const full = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(value);
  if (full) return `${full[3]}/${full[2]}/${full[1]}`;
  const noYear = /^--(\d{2})-?(\d{2})$/.exec(value);
  return noYear ? `${noYear[2]}/${noYear[1]}` : null;
}

/** "tel:+55-41-99999-8888;ext=12" (vCard 4.0) → "+55-41-99999-8888". */
const telValue = (value: string) => value.replace(/^tel:/i, '').replace(/;.*$/, '');

function nameFromN(value: unknown): string {
  const parts = Array.isArray(value) ? value.map(String) : [String(value ?? '')];
  const [family = '', given = '', middle = '', prefix = '', suffix = ''] = parts;
  return [prefix, given, middle, family, suffix]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');
}

/** One parsed card → what it says of a contact. */
function rawContact(properties: JProperty[]): RawContact {
  const raw: RawContact = { name: '', phones: [], emails: [], tags: [], company: null, notes: [] };
  const appleLabels = new Map<string, string>();
  for (const p of properties)
    if (p[0] === 'x-ablabel' && typeof p[1].group === 'string')
      appleLabels.set(p[1].group, text(p));
  let fromN = '';
  let nickname = '';
  const extra: string[] = [];
  for (const p of properties) {
    const [name, params] = p;
    switch (name) {
      case 'fn':
        raw.name ||= text(p);
        break;
      case 'n':
        fromN ||= nameFromN(p[3]);
        break;
      case 'nickname':
        nickname ||= text(p);
        break;
      case 'tel': {
        const group = typeof params.group === 'string' ? appleLabels.get(params.group) : undefined;
        const label =
          group !== undefined ? labelFromAppleLabel(group) : labelFromTypes(asList(params.type));
        raw.phones.push({ value: telValue(text(p)), label });
        break;
      }
      case 'email':
        raw.emails.push(text(p));
        break;
      case 'org': {
        const value = p[3];
        raw.company ||=
          (Array.isArray(value) ? String(value[0] ?? '') : String(value ?? '')).trim() || null;
        break;
      }
      case 'title':
        if (text(p).trim()) extra.push(`Cargo: ${text(p).trim()}`);
        break;
      case 'note':
        raw.notes.push(text(p));
        break;
      case 'categories':
        raw.tags.push(...p.slice(3).flat().map(String));
        break;
      case 'bday': {
        const day = birthday(text(p).trim());
        if (day) extra.push(`Aniversário: ${day}`);
        break;
      }
    }
  }
  raw.name ||= fromN || nickname;
  // Title and birthday have no field of their own on a contact: kept as lines of its notes.
  raw.notes.push(...extra);
  return raw;
}

/**
 * vCard 2.1 (old Android: quoted-printable, bare types), 3.0 (Google, iPhone) and 4.0 files,
 * one or many cards. ical.js (Mozilla's, maintained for Thunderbird) reads each card: RFC
 * escaping, folding, structured N/ORG, CATEGORIES lists, 3.0 and 4.0 value types. It knows no
 * 2.1 and throws at the first bad line of a file, so `splitCards` rewrites 2.1 lines to 3.0 and
 * each card is read alone: a broken card is reported by its line, the rest still import.
 * Over 5 MB or 20,000 cards is refused whole.
 */
export function parseVcards(input: string | Uint8Array): ImportResult {
  const content = decodeContactsFile(input);
  assertContactCount(countCards(content), IMPORT_MAX_CONTACTS);
  const rows: ParsedContact[] = [];
  const errors: ImportError[] = [];
  const cards = splitCards(content);
  if (!cards.length)
    errors.push({
      line: 1,
      message: 'Nenhum contato encontrado: o arquivo não é um vCard (.vcf).',
    });
  for (const card of cards) {
    let properties: JProperty[];
    try {
      const parsed = ICAL.parse(card.text) as unknown as [string, JProperty[], unknown[]];
      properties = parsed[1];
    } catch {
      errors.push({
        line: card.line,
        message: `Contato da linha ${card.line} não pôde ser lido: formato inválido.`,
      });
      continue;
    }
    const { contact, errors: cardErrors } = buildContact(rawContact(properties), card.line);
    errors.push(...cardErrors);
    if (contact) rows.push(contact);
  }
  return { rows, errors };
}
