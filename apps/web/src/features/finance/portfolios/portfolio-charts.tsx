import { formatDay, type AllocationSlice, type PortfolioDetail } from '@orbita/contracts/finance';
import { Box, Paper, Stack, Typography, useTheme } from '@mui/material';
import {
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatBRL } from '../../../platform/masks';

const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });
const share = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

function useSliceColors(): string[] {
  const p = useTheme().palette;
  return [
    p.primary.main,
    p.success.main,
    p.warning.main,
    p.secondary.main,
    p.info.main,
    p.error.light,
    p.primary.light,
    p.success.light,
  ];
}

/** A donut of one allocation and its legend as a list (the legend doubles as the accessible reading). */
function AllocationDonut({ title, slices }: { title: string; slices: AllocationSlice[] }) {
  const colors = useSliceColors();
  const shown = slices.filter((s) => s.value > 0);
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
        {title}
      </Typography>
      {shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4 }}>
          Sem valor para distribuir ainda.
        </Typography>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
          <Box
            component="figure"
            aria-label={`${title}: ${shown.map((s) => `${s.label} ${share.format(s.share)}`).join(', ')}`}
            sx={{ m: 0, width: 200, height: 200, flexShrink: 0 }}
          >
            <ResponsiveContainer width="100%" height="100%">
              <PieChart>
                <Pie
                  data={shown}
                  dataKey="value"
                  nameKey="label"
                  innerRadius="55%"
                  outerRadius="90%"
                  paddingAngle={1}
                  isAnimationActive={false}
                >
                  {shown.map((s, i) => (
                    <Cell key={s.key} fill={colors[i % colors.length]} />
                  ))}
                </Pie>
                <Tooltip formatter={(value, name) => [formatBRL(Number(value)), String(name)]} />
              </PieChart>
            </ResponsiveContainer>
          </Box>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, width: '100%', display: 'grid', gap: 0.75 }}
          >
            {shown.map((s, i) => (
              <Box
                component="li"
                key={s.key}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
              >
                <Box
                  sx={{
                    width: 12,
                    height: 12,
                    borderRadius: '3px',
                    bgcolor: colors[i % colors.length],
                    flexShrink: 0,
                  }}
                  aria-hidden
                />
                <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
                  {s.label}
                </Typography>
                <Typography
                  variant="body2"
                  sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                >
                  {formatBRL(s.value)} · {share.format(s.share)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Stack>
      )}
    </Paper>
  );
}

/** The portfolio's value over time (valuations and contributions), one point per day with a change. */
function ReturnOverTime({ history }: { history: PortfolioDetail['history'] }) {
  const theme = useTheme();
  const rows = history.map((h) => ({ ...h, label: formatDay(h.date) }));
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, mb: 1 }}>
        Valor ao longo do tempo
      </Typography>
      {rows.length < 2 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          O gráfico aparece quando houver pelo menos duas datas com aplicações ou valores
          registrados.
        </Typography>
      ) : (
        <Box
          component="figure"
          aria-label={`Valor do portfólio de ${rows[0]!.label} a ${rows.at(-1)!.label}: de ${formatBRL(rows[0]!.value)} a ${formatBRL(rows.at(-1)!.value)}`}
          sx={{ m: 0, height: { xs: 220, md: 280 } }}
        >
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid
                strokeDasharray="3 3"
                vertical={false}
                stroke={theme.palette.divider}
              />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />
              <YAxis
                tickFormatter={(v: number) => `R$ ${compact.format(v / 100)}`}
                tick={{ fontSize: 12 }}
                width={72}
              />
              <Tooltip formatter={(value) => [formatBRL(Number(value)), 'Valor']} />
              <Line
                dataKey="value"
                type="monotone"
                stroke={theme.palette.primary.main}
                strokeWidth={2}
                dot={rows.length < 40}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </Box>
      )}
    </Paper>
  );
}

/** Allocation (by investment, by kind) and value over time; its own chunk because recharts is large. */
export default function PortfolioCharts({ detail }: { detail: PortfolioDetail }) {
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
        <AllocationDonut
          title="Alocação por investimento"
          slices={detail.allocation.byInvestment}
        />
        <AllocationDonut title="Alocação por tipo" slices={detail.allocation.byKind} />
      </Stack>
      <ReturnOverTime history={detail.history} />
    </Stack>
  );
}
