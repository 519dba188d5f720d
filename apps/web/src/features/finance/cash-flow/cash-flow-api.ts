import { financeEndpoints as finance, type CashFlowQuery } from '@orbita/contracts/finance';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../platform/http';
import { financeKeys } from '../api/keys';
import { withoutEmpty } from '../api/without-empty';

export const cashFlowQueries = {
  flow: (query: CashFlowQuery) =>
    queryOptions({
      queryKey: financeKeys.cashFlow(query),
      queryFn: ({ signal }) => callApi(finance.cashFlow, { query: withoutEmpty(query), signal }),
      // Changing a filter keeps the previous chart on screen until the new one arrives.
      placeholderData: keepPreviousData,
    }),
};
