import type {
  Box,
  Category,
  Entry,
  FinanceDeleted,
  Period,
  Transfer,
} from '@orbita/contracts/finance';
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  addToList,
  invalidateAllBut,
  removeFromLists,
  replaceInLists,
} from '../../../platform/cache';
import { financeKeys } from './keys';

/** Writes an answer into the cache and says which keys now hold the server's word. */
type Write<TVars, TData> = (client: QueryClient, data: TData, vars: TVars) => QueryKey[];

/**
 * A finance write. Any change moves balances, statements, reports and lists together, and
 * those the answer cannot give: after `write` puts the answer where it is cached, every
 * other `finance` key refreshes (the realtime event does the same for other tabs).
 */
export function useFinanceMutation<TVars, TData>(
  mutationFn: (vars: TVars) => Promise<TData>,
  write?: Write<TVars, TData>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data, vars) =>
      invalidateAllBut(client, financeKeys.all, write?.(client, data, vars) ?? []),
  });
}

const boxLists = [financeKeys.boxes(false), financeKeys.boxes(true), financeKeys.boxOptions()];

/**
 * The answer shows at once in the lists holding the record; those lists still reload when
 * the change may move it (filters, dates, names decide order), so nothing is returned.
 */
const shownAt =
  (lists: QueryKey) =>
  (client: QueryClient, record: Entry | Transfer | Category | Period): QueryKey[] => {
    replaceInLists(client, lists, record);
    return [];
  };

/** A deleted record leaves every list: those lists are then exactly right. */
const deleted = (client: QueryClient, { id }: FinanceDeleted): QueryKey[] => {
  client.removeQueries({ queryKey: financeKeys.investment(id), exact: true });
  return removeFromLists(client, financeKeys.all, id);
};

export const financeWrites = {
  /**
   * A box created or edited: its balances are in the answer. Boxes are listed oldest first,
   * so a new one goes last; an edit keeps its place.
   */
  box: (client: QueryClient, box: Box): QueryKey[] => {
    const detail = financeKeys.investment(box.id);
    client.setQueryData<Box>(detail, (old) => old && box);
    const replaced = boxLists.flatMap((key) => replaceInLists(client, key, box));
    if (replaced.length) return [detail, ...replaced];
    return [detail, ...boxLists.filter((key) => !box.archived && addToList(client, key, box))];
  },
  /** Archiving moves a box in or out of the lists that hide archived ones: they reload. */
  archivedBox: (client: QueryClient, box: Box): QueryKey[] => {
    const detail = financeKeys.investment(box.id);
    client.setQueryData<Box>(detail, (old) => old && box);
    boxLists.forEach((key) => replaceInLists(client, key, box));
    return [detail];
  },
  category: shownAt(financeKeys.all),
  entry: shownAt([...financeKeys.all, 'entries']),
  transfer: shownAt([...financeKeys.all, 'transfers']),
  period: shownAt(financeKeys.periods()),
  deleted,
  /** Deleting one entry or its whole group (installments) answers every id removed. */
  deletedEntries: (client: QueryClient, { ids }: { ids: string[] }): QueryKey[] =>
    ids.flatMap((id) => removeFromLists(client, [...financeKeys.all, 'entries'], id)),
};
