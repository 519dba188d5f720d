import { Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { QueryError } from '../../../ui/query-states';
import { financeQueries } from '../api/queries';
import { writableBoxes } from '../entries/entry-form';
import type { FinanceTab } from '../pages/finance-tabs';
import { FirstBoxPrompt } from '../shared/first-box-prompt';
import { Money } from '../shared/money';
import { useCan } from '../../../platform/session/app-state';
import { BoxBalanceCard } from './box-balance-card';
import { FigureHelp } from './figure-help';
import { MonthSummary } from './month-summary';
import { QuickEntry } from './quick-entry';
import { UpcomingBills } from './upcoming-bills';

function Loading() {
  return (
    <Box
      role="status"
      aria-label="Carregando visão geral"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}
    >
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={240} />
      <Skeleton variant="rounded" height={240} />
    </Box>
  );
}

/** Why this figure and the cash flow's end balance may differ (issue 15: two unexplained "saldos"). */
export const BALANCE_HELP =
  'Soma das caixas com tudo o que já foi pago, em qualquer data; o previsto soma também os ' +
  'pendentes. O fluxo de caixa mostra o saldo no fim do período escolhido, só com o que foi ' +
  'pago até esse dia (e só das caixas filtradas).';

/** "Visão geral": total balance, each box, this month, bills to pay and a quick entry. */
export function OverviewTab({ onGo }: { onGo: (tab: FinanceTab) => void }) {
  const summary = useQuery(financeQueries.summary());
  const boxes = useQuery(financeQueries.boxes());
  const categories = useQuery(financeQueries.categories());
  const canWrite = useCan('content.write', 'finance');

  const failed = summary.error ?? boxes.error;
  if (failed)
    return (
      <QueryError
        error={failed}
        onRetry={() => {
          void summary.refetch();
          void boxes.refetch();
        }}
      />
    );
  const s = summary.data;
  if (!s || !boxes.data) return <Loading />;
  if (boxes.data.length === 0) return <FirstBoxPrompt />;
  const open = writableBoxes(boxes.data);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(320px, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Paper variant="outlined" component="section" aria-labelledby="saldo-total" sx={{ p: 2 }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Typography id="saldo-total" variant="body2" color="text.secondary">
              Saldo atual (pagos)
            </Typography>
            <FigureHelp label="O que o saldo atual soma" text={BALANCE_HELP} />
          </Stack>
          <Typography
            variant="h4"
            component="p"
            sx={{ fontWeight: 500, fontSize: { xs: '1.8rem', md: '2.2rem' } }}
            data-testid="saldo-total"
          >
            <Money value={s.totalBalance} fit />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Saldo previsto (com pendentes): <Money value={s.projectedTotalBalance} fit />
          </Typography>
        </Paper>
        <MonthSummary summary={s} />
        <Box
          component="section"
          aria-label="Saldos por caixa"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              xl: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {s.boxes.map((box) => (
            <BoxBalanceCard key={box.id} box={box} onOpen={() => onGo('caixas')} />
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        {canWrite && open.length > 0 && (
          <QuickEntry boxes={open} categories={categories.data ?? []} />
        )}
        <UpcomingBills summary={s} />
      </Box>
    </Box>
  );
}
