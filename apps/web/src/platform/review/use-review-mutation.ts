import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../toasts';
import { reviewQueries, type ReviewRecord } from './review-api';

/**
 * A write of the review panel: the server's pt-BR refusal as a toast, and the record's
 * review queries refetched after it (the answers are one entry or one comment, the lists
 * hold threads and counts the server computes).
 */
export function useReviewMutation<V, R>(record: ReviewRecord, run: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onError: (error) => notify.error(error.message),
    onSettled: () => client.invalidateQueries({ queryKey: reviewQueries.record(record) }),
  });
}
