import type { Box } from './boxes';
import type { Budget } from './budgets';
import type { Category } from './categories';
import type { FinanceDeleted } from './common';
import type { Entry } from './entries';
import type { ImportResult } from './imports';
import type { Valuation } from './investments';
import type { Period } from './periods';
import type { PortfolioDetail } from './portfolios';
import type { FinanceRule } from './rules';
import type { Transfer } from './transfers';

/**
 * What a finance realtime message carries: the presented record the route answered (a
 * deletion: `{ id, deleted }`; an import: its result). One entity for all of them, because
 * a balance moves with almost every write and the web refreshes every finance query.
 */
export type FinanceChange =
  | Box
  | Category
  | Entry
  | Transfer
  | Period
  | Valuation
  | PortfolioDetail
  | ImportResult
  | FinanceRule
  | Budget
  | FinanceDeleted;

declare module '../platform/realtime' {
  interface RealtimeEntities {
    /** FINANCE_ENTITY. */
    finance: FinanceChange;
  }
}
