import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import { boxSchema, investmentKindSchema } from './boxes';

/**
 * Portfolios (`/riqueza/portfolio/{id}`): investments grouped, with totals, allocation and
 * value over time. An investment belongs to at most one portfolio (`box.portfolioId`).
 */

export const PORTFOLIO_NAME_MAX = 80;
export const PORTFOLIO_DESCRIPTION_MAX = 1000;

export const portfolioTotalsSchema = z.object({
  /** Σ net contributed (opening + transfers in − transfers out). */
  invested: z.number().int(),
  /** Σ current value (latest valuation, else the balance). */
  currentValue: z.number().int(),
  /** currentValue − invested. */
  return: z.number().int(),
  /** return / invested × 100, two decimals (12.5 = 12,5%); null when nothing is invested. */
  returnPct: z.number().nullable(),
});
export type PortfolioTotals = z.infer<typeof portfolioTotalsSchema>;

export const portfolioSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  name: z.string(),
  description: z.string(),
  investmentCount: z.number().int(),
  totals: portfolioTotalsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  version: versionSchema,
});
export type Portfolio = z.infer<typeof portfolioSchema>;
export const portfoliosSchema = z.object({ items: z.array(portfolioSchema) });

export const allocationSliceSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number().int(),
  share: z.number(),
});
export type AllocationSlice = z.infer<typeof allocationSliceSchema>;

export const portfolioDetailSchema = portfolioSchema.extend({
  investments: z.array(boxSchema),
  allocation: z.object({
    /** key = box id; share = value / total current value (0..1). */
    byInvestment: z.array(allocationSliceSchema),
    /** key = investment kind. */
    byKind: z.array(allocationSliceSchema.extend({ key: investmentKindSchema })),
  }),
  /** The portfolio's value on each day with a valuation or a contribution/withdrawal, oldest first. */
  history: z.array(z.object({ date: z.string(), value: z.number().int() })),
});
export type PortfolioDetail = z.infer<typeof portfolioDetailSchema>;

const nameSchema = z
  .string('Informe o nome.')
  .trim()
  .min(1, 'Informe o nome do portfólio.')
  .max(PORTFOLIO_NAME_MAX, `O nome pode ter no máximo ${PORTFOLIO_NAME_MAX} caracteres.`);
const descriptionSchema = z
  .string()
  .trim()
  .max(
    PORTFOLIO_DESCRIPTION_MAX,
    `A descrição pode ter no máximo ${PORTFOLIO_DESCRIPTION_MAX} caracteres.`,
  );
const investmentIdsSchema = z
  .array(z.uuid('Investimento não encontrado.'))
  .max(200, 'Investimentos demais.');

export const createPortfolioBodySchema = z.strictObject({
  name: nameSchema,
  description: descriptionSchema.default(''),
  /** Investment boxes to move into this portfolio. */
  investmentIds: investmentIdsSchema.default([]),
});
export type CreatePortfolioBody = z.input<typeof createPortfolioBodySchema>;

export const updatePortfolioBodySchema = z.strictObject({
  name: nameSchema.optional(),
  description: descriptionSchema.optional(),
  /** Replaces the set: investments left out leave the portfolio. */
  investmentIds: investmentIdsSchema.optional(),
  ...expectedVersion,
});
export type UpdatePortfolioBody = z.input<typeof updatePortfolioBodySchema>;
