import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import { Box, Chip, Typography } from '@mui/material';
import type { Agent } from '@orbita/contracts/agents';
import { dateTime, errorRate } from '../lib/format';
import { RunStatusChip } from '../runs/run-status-chip';

/** The last run: when (dd/mm/aaaa HH:mm) and how it ended; "Nunca executado" before the first. */
export function LastRun({ stats, label }: { stats: Agent['stats']; label?: string }) {
  if (!stats.lastRunAt)
    return (
      <Typography variant="body2" color="text.secondary">
        Nunca executado
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" component="span">
        {label && `${label} `}
        {dateTime(stats.lastRunAt)}
      </Typography>
      {stats.lastStatus && <RunStatusChip status={stats.lastStatus} />}
    </Box>
  );
}

/** "12 execuções · 8% com falha" over the last 24 h. */
export function DayFigures({ stats, label }: { stats: Agent['stats']; label?: string }) {
  const runs = `${stats.runs24h} ${stats.runs24h === 1 ? 'execução' : 'execuções'}`;
  return (
    <Typography variant="body2" component="span" color="text.secondary">
      {label && `${label}: `}
      {runs}
      {stats.runs24h > 0 && ` · ${errorRate(stats.runs24h, stats.failed24h)} com falha`}
    </Typography>
  );
}

/** Runs waiting for an Admin's "Aprovar"/"Negar" (nothing when none). */
export function WaitingBadge({ waiting }: { waiting: number }) {
  if (waiting === 0) return null;
  return (
    <Chip
      size="small"
      color="warning"
      icon={<HourglassEmptyOutlined />}
      label={`${waiting} aguardando aprovação`}
    />
  );
}
