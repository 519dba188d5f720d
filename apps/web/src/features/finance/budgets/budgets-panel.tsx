import type { BudgetProgress } from '@orbita/contracts/finance';
import { addMonths } from '@orbita/contracts/finance';
import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import {
  Box,
  Button,
  IconButton,
  LinearProgress,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../platform/session/app-state';
import { EmptyState, QueryError } from '../../../ui/query-states';
import { financeQueries } from '../api/queries';
import { formatMonth } from '../shared/dates';
import { Money } from '../shared/money';
import { BudgetCard } from './budget-card';
import { BudgetDialog } from './budget-dialog';
import { currentMonth, isMonth } from './budget-month';
import { BudgetReportSection } from './budget-report';
import { budgetQueries } from './budgets-api';
import { DeleteBudgetDialog } from './delete-budget-dialog';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Dialog =
  { kind: 'edit'; item: BudgetProgress | null } | { kind: 'delete'; item: BudgetProgress };

/**
 * "Orçamentos": the month's budgets per expense category, riskiest first, then the report of
 * the last six months. The month is in `?mes=` (a notification links to its month).
 */
export function BudgetsPanel() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('mes');
  const month = isMonth(raw) ? raw : currentMonth();
  const go = (next: string) =>
    setParams((current) => {
      const p = new URLSearchParams(current);
      p.set('mes', next);
      return p;
    });
  const canManage = useCan('structure.manage', 'finance');
  const budgets = useQuery(budgetQueries.month(month));
  const categories = useQuery(financeQueries.categories());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const data = budgets.data?.month === month ? budgets.data : undefined;

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <IconButton aria-label="Mês anterior" onClick={() => go(addMonths(month, -1))}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography
            component="h2"
            variant="h6"
            aria-live="polite"
            sx={{ minWidth: { sm: 170 }, textAlign: 'center' }}
          >
            {capitalized(formatMonth(month))}
          </Typography>
          <IconButton aria-label="Próximo mês" onClick={() => go(addMonths(month, 1))}>
            <ChevronRightIcon />
          </IconButton>
          {month !== currentMonth() && (
            <Button size="small" sx={{ whiteSpace: 'nowrap' }} onClick={() => go(currentMonth())}>
              Mês atual
            </Button>
          )}
        </Stack>
        {canManage && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ kind: 'edit', item: null })}
            disabled={!categories.data}
          >
            Novo orçamento
          </Button>
        )}
      </Stack>

      <Typography variant="body2" color="text.secondary">
        Gasto = despesas da categoria (e das subcategorias dela) com data no mês, pagas ou
        pendentes; transferências não contam. Compras no cartão contam na data da compra.
      </Typography>

      {budgets.isError && !data ? (
        <QueryError error={budgets.error} onRetry={() => void budgets.refetch()} />
      ) : !data ? (
        <Stack spacing={1.5} aria-label="Carregando orçamentos">
          <Skeleton variant="rounded" height={110} />
          <Skeleton variant="rounded" height={110} />
        </Stack>
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={<SavingsOutlinedIcon />}
          title={`Nenhum orçamento em ${formatMonth(month)}`}
          action={
            canManage && categories.data ? (
              <Button variant="outlined" onClick={() => setDialog({ kind: 'edit', item: null })}>
                Definir um orçamento
              </Button>
            ) : undefined
          }
        >
          Defina quanto quer gastar por categoria no mês e acompanhe o quanto já foi.
        </EmptyState>
      ) : (
        <Box>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1.5 }}
          >
            <Typography variant="body2">
              Gasto no mês: <Money value={data.totals.spent} colored={false} /> de{' '}
              <Money value={data.totals.available} />
            </Typography>
            {budgets.isFetching && (
              <LinearProgress sx={{ width: 80, alignSelf: 'center' }} aria-label="Atualizando" />
            )}
          </Stack>
          <Box
            component="ul"
            aria-label="Orçamentos do mês"
            sx={{
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {data.items.map((item) => (
              <BudgetCard
                key={item.budget.id}
                item={item}
                canManage={canManage}
                onEdit={() => setDialog({ kind: 'edit', item })}
                onDelete={() => setDialog({ kind: 'delete', item })}
              />
            ))}
          </Box>
        </Box>
      )}

      <BudgetReportSection month={month} />

      {dialog?.kind === 'edit' && categories.data && (
        <BudgetDialog
          month={month}
          categories={categories.data}
          editing={dialog.item}
          takenCategoryIds={data?.items.map((i) => i.budget.categoryId) ?? []}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteBudgetDialog item={dialog.item} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}
