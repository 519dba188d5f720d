import { z } from 'zod';
import { daySchema, entryTypeSchema, moneySchema } from './common';
import { ENTRY_DESCRIPTION_MAX } from './entries';
import { categorySuggestionSchema } from './rules';

/**
 * Statement import (`POST /riqueza/imports/preview`, `POST /riqueza/imports`): an OFX or CSV
 * file read on the server, previewed with category suggestions and duplicates marked, then
 * committed (a CSV's reading is then remembered for the box). Importing the same file twice adds nothing: duplicates (same box, day, value,
 * direction and description, or a bank transaction id already imported) are skipped again
 * at commit time.
 */

export const importFormats = ['ofx', 'csv'] as const;
export const importFormatSchema = z.enum(importFormats, { error: 'Escolha OFX ou CSV.' });
export type ImportFormat = z.infer<typeof importFormatSchema>;

/** The file the preview accepts (5 MB of bytes). */
export const IMPORT_FILE_MAX = 5_000_000;
/** The same file as base64 (4 characters for every 3 bytes). */
export const IMPORT_FILE_BASE64_MAX = Math.ceil(IMPORT_FILE_MAX / 3) * 4;
/** Rows of one import. */
export const IMPORT_ROWS_MAX = 5000;

export const csvDateFormats = ['dd/MM/yyyy', 'dd/MM/yy', 'yyyy-MM-dd', 'MM/dd/yyyy'] as const;
export const csvDecimalMarks = ['comma', 'dot'] as const;
export const csvDecimalLabels: Record<(typeof csvDecimalMarks)[number], string> = {
  comma: 'Vírgula (1.234,56)',
  dot: 'Ponto (1,234.56)',
};

const columnSchema = (label: string) =>
  z
    .string(`Informe a coluna ${label}.`)
    .trim()
    .min(1, `Informe a coluna ${label}.`)
    .max(100, 'Nome de coluna longo demais.');

/**
 * How a CSV is read. Column names as in the file's header (accents, case and punctuation
 * ignored); without them, common bank headers are detected. The value is one signed column
 * or a credit and a debit column. `invertSign` reads positive as expense (card exports:
 * a purchase is positive); without it, card boxes invert and others do not. What an import
 * used is remembered for its box.
 */
export const csvImportOptionsSchema = z
  .strictObject({
    dateColumn: columnSchema('da data').optional(),
    descriptionColumn: columnSchema('da descrição').optional(),
    valueColumn: columnSchema('do valor').nullish(),
    creditColumn: columnSchema('de crédito').nullish(),
    debitColumn: columnSchema('de débito').nullish(),
    dateFormat: z.enum(csvDateFormats, { error: 'Escolha um formato de data válido.' }).optional(),
    decimal: z.enum(csvDecimalMarks, { error: 'Escolha vírgula ou ponto.' }).optional(),
    invertSign: z.boolean('Informe se o sinal deve ser invertido.').optional(),
  })
  .superRefine((o, ctx) => {
    const named = o.dateColumn || o.descriptionColumn || o.valueColumn || o.creditColumn;
    if (!named && !o.debitColumn) return;
    if (!o.dateColumn)
      ctx.addIssue({ code: 'custom', path: ['dateColumn'], message: 'Informe a coluna da data.' });
    if (!o.descriptionColumn)
      ctx.addIssue({
        code: 'custom',
        path: ['descriptionColumn'],
        message: 'Informe a coluna da descrição.',
      });
    if (!o.valueColumn && !(o.creditColumn && o.debitColumn))
      ctx.addIssue({
        code: 'custom',
        path: ['valueColumn'],
        message: 'Informe a coluna do valor, ou as colunas de crédito e de débito.',
      });
  });
export type CsvImportOptions = z.infer<typeof csvImportOptionsSchema>;

export const importPreviewBodySchema = z.strictObject({
  boxId: z.uuid('Caixa não encontrada.'),
  format: importFormatSchema,
  /**
   * The file's bytes in base64, as the bank wrote them: the server finds the encoding
   * (valid UTF-8 wins over a `CHARSET:1252` header; otherwise windows-1252).
   */
  file: z
    .base64('Envie o arquivo em base64.')
    .min(1, 'O arquivo está vazio.')
    .max(IMPORT_FILE_BASE64_MAX, 'O arquivo é grande demais (máximo de 5 MB).'),
  csv: csvImportOptionsSchema.optional(),
});
export type ImportPreviewBody = z.input<typeof importPreviewBodySchema>;

