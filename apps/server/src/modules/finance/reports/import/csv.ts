import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from '../../../../platform/errors';
import { findColumns, type CsvColumns, type ExplicitColumns } from './csv-columns';
import {
  cleanDescription,
  parseAmount,
  STATEMENT_ROWS_MAX,
  validDay,
  type DecimalMark,
  type StatementRow,
} from './statement-row';

/**
 * Bank statement CSVs: `;` or `,` or tab separated, with or without preamble lines before
 * the header ("Extrato conta corrente", "Agência: …"), values as `1.234,56` or `-12.34`,
 * dates as dd/MM/yyyy or yyyy-MM-dd. Balance lines ("Saldo anterior", "S A L D O") are not
 * transactions and are left out.
 */
export type CsvDateFormat = 'dd/MM/yyyy' | 'dd/MM/yy' | 'yyyy-MM-dd' | 'MM/dd/yyyy';
export interface CsvOptions extends ExplicitColumns {
  dateFormat?: CsvDateFormat;
  decimal?: DecimalMark;
  /** Positive = expense (card exports list purchases as positive amounts). */
  invertSign?: boolean;
}

/** A CSV read: its rows, the header line and the columns used, by their names in the file. */
export interface CsvRead {
  rows: StatementRow[];
  headers: string[];
  /** Null when the header was not recognized and `unknownHeader: 'ask'`: the person maps it. */
  columns: {
    dateColumn: string;
    descriptionColumn: string;
    valueColumn: string | null;
    creditColumn: string | null;
    debitColumn: string | null;
  } | null;
}

/** The likely header of a file whose columns were not recognized: the first row as wide as most. */
function likelyHeader(records: string[][]): string[] {
  const head = records.slice(0, HEADER_SEARCH_ROWS);
  const widths = head.map((r) => r.filter((c) => c.trim()).length);
  const widest = Math.max(0, ...widths);
  return head[widths.indexOf(widest)] ?? [];
}

const CSV_PREFIX = 'Não foi possível ler o CSV: ';
const problem = (detail: string) =>
  AppError.validation(`${CSV_PREFIX}${detail}`, { content: detail });
const HEADER_SEARCH_ROWS = 30;

function detectDelimiter(text: string): string {
  const lines = text
    .split(/\r?\n/)
    .filter((l) => l.trim())
    .slice(0, HEADER_SEARCH_ROWS);
  let best = ';';
  let bestScore = 0;
  for (const delimiter of [';', ',', '\t']) {
    // The separator is the one whose count is highest on the most frequent line shape.
    const score = Math.max(0, ...lines.map((l) => l.split(delimiter).length - 1));
    if (score > bestScore) [best, bestScore] = [delimiter, score];
  }
  return best;
}

function parseDay(raw: string, format?: CsvDateFormat): string | null {
  const text = raw.trim().slice(0, 10);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const br = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  if (format === 'yyyy-MM-dd' || (!format && iso))
    return iso ? validDay(+iso[1]!, +iso[2]!, +iso[3]!) : null;
  if (!br) return null;
  const year = br[3]!.length === 2 ? 2000 + Number(br[3]) : Number(br[3]);
  if (format === 'dd/MM/yy' && br[3]!.length !== 2) return null;
  if (format === 'MM/dd/yyyy') return validDay(year, +br[1]!, +br[2]!);
  return validDay(year, +br[2]!, +br[1]!);
}

/** The decimal mark of the whole file: a value ending in `,d` or `,dd` anywhere says comma. */
function detectDecimal(records: string[][], column: (r: string[]) => string[]): DecimalMark {
  const values = records.flatMap(column).map((v) => v.trim());
  if (values.some((v) => /,\d{1,2}(\s*[DC-])?\)?$/i.test(v))) return 'comma';
  if (values.some((v) => /\.\d{1,2}(\s*[DC-])?\)?$/i.test(v))) return 'dot';
  return values.some((v) => /\d\.\d{3}/.test(v)) ? 'comma' : 'dot';
}

