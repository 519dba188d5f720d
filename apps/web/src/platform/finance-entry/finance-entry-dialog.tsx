import { Alert, CircularProgress, Dialog, DialogContent } from '@mui/material';
import { lazy, Suspense } from 'react';
import { financeEntryDialogLoader, type FinanceEntryDialogProps } from './slot';

function Missing({ onClose }: FinanceEntryDialogProps) {
  return (
    <Dialog open onClose={onClose}>
      <DialogContent>
        <Alert severity="warning">As finanças não estão disponíveis.</Alert>
      </DialogContent>
    </Dialog>
  );
}

const Entry = lazy(async () => {
  const load = financeEntryDialogLoader();
  return { default: load ? await load() : Missing };
});

/** Finance's "Novo lançamento" inside any feature, prefilled; its chunk loads on first open. */
export function FinanceEntryDialog(props: FinanceEntryDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense
      fallback={
        <Dialog open aria-label="Carregando as finanças">
          <DialogContent>
            <CircularProgress aria-label="Carregando as finanças" />
          </DialogContent>
        </Dialog>
      }
    >
      <Entry {...props} />
    </Suspense>
  );
}
