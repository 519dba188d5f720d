import { Box, Paper, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/**
 * A titled card of a settings-like screen (profile, workspace tabs, a key): a heading named
 * for screen readers, an optional line below it, then the content. `tone="danger"` marks
 * irreversible actions.
 */
export function SectionCard({
  id: givenId,
  title,
  subtitle,
  children,
  tone,
  variant = 'elevation',
}: {
  /** The heading's id, when something else points at it (aria-labelledby); generated otherwise. */
  id?: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  tone?: 'danger';
  variant?: 'elevation' | 'outlined';
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <Paper
      component="section"
      variant={variant}
      aria-labelledby={id}
      sx={{
        p: { xs: 2.5, md: 3 },
        display: 'grid',
        gap: 2.5,
        alignContent: 'start',
        borderColor: tone === 'danger' ? 'error.main' : undefined,
      }}
    >
      <Box>
        <Typography
          id={id}
          variant="h6"
          component="h2"
          sx={{ fontWeight: 500 }}
          color={tone === 'danger' ? 'error' : undefined}
        >
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
