import { Box, Paper, Typography } from '@mui/material';
import { formatBRL } from '../../../platform/masks';

function Figure({
  label,
  value,
  tone,
  hint,
}: {
  label: string;
  value: number;
  tone?: string;
  hint?: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="h6"
        component="p"
        sx={{ color: tone, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
      >
        {formatBRL(value)}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Paper>
  );
}

/** The range in four numbers: revenue, expense, result and the balance at its end. */
export function CashFlowTotals({
  totals,
  closingBalance,
  projectedBalance,
  projection,
}: {
  totals: {
    revenue: number;
    expense: number;
    net: number;
    projectedRevenue: number;
    projectedExpense: number;
  };
  closingBalance: number;
  projectedBalance: number;
  projection: boolean;
}) {
  const projectedNet = totals.net + totals.projectedRevenue - totals.projectedExpense;
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
    >
      <Figure
        label="Receitas"
        value={totals.revenue}
        tone="success.main"
        hint={
          projection && totals.projectedRevenue
            ? `+ ${formatBRL(totals.projectedRevenue)} previstas`
            : undefined
        }
      />
      <Figure
        label="Despesas"
        value={totals.expense}
        tone="error.main"
        hint={
          projection && totals.projectedExpense
            ? `+ ${formatBRL(totals.projectedExpense)} previstas`
            : undefined
        }
      />
      <Figure
        label="Resultado"
        value={totals.net}
        tone={totals.net < 0 ? 'error.main' : undefined}
        hint={projection ? `Previsto: ${formatBRL(projectedNet)}` : undefined}
      />
      <Figure
        label="Saldo no fim"
        value={closingBalance}
        tone={closingBalance < 0 ? 'error.main' : undefined}
        hint={projection ? `Previsto: ${formatBRL(projectedBalance)}` : undefined}
      />
    </Box>
  );
}
