import { closePeriodBodySchema } from '@orbita/contracts/finance';
import {
  Box as Layout,
  Button,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useState } from 'react';
import { notify } from '../../../platform/toasts';
import { financeApi } from '../api/finance-api';
import { financeWrites, useFinanceMutation } from '../api/mutations';
import { formatDay, todaySaoPaulo } from '../shared/dates';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { reportServerError } from '../shared/server-errors';
import { DateField } from '../../../ui/date-field';

/** "Fechar período": choose the end date, then confirm — every box's balance on that day is frozen. */
export function ClosePeriodDialog({
  after,
  onClose,
}: {
  after: string | null;
  onClose: () => void;
}) {
  const [endDate, setEndDate] = useState(todaySaoPaulo());
  const [problem, setProblem] = useState<string | null>(null);
  const close = useFinanceMutation(financeApi.closePeriod, financeWrites.period);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = closePeriodBodySchema.safeParse({ endDate });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Data inválida.');
    if (after && endDate <= after)
      return setProblem(
        `Escolha uma data depois de ${formatDay(after)}, o fim do último período fechado.`,
      );
    setProblem(null);
    close.mutate(parsed.data, {
      onSuccess: () => {
        notify.check(`Período fechado até ${formatDay(endDate)}.`);
        onClose();
      },
      onError: (error) => reportServerError(error),
    });
  };
  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby="close-period-title">
      <Layout component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id="close-period-title">Fechar período</DialogTitle>
        <DialogContent dividers>
          <DialogContentText sx={{ mb: 2 }}>
            Os saldos de todas as caixas nesta data ficam registrados, e lançamentos e
            transferências até ela não podem mais ser criados, alterados ou excluídos — até que um
            Admin reabra o período.
          </DialogContentText>
          <DateField
            label="Data final"
            required
            fullWidth
            autoFocus
            value={endDate}
            onChange={setEndDate}
            error={!!problem}
            helperText={problem ?? undefined}
            maxDate={todaySaoPaulo()}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" loading={close.isPending}>
            Fechar período
          </Button>
        </DialogActions>
      </Layout>
    </ResponsiveDialog>
  );
}
