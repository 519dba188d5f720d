import { financeEndpoints as finance } from '@orbita/contracts/finance';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../platform/http';
import { financeKeys } from '../api/keys';

/**
 * The boxes and categories fin-web-b's screens pick from (cash flow filters, import, the
 * investment moves, portfolio membership): one definition, so the cache entry under each
 * key always holds the server's raw answer.
 */
export const boxOptionsQuery = () =>
  queryOptions({
    queryKey: financeKeys.boxOptions(),
    queryFn: () => callApi(finance.boxes),
    select: (r) => r.items,
  });

export const categoryOptionsQuery = () =>
  queryOptions({
    queryKey: financeKeys.categoryOptions(),
    queryFn: () => callApi(finance.categories),
    select: (r) => r.items,
  });
