import { FINISH_INVESTMENT_CONFIRMATION } from '@orbita/contracts/finance';
import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { saoPauloDate } from '../../../platform/daily-check';
import { formatBRL } from '../../../platform/masks';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { DateField } from '../../../ui/date-field';

/**
 * "Encerrar investimento": asks first (the contract's confirmation text), says how much
 * moves where, and lets the person pick the destination box and the day.
 */
export function FinishDialog({
  open,
  name,
  currentValue,
  boxes,
  onClose,
  onConfirm,
}: {
  open: boolean;
  name: string;
  currentValue: number;
  boxes: { id: string; label: string }[];
  onClose: () => void;
  onConfirm: (values: { toBoxId: string; date: string }) => Promise<unknown>;
}) {
  const [toBoxId, setToBoxId] = useState('');
  const [date, setDate] = useState(() => saoPauloDate());
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!toBoxId) return setProblem('Escolha a caixa de destino.');
    if (!date) return setProblem('Informe a data.');
    setBusy(true);
    setProblem(null);
    try {
      await onConfirm({ toBoxId, date });
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      aria-labelledby="finish-investment-title"
      aria-describedby="finish-investment-text"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="finish-investment-title">Encerrar investimento</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id="finish-investment-text">
              {FINISH_INVESTMENT_CONFIRMATION}
            </DialogContentText>
            <DialogContentText>
              O valor atual de <strong>{name}</strong>, {formatBRL(currentValue)}, vai para a caixa
              escolhida; a diferença para o aplicado fica registrada como rendimento. Depois disso,
              o investimento não aceita novos lançamentos.
            </DialogContentText>
            {problem && <Alert severity="error">{problem}</Alert>}
            <TextField
              select
              label="Caixa de destino"
              value={toBoxId}
              onChange={(e) => setToBoxId(e.target.value)}
              required
            >
              {boxes.length === 0 && (
                <MenuItem value="" disabled>
                  Nenhuma outra caixa aberta
                </MenuItem>
              )}
              {boxes.map((b) => (
                <MenuItem key={b.id} value={b.id}>
                  {b.label}
                </MenuItem>
              ))}
            </TextField>
            <DateField label="Data" value={date} onChange={setDate} required />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" color="error" variant="contained" loading={busy}>
            Encerrar
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}
