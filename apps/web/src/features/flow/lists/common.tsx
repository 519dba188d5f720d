import { Box, Skeleton } from '@mui/material';

export function LoadingBlocks({
  label,
  count = 3,
  height = 120,
  columns = 1,
}: {
  label: string;
  count?: number;
  height?: number;
  columns?: number;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, 1fr)` },
      }}
      role="status"
      aria-label={label}
    >
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Box>
  );
}
