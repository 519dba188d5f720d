import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export function Brand({ to = '/', inverse = false }: { to?: string; inverse?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label="Orbita, início"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: inverse ? 'common.white' : 'primary.main',
        textDecoration: 'none',
      }}
    >
      <Box
        component="img"
        src="/icon.svg"
        alt=""
        // On the blue top bar the blue tile needs a light ring to stand out.
        sx={{
          width: 32,
          height: 32,
          borderRadius: '9px',
          boxShadow: inverse ? '0 0 0 2px rgba(255,255,255,0.85)' : 'none',
        }}
      />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: 22, letterSpacing: 0.2 }}>
        Orbita
      </Typography>
    </Box>
  );
}
