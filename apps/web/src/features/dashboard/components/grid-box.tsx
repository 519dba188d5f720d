import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** The grid's columns: one on a phone, two from md, three from xl. */
export function GridBox({ children }: { children: ReactNode }) {
  return (
    <Box
      data-testid="dashboard-grid"
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'stretch',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: 'repeat(2, minmax(0, 1fr))',
          xl: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {children}
    </Box>
  );
}
