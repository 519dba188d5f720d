import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export function Brand({ to = '/', inverse = false }: { to?: string; inverse?: boolean }) {
  return (
    <Box component={RouterLink} to={to} aria-label="Orbita, início" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: inverse ? 'common.white' : 'primary.main', textDecoration: 'none' }}>
      <Box component="img" src="/icon.svg" alt="" sx={{ width: 32, height: 32 }} />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: 22, letterSpacing: 0.2 }}>
        Orbita
      </Typography>
    </Box>
  );
}
