import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { statusOf } from '../../../platform/http';
import { formatBRL } from '../../../platform/masks';
import { PageHeader } from '../../../ui/page-header';
import { PageLoading } from '../../../ui/page-loading';
import { EmptyState, QueryError } from '../../../ui/query-states';
import { formatReturnPct } from '../investments/investment-figures';
import { useCan } from '../../../platform/session/app-state';
import { PortfolioInvestments } from './portfolio-investments';
import { portfolioQueries } from './portfolios-api';
import { PortfoliosPanel } from './portfolios-panel';

const PortfolioCharts = lazy(() => import('./portfolio-charts'));

const backToList = (
  <Button component={RouterLink} to="/riqueza/portfolio" startIcon={<ArrowBackIcon />}>
    Portfólios
  </Button>
);

function Total({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="h5"
        component="p"
        sx={{ fontVariantNumeric: 'tabular-nums', color: tone, overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
    </Paper>
  );
}

function PortfolioDetailView({ id }: { id: string }) {
  const detail = useQuery(portfolioQueries.detail(id));
  const canManage = useCan('structure.manage', 'finance');
  if (detail.isPending) return <PageLoading />;
  if (detail.isError) {
    if (statusOf(detail.error) === 404)
      return (
        <>
          <PageHeader title="Portfólio não encontrado" subtitle="Riqueza" />
          <EmptyState icon={<SearchOffIcon />} title="Portfólio não encontrado" action={backToList}>
            Ele pode ter sido excluído, ou pertence a outro espaço de trabalho.
          </EmptyState>
        </>
      );
    return (
      <>
        <PageHeader title="Portfólio" subtitle="Riqueza" actions={backToList} />
        <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
      </>
    );
  }
  const p = detail.data;
  const tone =
    p.totals.return < 0 ? 'error.main' : p.totals.return > 0 ? 'success.main' : undefined;
  return (
    <>
      <PageHeader title={p.name} subtitle="Portfólio" actions={backToList} />
      {p.description && (
        <Typography color="text.secondary" sx={{ mt: -2, mb: 2, whiteSpace: 'pre-wrap' }}>
          {p.description}
        </Typography>
      )}
      <Stack spacing={2}>
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
        >
          <Total label="Aplicado" value={formatBRL(p.totals.invested)} />
          <Total label="Valor atual" value={formatBRL(p.totals.currentValue)} />
          <Total
            label="Rendimento"
            value={`${formatBRL(p.totals.return)} (${formatReturnPct(p.totals.returnPct)})`}
            tone={tone}
          />
        </Box>
        <Suspense
          fallback={<Skeleton variant="rounded" height={300} aria-label="Carregando gráficos" />}
        >
          <PortfolioCharts detail={p} />
        </Suspense>
        <PortfolioInvestments detail={p} canManage={canManage} />
      </Stack>
    </>
  );
}

/** `/riqueza/portfolio/{id}`: one portfolio; without an id, the list of portfolios. */
export function PortfolioPage() {
  const { id } = useParams();
  if (id) return <PortfolioDetailView key={id} id={id} />;
  return (
    <>
      <PageHeader title="Portfólios" subtitle="Riqueza" />
      <PortfoliosPanel />
    </>
  );
}
