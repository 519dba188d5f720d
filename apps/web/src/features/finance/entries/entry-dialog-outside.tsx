import {
  Alert,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  Button,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { FinanceEntryDialogProps } from '../../../platform/finance-entry/slot';
import { financeQueries } from '../api/queries';
import { EntryDialog } from './entry-dialog';
import { writableBoxes } from './entry-form';

/**
 * "Novo lançamento" opened by another feature through the platform slot
 * (platform/finance-entry; a chat message → "Lançamento financeiro"): the boxes and
 * categories load here, the value and description come prefilled.
 */
export function EntryDialogOutside({ preset, onClose }: FinanceEntryDialogProps) {
  const boxes = useQuery(financeQueries.boxes(true));
  const categories = useQuery(financeQueries.categories());
  if (boxes.error || categories.error)
    return (
      <Dialog open onClose={onClose}>
        <DialogContent>
          <Alert severity="error">{(boxes.error ?? categories.error)!.message}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Fechar</Button>
        </DialogActions>
      </Dialog>
    );
  if (!boxes.data || !categories.data)
    return (
      <Dialog open aria-label="Carregando as finanças">
        <DialogContent>
          <CircularProgress aria-label="Carregando as finanças" />
        </DialogContent>
      </Dialog>
    );
  if (writableBoxes(boxes.data).length === 0)
    return (
      <Dialog open onClose={onClose}>
        <DialogContent>
          <Alert severity="info">Crie uma caixa em Riqueza antes de registrar lançamentos.</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Fechar</Button>
        </DialogActions>
      </Dialog>
    );
  return (
    <EntryDialog
      entry={null}
      boxes={boxes.data}
      categories={categories.data}
      preset={{ value: preset.value, description: preset.description }}
      onClose={onClose}
    />
  );
}
