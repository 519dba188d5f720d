import { formatPhoneBR } from '@orbita/contracts/phone';
import ICAL from 'ical.js';
import { typeFromLabel } from './phone-labels';
import type { ParsedContact } from './types';

/** What an export needs of a contact: the import's shape (labels optional). */
export type ExportContact = Omit<ParsedContact, 'phoneLabels'> & {
  phoneLabels?: Record<string, string>;
};

function card(contact: ExportContact): InstanceType<typeof ICAL.Component> {
  const vcard = new ICAL.Component('vcard');
  vcard.addPropertyWithValue('version', '4.0');
  vcard.addPropertyWithValue('fn', contact.name);
  // The whole name as the given name: splitting "Maria da Silva" or "Padaria Pão Quente" into
  // family and given names would be a guess; clients that show N show the same text.
  const n = new ICAL.Property('n');
  n.setValue(['', contact.name, '', '', ''] as unknown as string); // structured: ical.js takes the list
  vcard.addProperty(n);
  let group = 0;
  for (const e164 of contact.phones) {
    const tel = new ICAL.Property('tel');
    tel.resetType('uri');
    tel.setValue(`tel:${e164}`);
    const label = contact.phoneLabels?.[e164];
    const type = label ? typeFromLabel(label) : null;
    if (type) tel.setParameter('type', type);
    vcard.addProperty(tel);
    if (label && !type) {
      // A label vCard has no type for: Apple's grouped X-ABLabel, read by iOS, macOS and Google.
      const name = `item${++group}`;
      tel.setParameter('group' as string, name);
      const custom = new ICAL.Property('x-ablabel');
      custom.setParameter('group' as string, name);
      custom.setValue(label);
      vcard.addProperty(custom);
    }
  }
  for (const email of contact.emails) vcard.addPropertyWithValue('email', email);
  if (contact.company) {
    const org = new ICAL.Property('org');
    org.setValue([contact.company] as unknown as string); // structured: a ";" in the name is escaped
    vcard.addProperty(org);
  }
  if (contact.tags.length) {
    const categories = new ICAL.Property('categories');
    categories.setValues(contact.tags);
    vcard.addProperty(categories);
  }
  if (contact.notes) vcard.addPropertyWithValue('note', contact.notes);
  return vcard;
}

/** vCard 4.0 of the contacts, one card each, CRLF lines folded at 75 characters (ical.js). */
export function toVcard(contacts: ExportContact[]): string {
  return contacts.map((c) => `${card(c).toString()}\r\n`).join('');
}

const CSV_HEADER = ['Nome', 'Telefones', 'E-mails', 'Etiquetas', 'Empresa', 'Observações'];

/**
 * A cell as Excel pt-BR reads it: quoted when it holds `;`, quotes or line breaks, and with an
 * apostrophe before = + - @ so a spreadsheet shows text instead of running a formula (CSV
 * injection; "+1 202 555 0100" would also turn into a number). The import drops the apostrophe.
 */
function csvCell(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/**
 * CSV for Excel pt-BR: `;` separated, UTF-8 with BOM (without it Excel reads accents as
 * Latin-1), CRLF, pt-BR headers; phones as people write them ("(41) 99999-8888"), several
 * values of a cell separated by ", ". The import reads it back.
 */
export function toCsv(contacts: ExportContact[]): string {
  const lines = [CSV_HEADER.join(';')];
  for (const c of contacts)
    lines.push(
      [
        c.name,
        c.phones.map(formatPhoneBR).join(', '),
        c.emails.join(', '),
        c.tags.join(', '),
        c.company ?? '',
        c.notes ?? '',
      ]
        .map(csvCell)
        .join(';'),
    );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
