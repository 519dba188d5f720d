import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled block of a tab. */
export function Section({ title, subtitle, children, tone }: { title: string; subtitle?: string; children: ReactNode; tone?: 'danger' }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, borderColor: tone === 'danger' ? 'error.main' : undefined }} component="section">
      <Box>
        <Typography variant="h6" component="h2" color={tone === 'danger' ? 'error' : undefined}>
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
