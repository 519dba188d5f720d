import type { Box, Category } from '@orbita/contracts/finance';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { financeKeys } from '../api/keys';

/**
 * The boxes and categories fin-web-b's screens pick from (cash flow filters, import, the
 * investment moves, portfolio membership): one definition, so the cache entry under each
 * key always holds the server's raw answer.
 */
export const boxOptionsQuery = () =>
  queryOptions({
    queryKey: financeKeys.boxOptions(),
    queryFn: () => http.get<{ items: Box[] }>('app/riqueza/boxes'),
    select: (r) => r.items,
  });

export const categoryOptionsQuery = () =>
  queryOptions({
    queryKey: financeKeys.categoryOptions(),
    queryFn: () => http.get<{ items: Category[] }>('app/riqueza/categories'),
    select: (r) => r.items,
  });
