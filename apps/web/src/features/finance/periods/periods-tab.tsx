import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { REOPEN_PERIOD_CONFIRMATION, type Period } from '@orbita/contracts/finance';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Skeleton,
  Stack,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../platform/toasts';
import { EmptyState, QueryError } from '../../../ui/query-states';
import { financeApi } from '../api/finance-api';
import { financeWrites, useFinanceMutation } from '../api/mutations';
import { financeQueries } from '../api/queries';
import { formatDay } from '../shared/dates';
import { reportServerError } from '../shared/server-errors';
import { useCan } from '../../../platform/session/app-state';
import { ClosePeriodDialog } from './close-period-dialog';
import { PeriodCard } from './period-card';

/** "Períodos": closed periods with their frozen balances; Admin closes a new one and reopens the latest. */
export function PeriodsTab() {
  const periods = useQuery(financeQueries.periods());
  const isAdmin = useCan('workspace.admin', 'finance');
  const [closing, setClosing] = useState(false);
  const [reopening, setReopening] = useState<Period | null>(null);
  const reopen = useFinanceMutation(
    (period: Period) => financeApi.reopenPeriod(period.id),
    financeWrites.period,
  );

  if (periods.isError)
    return <QueryError error={periods.error} onRetry={() => void periods.refetch()} />;
  if (periods.isPending)
    return (
      <Stack spacing={2} role="status" aria-label="Carregando períodos">
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  const { items, latestClosedEndDate } = periods.data;
  // Only the latest closed period can be reopened (the server refuses the others).
  const latest = items.find((p) => p.status === 'closed' && p.endDate === latestClosedEndDate);
  const closeButton = isAdmin && (
    <Button variant="contained" startIcon={<LockOutlined />} onClick={() => setClosing(true)}>
      Fechar período
    </Button>
  );

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: 'center' } }}
      >
        <Alert severity={latestClosedEndDate ? 'info' : 'success'} sx={{ flex: 1 }}>
          {latestClosedEndDate
            ? `Lançamentos e transferências até ${formatDay(latestClosedEndDate)} estão fechados.`
            : 'Nenhum período fechado: todos os lançamentos podem ser alterados.'}
          {!isAdmin && ' Só Admin fecha e reabre períodos.'}
        </Alert>
        {items.length > 0 && closeButton}
      </Stack>
      {items.length === 0 ? (
        <EmptyState
          icon={<EventAvailableOutlined />}
          title="Nenhum período fechado"
          action={closeButton}
        >
          Feche um período quando conferir o extrato: os saldos daquela data ficam registrados e
          nada até ela muda sem reabrir.
        </EmptyState>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {items.map((p) => (
            <PeriodCard
              key={p.id}
              period={p}
              canReopen={isAdmin && p.id === latest?.id}
              onReopen={() => setReopening(p)}
            />
          ))}
        </Box>
      )}
      {closing && (
        <ClosePeriodDialog after={latestClosedEndDate} onClose={() => setClosing(false)} />
      )}
      <Dialog
        open={!!reopening}
        onClose={() => setReopening(null)}
        aria-labelledby="reopen-title"
        aria-describedby="reopen-text"
      >
        <DialogTitle id="reopen-title">Reabrir período</DialogTitle>
        <DialogContent>
          <DialogContentText id="reopen-text">{REOPEN_PERIOD_CONFIRMATION}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setReopening(null)}>Cancelar</Button>
          <Button
            variant="contained"
            loading={reopen.isPending}
            onClick={() =>
              reopening &&
              reopen.mutate(reopening, {
                onSuccess: () => {
                  notify.check('Período reaberto.');
                  setReopening(null);
                },
                onError: (error) => reportServerError(error),
              })
            }
          >
            Reabrir
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