/** The columns a CSV preview read, by their names in the file. */
export const csvColumnsReadSchema = z.object({
  dateColumn: z.string(),
  descriptionColumn: z.string(),
  valueColumn: z.string().nullable(),
  creditColumn: z.string().nullable(),
  debitColumn: z.string().nullable(),
});
export type CsvColumnsRead = z.infer<typeof csvColumnsReadSchema>;

/** What a CSV preview used, for the mapping controls: the header, the columns and the sign. */
export const csvPreviewSchema = z.object({
  headers: z.array(z.string()),
  /** Null when the header was not recognized: no rows until the person says which column is which. */
  columns: csvColumnsReadSchema.nullable(),
  invertSign: z.boolean(),
  /** The box's saved reading was used (no options were sent). */
  remembered: z.boolean(),
});
export type CsvPreview = z.infer<typeof csvPreviewSchema>;

/** The bank's closing balance (OFX LEDGERBAL) against the box's balance once the new rows are in. */
export const importReconciliationSchema = z.object({
  bankBalance: z.number().int(),
  /** The day the bank gave the balance for, or null. */
  bankBalanceOn: z.string().nullable(),
  boxBalanceAfter: z.number().int(),
  /** bankBalance − boxBalanceAfter: zero when they agree. */
  difference: z.number().int(),
});
export type ImportReconciliation = z.infer<typeof importReconciliationSchema>;

export const importPreviewRowSchema = z.object({
  date: z.string(),
  /** Positive centavos; the direction is `type`. */
  value: z.number().int(),
  type: entryTypeSchema,
  description: z.string(),
  /** The bank's transaction id (OFX FITID, or an id column of the CSV). */
  fitId: z.string().nullable(),
  /** The category used most for similar descriptions in this workspace, or null. */
  suggestedCategoryId: z.string().nullable(),
  /** Why that category (a rule, or past entries); a rule may have renamed `description`. */
  suggestion: categorySuggestionSchema.nullable(),
  /** Already in the box: the commit will skip it. */
  duplicate: z.boolean(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importPreviewSchema = z.object({
  rows: z.array(importPreviewRowSchema),
  /** rows that are not duplicates. */
  newCount: z.number().int(),
  duplicateCount: z.number().int(),
  /** CSV only: how the file was read. */
  csv: csvPreviewSchema.nullable(),
  /** OFX with a closing balance only. */
  reconciliation: importReconciliationSchema.nullable(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importRowBodySchema = z.strictObject({
  date: daySchema,
  value: moneySchema,
  type: entryTypeSchema,
  description: z
    .string('Informe a descrição.')
    .trim()
    .min(1, 'Informe a descrição.')
    .max(
      ENTRY_DESCRIPTION_MAX,
      `A descrição pode ter no máximo ${ENTRY_DESCRIPTION_MAX} caracteres.`,
    ),
  categoryId: z.uuid('Categoria não encontrada.').nullish(),
  fitId: z.string().trim().max(255, 'Identificador longo demais.').nullish(),
});
export type ImportRowBody = z.input<typeof importRowBodySchema>;

export const importCommitBodySchema = z.strictObject({
  boxId: z.uuid('Caixa não encontrada.'),
  rows: z
    .array(importRowBodySchema, 'Envie as linhas a importar.')
    .min(1, 'Escolha pelo menos uma linha para importar.')
    .max(IMPORT_ROWS_MAX, `Importe no máximo ${IMPORT_ROWS_MAX} linhas por vez.`),
  /** The CSV reading the rows came from: remembered for the box's next import. */
  csv: csvImportOptionsSchema.optional(),
});
export type ImportCommitBody = z.input<typeof importCommitBodySchema>;

export const importResultSchema = z.object({
  /** Entries created (paid, source "import"). */
  created: z.number().int(),
  /** Rows skipped as duplicates. */
  skipped: z.number().int(),
  /** The import's id, on every created entry (null when nothing was created). */
  importId: z.string().nullable(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** "3 lançamentos importados, 2 ignorados (duplicados)". */
export function importResultMessage(result: Pick<ImportResult, 'created' | 'skipped'>): string {
  const created =
    result.created === 1 ? '1 lançamento importado' : `${result.created} lançamentos importados`;
  const skipped =
    result.skipped === 1 ? '1 ignorado (duplicado)' : `${result.skipped} ignorados (duplicados)`;
  return `${created}, ${skipped}`;
}

/** The CSV export's columns, in order (pt-BR headers). */
export const ENTRY_EXPORT_HEADERS = [
  'Data',
  'Descrição',
  'Categoria',
  'Caixa',
  'Tipo',
  'Valor',
  'Situação',
  'Tags',
] as const;
