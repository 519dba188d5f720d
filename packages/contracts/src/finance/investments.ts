import { z } from 'zod';
import { boxSchema } from './boxes';
import { daySchema, nonNegativeMoneySchema } from './common';
import { entrySchema } from './entries';
import { transferSchema } from './transfers';

/**
 * Investments are boxes of kind `investment`. Contributions and withdrawals are ordinary
 * transfers; valuations record its current value; finishing records the result (current
 * value − balance) as a revenue/expense in "Rendimentos", moves the whole value to another
 * box and closes the investment to writes.
 */

export const valuationSchema = z.object({
  id: z.string(),
  boxId: z.string(),
  date: z.string(),
  value: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Valuation = z.infer<typeof valuationSchema>;
/** Newest first. */
export const valuationsSchema = z.object({ items: z.array(valuationSchema) });

export const createValuationBodySchema = z.strictObject({
  date: daySchema,
  value: nonNegativeMoneySchema,
});
export type CreateValuationBody = z.input<typeof createValuationBodySchema>;

export const finishInvestmentBodySchema = z.strictObject({
  toBoxId: z.uuid('Caixa de destino não encontrada.'),
  date: daySchema,
});
export type FinishInvestmentBody = z.input<typeof finishInvestmentBodySchema>;

export const finishInvestmentResultSchema = z.object({
  box: boxSchema,
  /** The result entry (null when the value equals the balance). */
  entry: entrySchema.nullable(),
  /** The move of the whole value (null when it is zero). */
  transfer: transferSchema.nullable(),
});
export type FinishInvestmentResult = z.infer<typeof finishInvestmentResultSchema>;
