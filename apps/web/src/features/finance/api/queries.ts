import type { EntryFilters } from '@orbita/contracts/finance';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { financeApi } from './finance-api';
import { financeKeys } from './keys';

const PAGE = 100;

/** Query options of the finance home; every key comes from `financeKeys`, so realtime refreshes them all. */
export const financeQueries = {
  summary: () => queryOptions({ queryKey: financeKeys.summary(), queryFn: financeApi.summary }),
  boxes: (includeArchived = false) =>
    queryOptions({
      queryKey: financeKeys.boxes(includeArchived),
      queryFn: () => financeApi.boxes(includeArchived),
    }),
  categories: () =>
    queryOptions({
      queryKey: financeKeys.categories(),
      queryFn: financeApi.categories,
      staleTime: 60_000,
    }),
  entries: (filters: EntryFilters) =>
    infiniteQueryOptions({
      queryKey: financeKeys.entries(filters),
      queryFn: ({ pageParam }) => financeApi.entries(filters, pageParam, PAGE),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
  /** Transfers, newest first; `boxId` narrows to those out of or into one box. */
  transfers: (boxId?: string) =>
    infiniteQueryOptions({
      queryKey: financeKeys.transfers({ boxId }),
      queryFn: ({ pageParam }) => financeApi.transfers(boxId, pageParam, PAGE),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
  statements: (boxId: string) =>
    queryOptions({
      queryKey: financeKeys.statements(boxId),
      queryFn: () => financeApi.statements(boxId),
    }),
  statement: (boxId: string, month: string) =>
    queryOptions({
      queryKey: financeKeys.statement(boxId, month),
      queryFn: () => financeApi.statement(boxId, month),
    }),
  periods: () => queryOptions({ queryKey: financeKeys.periods(), queryFn: financeApi.periods }),
};
