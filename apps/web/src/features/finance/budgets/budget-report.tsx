import { BUDGET_REPORT_MONTHS } from '@orbita/contracts/finance';
import {
  Alert,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { formatBRL } from '../../../platform/masks';
import { QueryError } from '../../../ui/query-states';
import { formatMonth } from '../shared/dates';
import { budgetQueries } from './budgets-api';
import { chartPoints, shortMonth, variationText } from './report-rows';

// recharts loads with the chart only, as in the cash flow.
/** On phones the table keeps the last two months (the chart below has all six). */
const older = (i: number, count: number) =>
  i < count - 2 ? { display: { xs: 'none', sm: 'table-cell' } } : {};
const BudgetReportChart = lazy(() => import('./budget-report-chart'));

/** Month over month by expense group: a table (exact figures) and one group's chart with its budget line. */
export function BudgetReportSection({ month }: { month: string }) {
  const report = useQuery(budgetQueries.report(month));
  const [chosen, setChosen] = useState<string | null>(null);
  const data = report.data;
  const categoryId = data?.rows.some((r) => r.categoryId === chosen)
    ? chosen!
    : (data?.rows[0]?.categoryId ?? '');
  const chosenName = data?.rows.find((r) => r.categoryId === categoryId)?.categoryName ?? '';

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="budget-report-title"
      sx={{ p: 2, minWidth: 0 }}
    >
      <Typography id="budget-report-title" component="h2" variant="h6">
        Gastos por categoria, mês a mês
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Últimos {BUDGET_REPORT_MONTHS} meses até {formatMonth(month)}; subcategorias somadas ao
        grupo. Variação: o último mês contra o anterior.
      </Typography>
      {report.isError && !data ? (
        <QueryError error={report.error} onRetry={() => void report.refetch()} />
      ) : !data ? (
        <Skeleton variant="rounded" height={220} />
      ) : data.rows.length === 0 ? (
        <Alert severity="info">Sem despesas com categoria nestes meses.</Alert>
      ) : (
        <Stack spacing={2}>
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Gastos por categoria, mês a mês">
              <TableHead>
                <TableRow>
                  <TableCell>Categoria</TableCell>
                  {data.months.map((m, i) => (
                    <TableCell
                      key={m}
                      align="right"
                      sx={{ whiteSpace: 'nowrap', ...older(i, data.months.length) }}
                    >
                      <abbr title={formatMonth(m)} style={{ textDecoration: 'none' }}>
                        {shortMonth(m)}
                      </abbr>
                    </TableCell>
                  ))}
                  <TableCell align="right">Variação</TableCell>
                  <TableCell align="right">Orçamento</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.rows.map((row) => (
                  <TableRow key={row.categoryId} hover>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                      {row.categoryName}
                    </TableCell>
                    {row.spent.map((value, i) => (
                      <TableCell
                        key={data.months[i]}
                        align="right"
                        sx={{
                          whiteSpace: 'nowrap',
                          ...older(i, data.months.length),
                          color:
                            row.budget[i] !== null && value > row.budget[i]!
                              ? 'error.main'
                              : undefined,
                        }}
                      >
                        {formatBRL(value)}
                      </TableCell>
                    ))}
                    <TableCell
                      align="right"
                      sx={{
                        whiteSpace: 'nowrap',
                        color:
                          row.variation === null || row.variation === 0
                            ? 'text.secondary'
                            : row.variation > 0
                              ? 'error.main'
                              : 'success.main',
                      }}
                    >
                      {variationText(row.variation)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {row.budget.at(-1) == null ? '—' : formatBRL(row.budget.at(-1)!)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell component="th" scope="row">
                    Total
                  </TableCell>
                  {data.totals.map((value, i) => (
                    <TableCell
                      key={data.months[i]}
                      align="right"
                      sx={{ whiteSpace: 'nowrap', ...older(i, data.months.length) }}
                    >
                      {formatBRL(value)}
                    </TableCell>
                  ))}
                  <TableCell />
                  <TableCell />
                </TableRow>
              </TableFooter>
            </Table>
          </TableContainer>
          <TextField
            select
            size="small"
            label="Categoria no gráfico"
            value={categoryId}
            onChange={(e) => setChosen(e.target.value)}
            sx={{ maxWidth: 320 }}
          >
            {data.rows.map((row) => (
              <MenuItem key={row.categoryId} value={row.categoryId}>
                {row.categoryName}
              </MenuItem>
            ))}
          </TextField>
          <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
            <BudgetReportChart
              points={chartPoints(data, categoryId)}
              label={`Gasto de ${chosenName} por mês com a linha do orçamento`}
            />
          </Suspense>
        </Stack>
      )}
    </Paper>
  );
}
