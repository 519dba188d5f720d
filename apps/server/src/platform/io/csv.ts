import { CsvError, parse } from 'csv-parse/sync';

/** A line (1-based, of the file) that was refused whole or in part, and why (pt-BR). */
export interface FileLineError {
  line: number;
  message: string;
}

/** One record of a CSV and the file line where it starts. */
export interface CsvRow {
  cells: string[];
  line: number;
}

/** The header is looked for in the first lines (some exports put a title line above it). */
export const CSV_HEADER_SEARCH_ROWS = 10;

/**
 * `;` (Excel pt-BR), `,` or tab: the one found most often on one of the first lines (the header
 * may sit below a title line), outside quotes.
 */
export function detectDelimiter(text: string): string {
  const head = text
    .slice(0, 64 * 1024)
    .replace(/"[^"]*"/g, '')
    .split(/\r?\n/)
    .slice(0, CSV_HEADER_SEARCH_ROWS);
  let best = ',';
  let bestCount = 0;
  for (const delimiter of [';', ',', '\t']) {
    const count = Math.max(0, ...head.map((line) => line.split(delimiter).length - 1));
    if (count > bestCount) [best, bestCount] = [delimiter, count];
  }
  return best;
}

/** Several values in one cell: "a, b", "a; b", "a / b", Google's "a ::: b", line breaks. */
export const splitCellValues = (cell: string) =>
  cell.split(/\s*(?::::|[,;/|\n])\s*/).filter(Boolean);

/**
 * Formula guard undone: spreadsheets are told a cell starting with = + - @ is text by a leading
 * apostrophe (Orbita's own exports write one before "+1 202…"); the apostrophe is no data.
 */
export const unguardCell = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);

/** "E-mail 1 - Value" → "e mail 1 value"; "Observações" → "observacoes". */
export const headerKey = (header: string) =>
  header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

type Parsed = { record: string[]; info: { lines: number } };

/**
 * The records of a CSV text (already decoded): delimiter detected, quotes relaxed, empty lines
 * skipped, cells trimmed, each with the line where it starts (a quoted cell with line breaks
 * spans several). A file csv-parse cannot read answers one pt-BR error with its line.
 */
export function readCsvRows(text: string): CsvRow[] | FileLineError {
  // One line break: csv-parse counts a CRLF inside a quoted cell as two lines, and every row
  // after it would be reported a line too far.
  const normalized = text.replace(/\r\n?/g, '\n');
  let parsed: Parsed[];
  try {
    parsed = parse(normalized, {
      delimiter: detectDelimiter(normalized),
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
    }) as unknown as Parsed[]; // `info: true` wraps each record; its types do not say so
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    return {
      line,
      message: `Não foi possível ler o CSV: confira as aspas e o separador na linha ${line}.`,
    };
  }
  return parsed.map(({ record, info }) => {
    // csv-parse counts lines up to a record's end; people look for the line where it starts.
    const breaks = record.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);
    return { cells: record, line: info.lines - breaks };
  });
}

/**
 * A cell as Excel pt-BR reads it: quoted when it holds `;`, quotes or line breaks, and with an
 * apostrophe before = + - @ so a spreadsheet shows text instead of running a formula (CSV
 * injection; "+1 202 555 0100" would also turn into a number). `unguardCell` drops it.
 */
export function csvCell(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** One CSV line for Excel pt-BR: `;` separated, CRLF-terminated. */
export const csvLine = (cells: string[]) => `${cells.map(csvCell).join(';')}\r\n`;

/** UTF-8 BOM: without it Excel pt-BR reads the accents as Latin-1. */
export const CSV_BOM = '\uFEFF';
