import { z } from 'zod';
import { daySchema, financeActorSchema } from './common';

/**
 * Periods (`/riqueza/periods`, Admin): closing at an end date freezes every box's balance
 * on that day; entries and transfers dated on or before the latest closed end date are
 * refused until the period is reopened (only the latest one can be).
 */

export const REOPEN_PERIOD_CONFIRMATION = 'Deseja reabrir o período selecionado?';

export const periodStatuses = ['closed', 'reopened'] as const;
export const periodStatusSchema = z.enum(periodStatuses);
export type PeriodStatus = z.infer<typeof periodStatusSchema>;
export const periodStatusLabels: Record<PeriodStatus, string> = {
  closed: 'Fechado',
  reopened: 'Reaberto',
};

export const periodBalanceSchema = z.object({
  boxId: z.string(),
  boxName: z.string(),
  balance: z.number().int(),
});
export type PeriodBalance = z.infer<typeof periodBalanceSchema>;

export const periodSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  endDate: z.string(),
  status: periodStatusSchema,
  closedAt: z.string(),
  closedBy: financeActorSchema,
  reopenedAt: z.string().nullable(),
  reopenedBy: financeActorSchema.nullable(),
  /** Every box's balance at the end date (paid entries and transfers up to that day). */
  balances: z.array(periodBalanceSchema),
});
export type Period = z.infer<typeof periodSchema>;
/** Newest first. `latestClosedEndDate`: the day up to which nothing can change (null when none). */
export const periodsSchema = z.object({
  items: z.array(periodSchema),
  latestClosedEndDate: z.string().nullable(),
});

export const closePeriodBodySchema = z.strictObject({
  /** After the latest closed end date, and not in the future. */
  endDate: daySchema,
});
export type ClosePeriodBody = z.input<typeof closePeriodBodySchema>;

/** The message of a write refused by a closed period (`until` as dd/MM/yyyy). */
export const closedPeriodMessage = (until: string, what: 'entry' | 'transfer' = 'entry') =>
  what === 'entry'
    ? `Este lançamento está em um período fechado (até ${until}). Reabra o período para alterá-lo.`
    : `Esta transferência está em um período fechado (até ${until}). Reabra o período para alterá-la.`;