function readRecords(text: string, delimiter: string): string[][] {
  try {
    return parse(text, {
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw problem(
        line
          ? `o formato da linha ${line} está inválido (confira as aspas e o separador).`
          : 'o formato do arquivo está inválido.',
      );
    }
    throw error;
  }
}

export function parseCsv(content: string, options?: CsvOptions): StatementRow[] {
  return readCsv(content, options).rows;
}

/**
 * `unknownHeader: 'ask'` answers an unrecognized header with no rows and the likely header,
 * so the preview can ask which column is which instead of refusing the file.
 */
export function readCsv(
  content: string,
  options?: CsvOptions,
  unknownHeader: 'refuse' | 'ask' = 'refuse',
): CsvRead {
  const text = content.replace(/^\uFEFF/, '');
  if (!text.trim()) throw problem('o arquivo está vazio.');
  const records = readRecords(text, detectDelimiter(text));

  let columns: CsvColumns | null = null;
  let headerAt = -1;
  for (let i = 0; i < Math.min(records.length, HEADER_SEARCH_ROWS) && !columns; i++) {
    columns = findColumns(records[i]!, options);
    headerAt = i;
  }
  if (!columns && unknownHeader === 'ask' && !options?.dateColumn)
    return { rows: [], headers: likelyHeader(records), columns: null };
  if (!columns) {
    const named = [
      options?.dateColumn,
      options?.descriptionColumn,
      options?.valueColumn,
      options?.creditColumn,
      options?.debitColumn,
    ].filter(Boolean);
    throw problem(
      options?.dateColumn
        ? `não encontramos as colunas ${named.map((n) => `"${n}"`).join(', ')} no cabeçalho.`
        : 'não encontramos as colunas de data, valor e descrição. Informe os nomes das colunas.',
    );
  }
  const found = columns;
  const body = records.slice(headerAt + 1);
  if (body.length > STATEMENT_ROWS_MAX)
    throw problem(`o arquivo tem mais de ${STATEMENT_ROWS_MAX} linhas.`);
  const cell = (r: string[], i: number) => r[i] ?? '';
  const valueCells = (r: string[]) =>
    typeof found.value === 'number'
      ? [cell(r, found.value)]
      : [cell(r, found.value.credit), cell(r, found.value.debit)];
  const decimal = options?.decimal ?? detectDecimal(body, valueCells);

  const rows: StatementRow[] = [];
  body.forEach((record, index) => {
    const line = headerAt + index + 2;
    const rawDate = cell(record, found.date);
    const description = cleanDescription(cell(record, found.description));
    const normalized = description.toLowerCase().replace(/\s+/g, '');
    if (!rawDate || normalized.startsWith('saldo')) return; // footers, balances, blank dates
    const date = parseDay(rawDate, options?.dateFormat);
    if (!date) throw problem(`linha ${line}: a data "${rawDate.slice(0, 20)}" não é válida.`);
    let amount: number | null;
    if (typeof found.value === 'number') amount = parseAmount(cell(record, found.value), decimal);
    else {
      const credit = cell(record, found.value.credit)
        ? parseAmount(cell(record, found.value.credit), decimal)
        : 0;
      const debit = cell(record, found.value.debit)
        ? parseAmount(cell(record, found.value.debit), decimal)
        : 0;
      amount = credit === null || debit === null ? null : Math.abs(credit) - Math.abs(debit);
    }
    if (amount === null)
      throw problem(
        `linha ${line}: o valor "${valueCells(record).join(' ').slice(0, 20)}" não é válido.`,
      );
    if (amount === 0) return;
    if (options?.invertSign) amount = -amount;
    const type = amount < 0 ? 'expense' : 'revenue';
    const fitId = found.id !== undefined ? cell(record, found.id).slice(0, 255) : '';
    rows.push({
      date,
      value: Math.abs(amount),
      type,
      description: description || (type === 'expense' ? 'Débito' : 'Crédito'),
      ...(fitId ? { fitId } : {}),
    });
  });
  const header = records[headerAt]!;
  const name = (i: number) => header[i] ?? '';
  const value = found.value;
  return {
    rows,
    headers: header,
    columns: {
      dateColumn: name(found.date),
      descriptionColumn: name(found.description),
      valueColumn: typeof value === 'number' ? name(value) : null,
      creditColumn: typeof value === 'number' ? null : name(value.credit),
      debitColumn: typeof value === 'number' ? null : name(value.debit),
    },
  };
}
