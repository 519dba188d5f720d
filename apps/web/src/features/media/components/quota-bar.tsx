import { Box, LinearProgress, Typography } from '@mui/material';
import { formatBytes, quotaPercent } from './format';

/** "1,2 GB de 5 GB usados": the workspace's storage, amber from 80 %, red from 95 %. */
export function QuotaBar({ used, limit }: { used: number; limit: number | null }) {
  const percent = quotaPercent(used, limit);
  const color = percent >= 95 ? 'error' : percent >= 80 ? 'warning' : 'primary';
  const text = limit
    ? `${formatBytes(used)} de ${formatBytes(limit)} usados`
    : `${formatBytes(used)} usados`;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="caption" color="text.secondary" id="media-quota-label">
        Armazenamento
      </Typography>
      {limit ? (
        <LinearProgress
          variant="determinate"
          value={percent}
          color={color}
          aria-labelledby="media-quota-label"
          aria-valuetext={`${text} (${percent}%)`}
          sx={{ height: 8, borderRadius: 4 }}
        />
      ) : null}
      <Typography variant="body2" color={percent >= 95 ? 'error' : 'text.secondary'}>
        {text}
      </Typography>
    </Box>
  );
}
