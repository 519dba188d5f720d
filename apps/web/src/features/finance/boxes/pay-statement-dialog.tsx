import type { Box, Statement } from '@orbita/contracts/finance';
import {
  Box as Layout,
  Button,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useState } from 'react';
import { formatBRL, MaskedTextField } from '../../../platform/masks';
import { notify } from '../../../platform/toasts';
import { financeApi } from '../api/finance-api';
import { useFinanceMutation } from '../api/mutations';
import { BoxSelect } from '../shared/box-select';
import { formatDay, formatMonth, todaySaoPaulo } from '../shared/dates';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { reportServerError } from '../shared/server-errors';
import { DateField } from '../../../ui/date-field';

/** What a value other than what is left does, in plain words. */
function paymentHint(remaining: number, value: number | null): string | undefined {
  if (!value || value === remaining) return undefined;
  return value < remaining
    ? `Pagamento parcial: ficam ${formatBRL(remaining - value)} para pagar.`
    : `${formatBRL(value - remaining)} a mais viram crédito para a próxima fatura.`;
}

/** "Pagar fatura": a transfer from the chosen box into the card, the value prefilled with what is left. */
export function PayStatementDialog({
  card,
  statement,
  payers,
  onClose,
}: {
  card: Box;
  statement: Statement;
  payers: Box[];
  onClose: () => void;
}) {
  const [fromBoxId, setFrom] = useState(payers[0]?.id ?? '');
  const [value, setValue] = useState<number | null>(statement.remaining);
  const [date, setDate] = useState(todaySaoPaulo());
  const [problem, setProblem] = useState<string | null>(null);
  const pay = useFinanceMutation(() =>
    financeApi.payStatement(card.id, statement.month, {
      fromBoxId,
      date,
      value: value ?? undefined,
    }),
  );
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!fromBoxId) return setProblem('Escolha a caixa que paga a fatura.');
    if (!value || value <= 0) return setProblem('Informe o valor.');
    setProblem(null);
    pay.mutate(undefined, {
      onSuccess: () => {
        notify.check('Fatura paga.');
        onClose();
      },
      onError: (error) => reportServerError(error),
    });
  };
  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby="pay-statement-title">
      <Layout component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id="pay-statement-title">Pagar fatura</DialogTitle>
        <DialogContent dividers>
          <DialogContentText sx={{ mb: 2 }}>
            {card.name}, fatura de {formatMonth(statement.month)} (vence em{' '}
            {formatDay(statement.dueDate)}): falta pagar {formatBRL(statement.remaining)}.
          </DialogContentText>
          <Stack spacing={2}>
            <BoxSelect
              label="Pagar com"
              required
              boxes={payers}
              value={fromBoxId}
              onChange={setFrom}
              error={!!problem && !fromBoxId}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <MaskedTextField
                mask="currency"
                label="Valor"
                required
                fullWidth
                value={value}
                onChange={setValue}
                error={!!problem && !value}
                helperText={problem ?? paymentHint(statement.remaining, value)}
              />
              <DateField label="Data" required fullWidth value={date} onChange={setDate} />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" loading={pay.isPending}>
            Pagar
          </Button>
        </DialogActions>
      </Layout>
    </ResponsiveDialog>
  );
}
