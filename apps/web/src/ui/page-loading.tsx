import { Box, CircularProgress } from '@mui/material';

export function PageLoading() {
  return (
    <Box
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}
      role="status"
      aria-label="Carregando"
    >
      <CircularProgress disableShrink />
    </Box>
  );
}
