import type { CashFlow, CashFlowQuery } from '@orbita/contracts/finance';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { financeKeys } from '../api/keys';

const base = 'app/riqueza';

/** The query string of a cash-flow request; empty filters are left out. */
export function cashFlowSearch(query: CashFlowQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

export const cashFlowQueries = {
  flow: (query: CashFlowQuery) =>
    queryOptions({
      queryKey: financeKeys.cashFlow(query),
      queryFn: ({ signal }) =>
        http.get<CashFlow>(`${base}/cash-flow?${cashFlowSearch(query)}`, { signal }),
      // Changing a filter keeps the previous chart on screen until the new one arrives.
      placeholderData: keepPreviousData,
    }),
};
