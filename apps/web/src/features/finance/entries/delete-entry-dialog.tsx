import type { Entry } from '@orbita/contracts/finance';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useState } from 'react';
import { notify } from '../../../platform/toasts';
import { financeApi } from '../api/finance-api';
import { financeWrites, useFinanceMutation } from '../api/mutations';
import { reportServerError } from '../shared/server-errors';
// An occurrence of a recurring entry asks its own question (recurrences/).
import { DeleteOccurrenceDialog } from '../recurrences/delete-occurrence-dialog';
import { useOccurrence } from '../recurrences/recurrences-api';

/**
 * The first defined value, kept. Which question the dialog asks is decided once it has one:
 * deleting an occurrence drops it from the markers (a refresh, or another tab's realtime
 * event, can land before the answer), and the dialog must not turn into the plain one and
 * lose the answer it is waiting for.
 */
function useLatched<T>(value: T | undefined): T | undefined {
  const [kept, keep] = useState(value);
  if (value !== undefined && kept === undefined) keep(value);
  return kept ?? value;
}

/** Asks before deleting; an installment asks whether to remove only it or the whole purchase. */
export function DeleteEntryDialog({ entry, onClose }: { entry: Entry; onClose: () => void }) {
  const remove = useFinanceMutation(
    (scope: 'one' | 'group') => financeApi.deleteEntry(entry.id, scope),
    financeWrites.deletedEntries,
  );
  const run = (scope: 'one' | 'group') =>
    remove.mutate(scope, {
      onSuccess: (result) => {
        notify.check(
          result.ids.length > 1
            ? `${result.ids.length} parcelas excluídas.`
            : 'Lançamento excluído.',
        );
        onClose();
      },
      onError: (error) => reportServerError(error),
    });
  const occurrence = useLatched(useOccurrence(entry.id));
  if (occurrence) return <DeleteOccurrenceDialog entry={entry} onClose={onClose} />;
  const group = !!entry.installmentGroupId;
  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-entry-title">
      <DialogTitle id="delete-entry-title">Excluir lançamento?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {group
            ? `"${entry.description}" é a parcela ${entry.installmentNumber} de ${entry.installmentCount}. Excluir só esta parcela ou todas as parcelas da compra?`
            : `"${entry.description}" será excluído e o saldo da caixa, recalculado.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Cancelar</Button>
        {group ? (
          <>
            <Button
              color="error"
              variant="outlined"
              disabled={remove.isPending}
              onClick={() => run('one')}
            >
              Só esta parcela
            </Button>
            <Button
              color="error"
              variant="contained"
              disabled={remove.isPending}
              onClick={() => run('group')}
            >
              Todas as parcelas
            </Button>
          </>
        ) : (
          <Button
            color="error"
            variant="contained"
            loading={remove.isPending}
            onClick={() => run('one')}
          >
            Excluir
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
