import { Box, Skeleton } from '@mui/material';

/** The grid's shape while the summary loads, so nothing jumps when it arrives. */
export function DashboardSkeleton() {
  return (
    <Box
      role="status"
      aria-label="Carregando o painel"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: 'repeat(2, minmax(0, 1fr))',
          xl: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={180} />
      ))}
      <Skeleton variant="rounded" height={170} sx={{ gridColumn: '1 / -1' }} />
    </Box>
  );
}
