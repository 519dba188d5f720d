import {
  asList,
  countCards,
  labelFromAppleLabel,
  labelFromTypes,
  nameFromN,
  propertyText,
  readVcards,
  telValue,
  vcardDate,
  type JProperty,
} from '../../../../platform/io';
import { buildContact, type RawContact } from './build-contact';
import { assertContactCount, decodeContactsFile } from './decode';
import { IMPORT_MAX_CONTACTS, type ImportResult, type ParsedContact } from './types';

/** "1980-05-12" → "12/05/1980"; "--05-12" (no year) → "12/05"; anything else is no date. */
function birthday(value: string): string | null {
  const date = vcardDate(value);
  if (!date) return null;
  const dm = `${String(date.day).padStart(2, '0')}/${String(date.month).padStart(2, '0')}`;
  return date.year === null ? dm : `${dm}/${date.year}`;
}

const text = propertyText;

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
 * one or many cards, read by platform/io's `readVcards` (ical.js, each card alone: a broken
 * card is reported by its line, the rest still import). Over 5 MB or 20,000 cards is refused
 * whole.
 */
export function parseVcards(input: string | Uint8Array): ImportResult {
  const content = decodeContactsFile(input);
  assertContactCount(countCards(content), IMPORT_MAX_CONTACTS);
  const rows: ParsedContact[] = [];
  const { cards, errors } = readVcards(content, {
    none: 'Nenhum contato encontrado: o arquivo não é um vCard (.vcf).',
    unreadable: (line) => `Contato da linha ${line} não pôde ser lido: formato inválido.`,
  });
  for (const card of cards) {
    const { contact, errors: cardErrors } = buildContact(rawContact(card.properties), card.line);
    errors.push(...cardErrors);
    if (contact) rows.push(contact);
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors };
}
