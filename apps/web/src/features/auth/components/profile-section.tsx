import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled card of `/me/perfil`. */
export function ProfileSection({
  id,
  title,
  subtitle,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 2.5, md: 3 }, display: 'grid', gap: 2.5, alignContent: 'start' }}
    >
      <Box>
        <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
      </Box>
      {children}
    </Paper>
  );
}
