import {
  ENTRY_EXPORT_HEADERS,
  entryStatusLabels,
  entryTypeLabels,
  formatDay,
  type EntryStatus,
  type EntryType,
} from '@orbita/contracts/finance';

/**
 * The export's CSV dialect, the one Brazilian spreadsheets open without a wizard: UTF-8 with
 * a BOM (Excel reads accents), `;` between fields (the comma is the decimal mark), values as
 * `1234,56` — negative for expenses, so a column sum is the net and the file imports back
 * as it was — and CRLF line ends.
 */
export const BOM = '\uFEFF';
const SEPARATOR = ';';
const EOL = '\r\n';

export interface ExportRow {
  date: string;
  description: string;
  category: string;
  box: string;
  type: EntryType;
  value: number;
  status: EntryStatus;
  tags: string[];
}

/** `123456` → `1234,56`; expenses come negative (`-1234,56`). */
export function formatValue(cents: number, type: EntryType): string {
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
  return type === 'expense' ? `-${text}` : text;
}

/**
 * Quotes a field when it holds the separator, a quote or a line break (quotes doubled), and
 * defuses text a spreadsheet would run as a formula (`=`, `+`, `@`, `-` before a letter).
 */
export function field(text: string): string {
  const safe = /^[=+@\t\r]|^-(?![\d\s,.]|$)/.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const headerLine = () => ENTRY_EXPORT_HEADERS.join(SEPARATOR) + EOL;

export function rowLine(row: ExportRow): string {
  return (
    [
      formatDay(row.date),
      field(row.description),
      field(row.category),
      field(row.box),
      entryTypeLabels[row.type],
      formatValue(row.value, row.type),
      entryStatusLabels[row.status],
      field(row.tags.join(', ')),
    ].join(SEPARATOR) + EOL
  );
}
