import { Box, Skeleton } from '@mui/material';

export function LoadingRows({ label, rows = 3, height = 72 }: { label: string; rows?: number; height?: number }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Box>
  );
}
