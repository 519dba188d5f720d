import {
  CSV_HEADER_SEARCH_ROWS,
  readCsvRows,
  splitCellValues,
  unguardCell,
} from '../../../../platform/io';
import { buildContact, type RawContact } from './build-contact';
import { findContactColumns, type ContactColumns } from './csv-columns';
import { assertContactCount, decodeContactsFile } from './decode';
import {
  IMPORT_MAX_CONTACTS,
  type ImportError,
  type ImportResult,
  type ParsedContact,
} from './types';

function rawContact(record: string[], columns: ContactColumns): RawContact {
  const cell = (i: number | null) => (i === null ? '' : unguardCell(record[i] ?? ''));
  const cells = (list: number[]) => list.flatMap((i) => splitCellValues(cell(i)));
  const parts = [cell(columns.given), cell(columns.middle), cell(columns.family)];
  return {
    name: cell(columns.name) || parts.filter(Boolean).join(' '),
    phones: cells(columns.phones).map((value) => ({ value })),
    emails: cells(columns.emails),
    tags: cells(columns.tags),
    company: cell(columns.company) || null,
    notes: columns.notes.map((i) => cell(i)),
  };
}

/**
 * A contacts CSV: Orbita's own export, Google Contacts, Outlook, or a spreadsheet with a header
 * in pt-BR or English ("Nome", "Telefone"/"Celular", "E-mail", "Etiquetas", "Empresa",
 * "Observações"). `;` or `,` separated, UTF-8 with or without BOM, or Latin-1 when given as
 * bytes. Refused lines and values are reported by line; the others import. Over 5 MB or 20,000
 * contacts is refused whole.
 */
export function parseContactsCsv(input: string | Uint8Array): ImportResult {
  const text = decodeContactsFile(input);
  if (!text.trim()) return { rows: [], errors: [{ line: 1, message: 'O arquivo está vazio.' }] };
  const read = readCsvRows(text);
  if (!Array.isArray(read)) return { rows: [], errors: [read] };
  let columns: ContactColumns | null = null;
  let headerAt = 0;
  for (; headerAt < Math.min(read.length, CSV_HEADER_SEARCH_ROWS) && !columns; headerAt++)
    columns = findContactColumns(read[headerAt]!.cells);
  if (!columns)
    return {
      rows: [],
      errors: [
        {
          line: 1,
          message:
            'Não encontramos o cabeçalho: a primeira linha deve nomear as colunas, como Nome; Telefone; E-mail.',
        },
      ],
    };
  const body = read.slice(headerAt);
  assertContactCount(body.length, IMPORT_MAX_CONTACTS);
  const rows: ParsedContact[] = [];
  const errors: ImportError[] = [];
  for (const { cells, line } of body) {
    const { contact, errors: rowErrors } = buildContact(rawContact(cells, columns), line);
    errors.push(...rowErrors);
    if (contact) rows.push(contact);
  }
  return { rows, errors };
}
