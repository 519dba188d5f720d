import { Box, Paper, Stack, Typography } from '@mui/material';
import { formatBRL } from '../../../platform/masks';
import { FigureHelp } from '../overview/figure-help';
import { formatDay } from '../shared/dates';
import { Money } from '../shared/money';

/** Why this end balance and the home's "Saldo atual" may differ (issue 15). */
export const END_BALANCE_HELP =
  'Saldo das caixas no último dia do período, só com o que foi pago até esse dia (e só das ' +
  'caixas filtradas). O saldo atual da Visão geral soma tudo o que já foi pago, em qualquer data.';

function Figure({
  label,
  value,
  tone,
  hint,
  help,
}: {
  label: string;
  value: number;
  tone?: string;
  hint?: string;
  help?: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        {help && <FigureHelp label={`O que "${label}" soma`} text={help} />}
      </Stack>
      <Typography
        variant="h6"
        component="p"
        sx={{ color: tone, fontSize: { xs: '1.1rem', sm: '1.25rem' } }}
      >
        <Money value={value} colored={false} fit />
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
  endDate,
}: {
  /** The range's last day (YYYY-MM-DD): the day the end balance is of. */
  endDate: string;
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
    // Four across while R$ 1.234.567,89 fits; at 360 px one per line rather than cut or overlapping.
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(auto-fit, minmax(170px, 1fr))', md: 'repeat(4, 1fr)' },
      }}
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
        label="Saldo no fim do período"
        value={closingBalance}
        tone={closingBalance < 0 ? 'error.main' : undefined}
        hint={
          projection
            ? `Previsto no fim do período: ${formatBRL(projectedBalance)}`
            : `Pagos até ${formatDay(endDate)}`
        }
        help={END_BALANCE_HELP}
      />
    </Box>
  );
}
