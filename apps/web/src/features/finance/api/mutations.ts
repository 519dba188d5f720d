import { useMutation, useQueryClient } from '@tanstack/react-query';
import { financeKeys } from './keys';

/**
 * A finance write: any change moves balances, statements, reports and lists together, so
 * success refreshes every `finance` key (the realtime event does the same for other tabs).
 */
export function useFinanceMutation<TVars, TData>(mutationFn: (vars: TVars) => Promise<TData>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
