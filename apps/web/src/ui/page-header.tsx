import { Box, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';

/** Title row of a screen; also sets the document title. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · Orbita`;
  }, [title]);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: 2,
        mb: 3,
        flexDirection: { xs: 'column', sm: 'row' },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {subtitle && (
          <Typography variant="overline" color="text.secondary">
            {subtitle}
          </Typography>
        )}
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 500, fontSize: { xs: '1.6rem', md: '2rem' } }}
        >
          {title}
        </Typography>
      </Box>
      {actions}
    </Box>
  );
}
