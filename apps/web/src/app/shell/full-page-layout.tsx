import { Box, Paper } from '@mui/material';
import { Outlet } from 'react-router';
import { Brand } from './brand';

/** The full-page layout of `/registro/Confirma` and `/registro/Recupera`: a centred card, no menu. */
export function FullPageLayout() {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Paper sx={{ p: { xs: 3, sm: 5 }, width: '100%', maxWidth: 460 }}>
        <Box sx={{ mb: 3, display: 'flex', justifyContent: 'center' }}>
          <Brand />
        </Box>
        <Outlet />
      </Paper>
    </Box>
  );
}
