import TableChartIcon from '@mui/icons-material/TableChart';
import BarChartIcon from '@mui/icons-material/BarChart';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { saoPauloDate } from '../../../platform/daily-check';
import { formatBRL } from '../../../platform/masks';
import { QueryError } from '../../../ui/query-states';
import { CashFlowFilters, type FlowFilterState } from './cash-flow-filters';
import { cashFlowQueries } from './cash-flow-api';
import { CashFlowTable } from './cash-flow-table';
import { CashFlowTotals } from './cash-flow-totals';
import { CategoryBreakdown } from './category-breakdown';
import { chartRows } from './chart-data';
import { boxOptionsQuery, categoryOptionsQuery } from './finance-options';
import { presetRange, rangeProblem, suggestedGranularity } from './range-presets';
import { useDebounced } from './use-debounced';

// recharts is the biggest library of the finance screens: it loads with the chart only.
const CashFlowChart = lazy(() => import('./cash-flow-chart'));

function initialState(): FlowFilterState {
  const range = presetRange('ultimos-6', saoPauloDate());
  return {
    preset: 'ultimos-6',
    ...range,
    granularity: 'month',
    boxId: '',
    categoryId: '',
    tag: '',
    includePending: true,
  };
}

/** Applies a filter change; a new preset brings its range and a readable granularity. */
function nextState(state: FlowFilterState, patch: Partial<FlowFilterState>): FlowFilterState {
  const next = { ...state, ...patch };
  if (patch.preset && patch.preset !== 'personalizado') {
    const range = presetRange(patch.preset, saoPauloDate());
    return { ...next, ...range, granularity: suggestedGranularity(range) };
  }
  return next;
}

/** Cash flow of any range: revenue vs expense per bucket, running balance, per category, with projection of pending entries. */
export function CashFlowPanel() {
  const [state, setState] = useState(initialState);
  const [asTable, setAsTable] = useState(false);
  const tag = useDebounced(state.tag.trim().toLowerCase());
  const problem = rangeProblem(state, state.granularity);
  const query = {
    from: state.from,
    to: state.to,
    granularity: state.granularity,
    boxId: state.boxId || undefined,
    categoryId: state.categoryId || undefined,
    tag: tag || undefined,
    includePending: state.includePending ? ('true' as const) : ('false' as const),
  };
  const flow = useQuery({ ...cashFlowQueries.flow(query), enabled: !problem });
  const boxes = useQuery(boxOptionsQuery());
  const categories = useQuery(categoryOptionsQuery());
  const rows = useMemo(
    () =>
      flow.data ? chartRows(flow.data.buckets, flow.data.granularity, state.includePending) : [],
    [flow.data, state.includePending],
  );

  const boxOptions = (boxes.data ?? [])
    .filter((b) => !b.archived)
    .map((b) => ({ id: b.id, label: b.name }));
  const categoryOptions = (categories.data ?? []).map((c) => ({ id: c.id, label: c.fullName }));
  const projection = state.includePending;
  const data = flow.data;
  const last = rows.at(-1);
  const empty =
    !!data &&
    data.totals.revenue === 0 &&
    data.totals.expense === 0 &&
    data.totals.projectedRevenue === 0 &&
    data.totals.projectedExpense === 0;
  const chartLabel = data
    ? `Fluxo de caixa de ${rows[0]?.period ?? ''} a ${last?.period ?? ''}: receitas ${formatBRL(data.totals.revenue)}, despesas ${formatBRL(data.totals.expense)}, resultado ${formatBRL(data.totals.net)}.`
    : 'Fluxo de caixa';
  const categoriesShown = (data?.byCategory ?? []).map((c) => ({
    ...c,
    total: c.total + (projection ? c.projected : 0),
  }));

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <CashFlowFilters
          value={state}
          onChange={(patch) => setState((s) => nextState(s, patch))}
          boxes={boxOptions}
          categories={categoryOptions}
        />
      </Paper>
      {problem ? (
        <Alert severity="warning">{problem}</Alert>
      ) : flow.isPending ? (
        <Stack spacing={2} role="status" aria-label="Carregando fluxo de caixa">
          <Skeleton variant="rounded" height={80} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      ) : flow.isError ? (
        <QueryError error={flow.error} onRetry={() => void flow.refetch()} />
      ) : (
        data && (
          <>
            {flow.isFetching && <LinearProgress aria-label="Atualizando" />}
            <CashFlowTotals
              totals={data.totals}
              closingBalance={last?.balance ?? data.openingBalance}
              projectedBalance={last?.projectedBalance ?? data.openingBalance}
              projection={projection}
              endDate={data.to}
            />
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Stack direction="row" sx={{ alignItems: 'center', mb: 1, gap: 1 }}>
                <Typography variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 500 }}>
                  Receitas e despesas
                </Typography>
                <Button
                  size="small"
                  startIcon={asTable ? <BarChartIcon /> : <TableChartIcon />}
                  aria-pressed={asTable}
                  onClick={() => setAsTable((v) => !v)}
                >
                  {asTable ? 'Ver como gráfico' : 'Ver como tabela'}
                </Button>
              </Stack>
              {empty && (
                <Alert severity="info" sx={{ mb: 1 }}>
                  Nenhuma receita ou despesa no período com esses filtros.
                </Alert>
              )}
              {asTable ? (
                <CashFlowTable rows={rows} totals={data.totals} projection={projection} />
              ) : (
                <Suspense
                  fallback={
                    <Skeleton variant="rounded" height={320} aria-label="Carregando gráfico" />
                  }
                >
                  <CashFlowChart rows={rows} projection={projection} label={chartLabel} />
                </Suspense>
              )}
              {projection && !asTable && (
                <Box sx={{ mt: 1 }}>
                  <Typography variant="caption" color="text.secondary">
                    Barras hachuradas e linha tracejada: lançamentos pendentes (projeção).
                  </Typography>
                </Box>
              )}
            </Paper>
            <CategoryBreakdown categories={categoriesShown} />
          </>
        )
      )}
    </Stack>
  );
}
