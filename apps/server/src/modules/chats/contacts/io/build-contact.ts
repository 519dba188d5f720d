import { formatPhoneBR, normalizePhone } from '@orbita/contracts/phone';
import { z } from 'zod';
import { contactLimits, type ImportError, type ParsedContact } from './types';

/** What a file says of one contact, before cleaning. */
export interface RawContact {
  name: string;
  phones: { value: string; label?: string | null }[];
  emails: string[];
  tags: string[];
  company: string | null;
  notes: string[];
}

const emailSchema = z.email();
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max).trim() : text);
const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * Google puts every contact in the system group "myContacts" (CSV "* myContacts", vCard
 * CATEGORIES) and marks favourites "* starred": labels of the exporter, not of the person.
 */
const SYSTEM_TAGS = new Set(['mycontacts', 'starred']);

function uniqueTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = clip(clean(raw).replace(/^\*\s*/, ''), contactLimits.tag);
    const key = tag.toLocaleLowerCase('pt-BR');
    if (!tag || SYSTEM_TAGS.has(key) || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out.slice(0, contactLimits.tags);
}

/** The contact's identity for messages: its name, else what else identifies it. */
function displayName(raw: RawContact, phones: string[], emails: string[]): string {
  const name = clean(raw.name) || clean(raw.company) || emails[0] || '';
  if (name) return clip(name, contactLimits.name);
  return phones[0] ? formatPhoneBR(phones[0]) : '';
}

/**
 * Cleans one contact: phones to E.164 (refused ones reported, the contact kept), e-mails
 * lower-cased and checked, duplicates dropped, texts clipped to the contact's limits. A
 * contact with no name, phone nor e-mail is refused whole.
 */
export function buildContact(
  raw: RawContact,
  line: number,
): { contact: ParsedContact | null; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const phones: string[] = [];
  const phoneLabels: Record<string, string> = {};
  for (const { value, label } of raw.phones) {
    const text = clean(value);
    if (!text) continue;
    const result = normalizePhone(text);
    if ('error' in result) {
      errors.push({ line, message: `Telefone "${clip(text, 40)}" ignorado: ${result.error}` });
      continue;
    }
    if (phones.includes(result.e164)) continue;
    if (phones.length === contactLimits.phones) {
      errors.push({
        line,
        message: `Mais de ${contactLimits.phones} telefones: os demais foram ignorados.`,
      });
      break;
    }
    phones.push(result.e164);
    const cleanLabel = clip(clean(label), contactLimits.label);
    if (cleanLabel) phoneLabels[result.e164] = cleanLabel;
  }
  const emails: string[] = [];
  for (const value of raw.emails) {
    const email = clean(value)
      .replace(/^mailto:/i, '')
      .toLowerCase();
    if (!email) continue;
    if (email.length > 254 || !emailSchema.safeParse(email).success) {
      errors.push({ line, message: `E-mail "${clip(email, 60)}" ignorado: e-mail inválido.` });
      continue;
    }
    if (emails.includes(email)) continue;
    if (emails.length === contactLimits.emails) {
      errors.push({
        line,
        message: `Mais de ${contactLimits.emails} e-mails: os demais foram ignorados.`,
      });
      break;
    }
    emails.push(email);
  }
  const name = displayName(raw, phones, emails);
  if (!name) {
    errors.push({ line, message: 'Contato sem nome, telefone nem e-mail: ignorado.' });
    return { contact: null, errors };
  }
  const notes = raw.notes
    .map((n) => n.replace(/\r\n?/g, '\n').trim())
    .filter(Boolean)
    .join('\n');
  const company = clip(clean(raw.company), contactLimits.company);
  return {
    contact: {
      name,
      phones,
      emails,
      tags: uniqueTags(raw.tags),
      company: company || null,
      notes: notes ? clip(notes, contactLimits.notes) : null,
      phoneLabels,
    },
    errors,
  };
}
