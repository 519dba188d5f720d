import { formatPhoneBR } from '@orbita/contracts/phone';
import { CSV_BOM, csvLine, toVcardCard } from '../../../../platform/io';
import type { ParsedContact } from './types';

/** What an export needs of a contact: the import's shape (labels optional). */
export type ExportContact = Omit<ParsedContact, 'phoneLabels'> & {
  phoneLabels?: Record<string, string>;
};

/** vCard 4.0 of the contacts, one card each (platform/io's writer). */
export function toVcard(contacts: ExportContact[]): string {
  return contacts
    .map((c) =>
      toVcardCard({
        name: c.name,
        phones: c.phones.map((e164) => ({ e164, label: c.phoneLabels?.[e164] ?? null })),
        emails: c.emails,
        org: c.company,
        categories: c.tags,
        note: c.notes,
      }),
    )
    .join('');
}

const CSV_HEADER = ['Nome', 'Telefones', 'E-mails', 'Etiquetas', 'Empresa', 'Observações'];

/**
 * CSV for Excel pt-BR: `;` separated, UTF-8 with BOM, CRLF, pt-BR headers, formula guard
 * (platform/io); phones as people write them ("(41) 99999-8888"), several values of a cell
 * separated by ", ". The import reads it back.
 */
export function toCsv(contacts: ExportContact[]): string {
  let out = CSV_BOM + csvLine(CSV_HEADER);
  for (const c of contacts)
    out += csvLine([
      c.name,
      c.phones.map(formatPhoneBR).join(', '),
      c.emails.join(', '),
      c.tags.join(', '),
      c.company ?? '',
      c.notes ?? '',
    ]);
  return out;
}
