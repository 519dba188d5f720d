import type { Entry, OccurrenceScope } from '@orbita/contracts/finance';
import { notify } from '../../../platform/toasts';
import { financeWrites, useFinanceMutation } from '../api/mutations';
import { reportServerError } from '../shared/server-errors';
import { recurrencesApi } from './recurrences-api';
import { ScopeDialog } from './scope-dialog';

/** Deleting an occurrence of a recurring entry: this one, this and the following, or all. */
export function DeleteOccurrenceDialog({ entry, onClose }: { entry: Entry; onClose: () => void }) {
  const remove = useFinanceMutation(
    (scope: OccurrenceScope) => recurrencesApi.deleteOccurrence(entry.id, scope),
    financeWrites.deletedEntries,
  );
  return (
    <ScopeDialog
      action="delete"
      busy={remove.isPending}
      onClose={onClose}
      // The promise, not mutate's callbacks: those are dropped if the dialog unmounts
      // first, and the person would never hear that the entries were deleted.
      onChoose={(scope) =>
        void remove.mutateAsync(scope).then(
          (result) => {
            notify.check(
              result.ids.length > 1
                ? `${result.ids.length} lançamentos excluídos.`
                : 'Lançamento excluído.',
            );
            onClose();
          },
          (error: unknown) => reportServerError(error),
        )
      }
    />
  );
}
