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
import { formatMonth } from '../shared/dates';
import type { ChartPoint } from './report-rows';

const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });
const axisMoney = (centavos: number) => `R$ ${compact.format(centavos / 100)}`;

/** One group's spending per month (bars) against its budget (a stepped line; gaps where none). */
export default function BudgetReportChart({
  points,
  label,
}: {
  points: ChartPoint[];
  label: string;
}) {
  const theme = useTheme();
  return (
    <Box
      component="figure"
      aria-label={label}
      sx={{ m: 0, width: '100%', height: { xs: 240, md: 300 } }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis tickFormatter={axisMoney} tick={{ fontSize: 12 }} width={72} />
          <Tooltip
            formatter={(value, name) => [formatBRL(Number(value)), String(name)]}
            labelFormatter={(_label, payload) => {
              const month = (payload?.[0]?.payload as ChartPoint | undefined)?.month;
              return month ? formatMonth(month) : '';
            }}
          />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Bar
            dataKey="spent"
            name="Gasto"
            fill={theme.palette.error.main}
            maxBarSize={40}
            isAnimationActive={false}
          />
          <Line
            dataKey="budget"
            name="Orçamento"
            type="stepAfter"
            stroke={theme.palette.primary.main}
            strokeWidth={2}
            strokeDasharray="6 4"
            dot={{ r: 3 }}
            connectNulls={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </Box>
  );
}
