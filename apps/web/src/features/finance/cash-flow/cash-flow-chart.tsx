import { Box, useTheme } from '@mui/material';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatBRL } from '../../../platform/masks';
import type { ChartRow } from './chart-data';

/** "R$ 12 mil" style axis ticks: whole reais are enough to read the scale. */
const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });
const axisMoney = (centavos: number) => `R$ ${compact.format(centavos / 100)}`;

const seriesNames = {
  revenue: 'Receitas',
  projectedRevenue: 'Receitas previstas',
  expense: 'Despesas',
  projectedExpense: 'Despesas previstas',
  balance: 'Saldo',
  projectedBalance: 'Saldo previsto',
} as const;

/**
 * Revenue (green) against expense (red) per bucket with the running balance as a line.
 * Pending entries, when projected, stack on top of the paid ones hatched and lighter, and
 * the projected balance is a dashed line: what is certain never looks like what is not.
 */
export default function CashFlowChart({
  rows,
  projection,
  label,
}: {
  rows: ChartRow[];
  projection: boolean;
  label: string;
}) {
  const theme = useTheme();
  const success = theme.palette.success.main;
  const error = theme.palette.error.main;
  return (
    <Box
      component="figure"
      aria-label={label}
      sx={{ m: 0, width: '100%', height: { xs: 280, md: 360 } }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <defs>
            <pattern
              id="cash-flow-hatch-revenue"
              patternUnits="userSpaceOnUse"
              width="6"
              height="6"
              patternTransform="rotate(45)"
            >
              <rect width="6" height="6" fill={success} fillOpacity={0.25} />
              <line x1="0" y1="0" x2="0" y2="6" stroke={success} strokeWidth="3" />
            </pattern>
            <pattern
              id="cash-flow-hatch-expense"
              patternUnits="userSpaceOnUse"
              width="6"
              height="6"
              patternTransform="rotate(45)"
            >
              <rect width="6" height="6" fill={error} fillOpacity={0.25} />
              <line x1="0" y1="0" x2="0" y2="6" stroke={error} strokeWidth="3" />
            </pattern>
          </defs>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />
          <XAxis
            dataKey="label"
            tick={{ fontSize: 12 }}
            interval="preserveStartEnd"
            minTickGap={8}
          />
          <YAxis tickFormatter={axisMoney} tick={{ fontSize: 12 }} width={72} />
          <Tooltip
            formatter={(value, name) => [formatBRL(Number(value)), String(name)]}
            labelFormatter={(_label, payload) =>
              (payload?.[0]?.payload as ChartRow | undefined)?.period ?? ''
            }
          />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Bar
            dataKey="revenue"
            name={seriesNames.revenue}
            stackId="revenue"
            fill={success}
            maxBarSize={40}
            isAnimationActive={false}
          />
          {projection && (
            <Bar
              dataKey="projectedRevenue"
              name={seriesNames.projectedRevenue}
              stackId="revenue"
              fill="url(#cash-flow-hatch-revenue)"
              stroke={success}
              maxBarSize={40}
              isAnimationActive={false}
            />
          )}
          <Bar
            dataKey="expense"
            name={seriesNames.expense}
            stackId="expense"
            fill={error}
            maxBarSize={40}
            isAnimationActive={false}
          />
          {projection && (
            <Bar
              dataKey="projectedExpense"
              name={seriesNames.projectedExpense}
              stackId="expense"
              fill="url(#cash-flow-hatch-expense)"
              stroke={error}
              maxBarSize={40}
              isAnimationActive={false}
            />
          )}
          <Line
            dataKey="balance"
            name={seriesNames.balance}
            type="monotone"
            stroke={theme.palette.primary.main}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          {projection && (
            <Line
              dataKey="projectedBalance"
              name={seriesNames.projectedBalance}
              type="monotone"
              stroke={theme.palette.primary.main}
              strokeOpacity={0.6}
              strokeDasharray="6 4"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </Box>
  );
}
