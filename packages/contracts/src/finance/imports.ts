import { z } from 'zod';
import { daySchema, entryTypeSchema, moneySchema } from './common';
import { ENTRY_DESCRIPTION_MAX } from './entries';

/**
 * Statement import (`POST /riqueza/imports/preview`, `POST /riqueza/imports`): an OFX or CSV
 * file read on the server, previewed with category suggestions and duplicates marked, then
 * committed. Importing the same file twice adds nothing: duplicates (same box, day, value,
 * direction and description, or a bank transaction id already imported) are skipped again
 * at commit time.
 */

export const importFormats = ['ofx', 'csv'] as const;
export const importFormatSchema = z.enum(importFormats, { error: 'Escolha OFX ou CSV.' });
export type ImportFormat = z.infer<typeof importFormatSchema>;

/** The file text the preview accepts (about 5 MB). */
export const IMPORT_CONTENT_MAX = 5_000_000;
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

/** Column names as in the file's header (accents, case and punctuation ignored). Without them, common bank headers are detected. */
export const csvImportOptionsSchema = z.strictObject({
  dateColumn: columnSchema('da data'),
  valueColumn: columnSchema('do valor'),
  descriptionColumn: columnSchema('da descrição'),
  dateFormat: z.enum(csvDateFormats, { error: 'Escolha um formato de data válido.' }).optional(),
  decimal: z.enum(csvDecimalMarks, { error: 'Escolha vírgula ou ponto.' }).optional(),
});
export type CsvImportOptions = z.infer<typeof csvImportOptionsSchema>;

export const importPreviewBodySchema = z.strictObject({
  boxId: z.uuid('Caixa não encontrada.'),
  format: importFormatSchema,
  /** The file's text (read with its encoding: Brazilian OFX files are often windows-1252). */
  content: z
    .string('Envie o conteúdo do arquivo.')
    .min(1, 'O arquivo está vazio.')
    .max(IMPORT_CONTENT_MAX, 'O arquivo é grande demais (máximo de 5 MB).'),
  csv: csvImportOptionsSchema.optional(),
});
export type ImportPreviewBody = z.input<typeof importPreviewBodySchema>;

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
  /** Already in the box: the commit will skip it. */
  duplicate: z.boolean(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importPreviewSchema = z.object({
  rows: z.array(importPreviewRowSchema),
  /** rows that are not duplicates. */
  newCount: z.number().int(),
  duplicateCount: z.number().int(),
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
