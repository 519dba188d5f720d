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

/** A formula's first character to Excel, LibreOffice or Sheets (OWASP), and its full-width forms. */
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
/** What a spreadsheet may skip before reading a formula: whitespace, control characters, quotes. */
const LEADING_NOISE = /^[\s\p{Cc}\p{Cf}"'\u00A0]+/u;
/** A cell starting with one of these is refused as text by some spreadsheets (OWASP: tab, CR; ASVS: NUL). */
const CONTROL_START = /^[\t\r\n\0]/;

/**
 * A text cell of an export (anything a person typed: descriptions, category, box and tag
 * names), after OWASP's CSV injection rules: a cell a spreadsheet could read as a formula —
 * starting with `=`, `+`, `-`, `@`, a tab or a carriage return, also after leading spaces or
 * quotes (`-1+cmd|' /C calc'!A0`, ` =1+1`, `"@SUM(1)`) — gets a leading `'`, which shows it as
 * text; every cell is quoted (so `,` or `;` inside never starts a new cell, whatever separator
 * the spreadsheet's locale assumes) and its quotes doubled. Numbers we format (the value
 * column) are not text and do not come here, so a plain `-45,90` stays a number.
 */
export function field(text: string): string {
  if (text === '') return '';
  const formula = CONTROL_START.test(text) || FORMULA_START.test(text.replace(LEADING_NOISE, ''));
  const safe = formula ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
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
