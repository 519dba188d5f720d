import { z } from 'zod';

/**
 * Pieces shared by every finance schema (`/api/app/riqueza/...`). Money is always an
 * integer number of centavos; days are `YYYY-MM-DD` São Paulo calendar days; months of a
 * card statement are `YYYY-MM`.
 */

/** The realtime entity of every finance change: the web refreshes all finance queries from it. */
export const FINANCE_ENTITY = 'finance' as const;

export const FINANCE_PAGE_MAX = 200;
export const FINANCE_PAGE_DEFAULT = 50;
/** R$ 999.999.999,99: far above any real entry, far below where sums overflow a bigint. */
export const MONEY_MAX = 99_999_999_999;
export const FINANCE_TAG_MAX = 40;
export const FINANCE_TAGS_MAX = 20;

export const entryTypes = ['revenue', 'expense'] as const;
export const entryTypeSchema = z.enum(entryTypes, { error: 'Escolha Receita ou Despesa.' });
export type EntryType = z.infer<typeof entryTypeSchema>;
export const entryTypeLabels: Record<EntryType, string> = {
  revenue: 'Receita',
  expense: 'Despesa',
};

/** A positive amount in centavos (the direction comes from the type: revenue/expense, from → to). */
export const moneySchema = z
  .number('Informe o valor.')
  .int('Informe o valor em centavos (número inteiro).')
  .min(1, 'O valor deve ser maior que zero.')
  .max(MONEY_MAX, 'Valor alto demais.');

/** Zero or more centavos (a valuation may be zero). */
export const nonNegativeMoneySchema = z
  .number('Informe o valor.')
  .int('Informe o valor em centavos (número inteiro).')
  .min(0, 'O valor não pode ser negativo.')
  .max(MONEY_MAX, 'Valor alto demais.');

/** Any amount in centavos, negative included (an opening balance may be a debt). */
export const signedMoneySchema = z
  .number('Informe o valor.')
  .int('Informe o valor em centavos (número inteiro).')
  .min(-MONEY_MAX, 'Valor baixo demais.')
  .max(MONEY_MAX, 'Valor alto demais.');

function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar day `YYYY-MM-DD` (years 1900–2199, so nothing absurd reaches the database). */
export const daySchema = z
  .string('Informe a data.')
  .regex(/^(19|20|21)\d{2}-\d{2}-\d{2}$/, 'Informe a data no formato AAAA-MM-DD.')
  .refine(isCalendarDay, 'Data inválida.');

/** A statement month `YYYY-MM`. */
export const monthSchema = z
  .string('Informe o mês.')
  .regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, 'Informe o mês no formato AAAA-MM.');

export const financeTagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Informe a etiqueta.')
  .max(FINANCE_TAG_MAX, `A etiqueta pode ter no máximo ${FINANCE_TAG_MAX} caracteres.`)
  .regex(/^[\p{L}\p{N}_-]+$/u, 'A etiqueta só pode ter letras, números, "-" e "_".');

export const financeTagsSchema = z
  .array(financeTagSchema, 'Informe as etiquetas como uma lista.')
  .max(FINANCE_TAGS_MAX, `Use no máximo ${FINANCE_TAGS_MAX} etiquetas.`)
  .transform((tags) => [...new Set(tags)]);

export const financeIdParams = (message: string) => z.object({ id: z.uuid(message) });
export const boxParamsSchema = financeIdParams('Caixa não encontrada.');
export const categoryParamsSchema = financeIdParams('Categoria não encontrada.');
export const entryParamsSchema = financeIdParams('Lançamento não encontrado.');
export const transferParamsSchema = financeIdParams('Transferência não encontrada.');
export const periodParamsSchema = financeIdParams('Período não encontrado.');
export const portfolioParamsSchema = financeIdParams('Portfólio não encontrado.');

/** `?cursor=&limit=` (limit up to 200); the cursor is opaque and comes from `nextCursor`. */
export const financePageQuerySchema = z.object({
  cursor: z.string().max(500, 'Cursor inválido.').optional(),
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max(FINANCE_PAGE_MAX, `O limite máximo é ${FINANCE_PAGE_MAX}.`)
    .default(FINANCE_PAGE_DEFAULT),
});

export const financePageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
export const financeListOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** `?flag=true|false` in a query string. */
export const queryBooleanSchema = z
  .enum(['true', 'false'], { error: 'Use true ou false.' })
  .transform((v) => v === 'true');

export const financeDeletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });
export type FinanceDeleted = z.infer<typeof financeDeletedSchema>;

/** Who did something, as shown next to it. */
export const financeActorSchema = z.object({ id: z.string().nullable(), name: z.string() });

/** `123456` → `R$ 1.234,56` (negative: `-R$ 1.234,56`). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const reais = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}R$ ${reais},${String(abs % 100).padStart(2, '0')}`;
}

/** `2025-03-09` → `09/03/2025`. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** `2025-01` + 2 → `2025-03` (calendar arithmetic). */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last day number of a month `YYYY-MM`. */
export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** `day` moved by `delta` months, clamped to the month's end (Jan 31 + 1 → Feb 28/29). */
export function addMonthsToDay(day: string, delta: number): string {
  const month = addMonths(day.slice(0, 7), delta);
  const d = Math.min(Number(day.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(d).padStart(2, '0')}`;
}
