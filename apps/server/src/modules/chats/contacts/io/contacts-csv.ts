import { CsvError, parse } from 'csv-parse/sync';
import { buildContact, type RawContact } from './build-contact';
import { findContactColumns, type ContactColumns } from './csv-columns';
import { assertContactCount, decodeContactsFile } from './decode';
import {
  IMPORT_MAX_CONTACTS,
  type ImportError,
  type ImportResult,
  type ParsedContact,
} from './types';

/** The header is looked for in the first lines (some exports put a title line above it). */
const HEADER_SEARCH_ROWS = 10;

/**
 * `;` (Excel pt-BR), `,` or tab: the one found most often on one of the first lines (the header
 * may sit below a title line), outside quotes.
 */
function detectDelimiter(text: string): string {
  const head = text
    .slice(0, 64 * 1024)
    .replace(/"[^"]*"/g, '')
    .split(/\r?\n/)
    .slice(0, HEADER_SEARCH_ROWS);
  let best = ',';
  let bestCount = 0;
  for (const delimiter of [';', ',', '\t']) {
    const count = Math.max(0, ...head.map((line) => line.split(delimiter).length - 1));
    if (count > bestCount) [best, bestCount] = [delimiter, count];
  }
  return best;
}

/** Several values in one cell: "a, b", "a; b", "a / b", Google's "a ::: b", line breaks. */
const splitValues = (cell: string) => cell.split(/\s*(?::::|[,;/|\n])\s*/).filter(Boolean);

/**
 * Formula guard undone: spreadsheets are told a cell starting with = + - @ is text by a leading
 * apostrophe (Orbita's own export writes one before "+1 202…"); the apostrophe is no data.
 */
const unguard = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);

type Row = { record: string[]; info: { lines: number } };

function readRows(text: string): Row[] | ImportError {
  try {
    return parse(text, {
      delimiter: detectDelimiter(text),
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
    }) as unknown as Row[]; // `info: true` wraps each record; its types do not say so
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    return {
      line,
      message: `Não foi possível ler o CSV: confira as aspas e o separador na linha ${line}.`,
    };
  }
}

function rawContact(record: string[], columns: ContactColumns): RawContact {
  const cell = (i: number | null) => (i === null ? '' : unguard(record[i] ?? ''));
  const cells = (list: number[]) => list.flatMap((i) => splitValues(cell(i)));
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
  // One line break: csv-parse counts a CRLF inside a quoted cell as two lines, and every row
  // after it would be reported a line too far.
  const read = readRows(text.replace(/\r\n?/g, '\n'));
  if (!Array.isArray(read)) return { rows: [], errors: [read] };
  let columns: ContactColumns | null = null;
  let headerAt = 0;
  for (; headerAt < Math.min(read.length, HEADER_SEARCH_ROWS) && !columns; headerAt++)
    columns = findContactColumns(read[headerAt]!.record);
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
  for (const { record, info } of body) {
    // csv-parse counts lines up to a record's end; a quoted cell with line breaks (notes) would
    // report the row's last line, and people look for the line where the row starts.
    const breaks = record.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);
    const line = info.lines - breaks;
    const { contact, errors: rowErrors } = buildContact(rawContact(record, columns), line);
    errors.push(...rowErrors);
    if (contact) rows.push(contact);
  }
  return { rows, errors };
}
