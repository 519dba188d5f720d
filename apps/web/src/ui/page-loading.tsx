import { Box, CircularProgress } from '@mui/material';

/**
 * The page-sized spinner (also the router's fallback while the first screen loads). It only
 * turns (`disableShrink`): a transform the compositor animates alone. The arc's growing and
 * shrinking is an SVG stroke animation the main thread must paint every frame, and at 4× CPU
 * those frames took about half of each time slice of /me/home's first render (traced).
 */
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
