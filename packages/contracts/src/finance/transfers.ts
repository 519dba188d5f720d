import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import {
  daySchema,
  financePageOf,
  financePageQuerySchema,
  monthSchema,
  moneySchema,
} from './common';

/**
 * Transfers (`/riqueza/transfers`): one record, two legs (out of `fromBoxId`, into
 * `toBoxId`), written in one transaction. Never revenue or expense. A transfer into a
 * credit card is a card payment and belongs to a statement (`statementMonth`).
 */

export const TRANSFER_DESCRIPTION_MAX = 200;

export const transferSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  fromBoxId: z.string(),
  toBoxId: z.string(),
  date: z.string(),
  value: z.number().int(),
  description: z.string(),
  /** Card payments: the statement paid (`YYYY-MM`); null otherwise. */
  statementMonth: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: versionSchema,
});
export type Transfer = z.infer<typeof transferSchema>;
export const transfersPageSchema = financePageOf(transferSchema);

const descriptionSchema = z
  .string()
  .trim()
  .max(
    TRANSFER_DESCRIPTION_MAX,
    `A descrição pode ter no máximo ${TRANSFER_DESCRIPTION_MAX} caracteres.`,
  );

export const createTransferBodySchema = z
  .strictObject({
    fromBoxId: z.uuid('Caixa de origem não encontrada.'),
    toBoxId: z.uuid('Caixa de destino não encontrada.'),
    date: daySchema,
    value: moneySchema,
    description: descriptionSchema.default(''),
    /** Into a card: the statement it pays (default: the oldest one still unpaid, see cards.ts). */
    statementMonth: monthSchema.optional(),
  })
  .refine((v) => v.fromBoxId !== v.toBoxId, {
    path: ['toBoxId'],
    message: 'Escolha caixas de origem e destino diferentes.',
  });
export type CreateTransferBody = z.input<typeof createTransferBodySchema>;

export const updateTransferBodySchema = z
  .strictObject({
    fromBoxId: z.uuid('Caixa de origem não encontrada.').optional(),
    toBoxId: z.uuid('Caixa de destino não encontrada.').optional(),
    date: daySchema.optional(),
    value: moneySchema.optional(),
    description: descriptionSchema.optional(),
    statementMonth: monthSchema.optional(),
    ...expectedVersion,
  })
  .refine((v) => v.fromBoxId === undefined || v.fromBoxId !== v.toBoxId, {
    path: ['toBoxId'],
    message: 'Escolha caixas de origem e destino diferentes.',
  });
export type UpdateTransferBody = z.input<typeof updateTransferBodySchema>;

export const transfersQuerySchema = financePageQuerySchema.extend({
  from: daySchema.optional(),
  to: daySchema.optional(),
  /** Transfers out of or into this box. */
  boxId: z.uuid('Caixa não encontrada.').optional(),
});
