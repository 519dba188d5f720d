import type { Entry, OccurrenceScope, UpdateEntryBody } from '@orbita/contracts/finance';
import { Alert } from '@mui/material';
import { useState } from 'react';
import { notify } from '../../../platform/toasts';
import { useFinanceMutation } from '../api/mutations';
import { reportServerError } from '../shared/server-errors';
import { recurrencesApi, useOccurrence } from './recurrences-api';
import { ScopeDialog } from './scope-dialog';

const saved: Record<OccurrenceScope, string> = {
  one: 'Lançamento atualizado.',
  following: 'Este e os seguintes atualizados.',
  all: 'Todos os lançamentos da série atualizados.',
};

/**
 * The entry dialog's save for an occurrence of a recurring entry: asks the scope first,
 * then sends the edit to /recurrences/occurrences. `active` says whether the entry is one.
 */
export function useOccurrenceSave(entry: Entry | null, onSaved: () => void) {
  const link = useOccurrence(entry?.id);
  const [pending, setPending] = useState<UpdateEntryBody | null>(null);
  const save = useFinanceMutation((vars: { scope: OccurrenceScope; body: UpdateEntryBody }) =>
    recurrencesApi.updateOccurrence(entry!.id, { ...vars.body, scope: vars.scope }),
  );
  const dialog = pending && (
    <ScopeDialog
      action="edit"
      busy={save.isPending}
      onClose={() => setPending(null)}
      onChoose={(scope) =>
        save.mutate(
          { scope, body: pending },
          {
            onSuccess: () => {
              notify.check(saved[scope]);
              setPending(null);
              onSaved();
            },
            onError: (error) => {
              setPending(null);
              reportServerError(error);
            },
          },
        )
      }
    />
  );
  const note = link && (
    <Alert severity="info" sx={{ mb: 2 }}>
      Lançamento fixo ({link.number}
      {link.total ? ` de ${link.total}` : ''}): ao salvar, escolha se a alteração vale só para ele,
      para ele e os seguintes, ou para todos.
    </Alert>
  );
  return { active: !!link, ask: setPending, dialog, note };
}
