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
import { useState, type FormEvent, type ReactNode } from 'react';
import { saoPauloDate } from '../../../platform/daily-check';
import { MaskedTextField } from '../../../platform/masks';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { DateField } from '../../../ui/date-field';

export interface MoneyFormValues {
  date: string;
  value: number;
  boxId: string;
}

interface BoxChoice {
  label: string;
  options: { id: string; label: string }[];
}

/**
 * One small form for "Atualizar valor", "Aplicar" and "Resgatar": a date, an amount (BRL
 * mask, centavos) and, when money moves, the other box. The server's pt-BR message shows
 * in the dialog when it refuses (closed period, finished investment…).
 */
export function MoneyFormDialog({
  open,
  title,
  text,
  valueLabel,
  submitLabel,
  boxChoice,
  allowZero = false,
  onClose,
  onSubmit,
}: {
  open: boolean;
  title: string;
  text?: ReactNode;
  valueLabel: string;
  submitLabel: string;
  boxChoice?: BoxChoice;
  allowZero?: boolean;
  onClose: () => void;
  onSubmit: (values: MoneyFormValues) => Promise<unknown>;
}) {
  const [date, setDate] = useState(() => saoPauloDate());
  const [value, setValue] = useState<number | null>(null);
  const [boxId, setBoxId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!date) return setProblem('Informe a data.');
    if (value === null || (!allowZero && value <= 0))
      return setProblem('Informe um valor maior que zero.');
    if (boxChoice && !boxId) return setProblem(`Escolha a ${boxChoice.label.toLowerCase()}.`);
    setBusy(true);
    setProblem(null);
    try {
      await onSubmit({ date, value, boxId });
      setValue(null);
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ResponsiveDialog open={open} onClose={onClose} aria-labelledby="money-form-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="money-form-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {text && <DialogContentText>{text}</DialogContentText>}
            {problem && <Alert severity="error">{problem}</Alert>}
            {boxChoice && (
              <TextField
                select
                label={boxChoice.label}
                value={boxId}
                onChange={(e) => setBoxId(e.target.value)}
                required
              >
                {boxChoice.options.length === 0 && (
                  <MenuItem value="" disabled>
                    Nenhuma outra caixa aberta
                  </MenuItem>
                )}
                {boxChoice.options.map((o) => (
                  <MenuItem key={o.id} value={o.id}>
                    {o.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <MaskedTextField
              mask="currency"
              label={valueLabel}
              value={value}
              onChange={setValue}
              required
              autoFocus={!boxChoice}
            />
            <DateField label="Data" value={date} onChange={setDate} required />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" loading={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}
