import type { FinanceSummary } from '@orbita/contracts/finance';
import { Box, Paper, Typography } from '@mui/material';
import { formatMonth } from '../shared/dates';
import { Money } from '../shared/money';

function Figure({
  label,
  value,
  pending,
  color,
}: {
  label: string;
  value: number;
  pending?: number;
  color?: string;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="h6"
        component="p"
        sx={{ color, fontSize: { xs: '1rem', sm: '1.25rem' } }}
      >
        <Money value={value} colored={!color} fit />
      </Typography>
      {!!pending && (
        <Typography variant="caption" color="text.secondary">
          <Money value={pending} fit /> pendente
        </Typography>
      )}
    </Box>
  );
}

/** This month: receitas, despesas and saldo (paid and pending; transfers never count). */
export function MonthSummary({ summary }: { summary: FinanceSummary }) {
  const { month } = summary;
  const revenue = month.revenue.paid + month.revenue.pending;
  const expense = month.expense.paid + month.expense.pending;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="este-mes" sx={{ p: 2 }}>
      <Typography
        id="este-mes"
        variant="h6"
        component="h2"
        sx={{ mb: 1.5, '&::first-letter': { textTransform: 'uppercase' } }}
      >
        {formatMonth(month.start.slice(0, 7))}
      </Typography>
      {/* Three columns while R$ 1.234.567,89 fits in each; on a phone they wrap instead of overlapping. */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
          gap: 2,
        }}
      >
        <Figure
          label="Receitas"
          value={revenue}
          pending={month.revenue.pending}
          color="success.main"
        />
        <Figure
          label="Despesas"
          value={expense}
          pending={month.expense.pending}
          color="error.main"
        />
        <Figure label="Saldo" value={month.net} />
      </Box>
    </Paper>
  );
}
