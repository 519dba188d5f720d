import { Box, Skeleton } from '@mui/material';

/** The shape of the list while its first page loads. */
export function NotificationListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Box role="status" aria-label="Carregando notificações">
      {Array.from({ length: rows }, (_, i) => (
        <Box
          key={i}
          sx={{
            display: 'flex',
            gap: 1.5,
            px: 2,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Skeleton variant="circular" width={10} height={10} sx={{ mt: 0.9 }} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="55%" sx={{ fontSize: '1rem' }} />
            <Skeleton variant="text" width="85%" />
            <Skeleton variant="text" width="25%" sx={{ fontSize: '0.75rem' }} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
