import type { BudgetStatus } from '@orbita/contracts/finance';
import { todaySaoPaulo } from '../shared/dates';

export const currentMonth = () => todaySaoPaulo().slice(0, 7);

/** A `?mes=` value, when it is a month. */
export const isMonth = (value: string | null): value is string =>
  !!value && /^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/.test(value);

/** The theme colour of each risk level: ok, ≥ 80 % warning, ≥ 100 % over. */
export const statusColor: Record<BudgetStatus, 'success' | 'warning' | 'error'> = {
  ok: 'success',
  warning: 'warning',
  over: 'error',
};
