import { Box, Button, Chip, Paper, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * One widget's card: icon, title (a heading), an optional figure beside it and a link to
 * where its items live; `controls` holds the customise mode's handle and buttons.
 */
export function WidgetFrame({
  title,
  icon,
  badge,
  href,
  hrefLabel = 'Ver tudo',
  controls,
  dimmed,
  children,
}: {
  title: string;
  icon: ReactNode;
  badge?: ReactNode;
  href?: string;
  hrefLabel?: string;
  controls?: ReactNode;
  dimmed?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{
        p: { xs: 2, md: 2.5 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        height: '100%',
        minWidth: 0,
        opacity: dimmed ? 0.55 : 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 36 }}>
        <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
          {icon}
        </Box>
        <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {badge !== undefined && badge !== null && (
          <Chip size="small" label={badge} color="primary" variant="outlined" />
        )}
        <Box sx={{ flex: 1 }} />
        {controls}
        {!controls && href && (
          <Button
            component={RouterLink}
            to={href}
            size="small"
            aria-label={`${hrefLabel}: ${title}`}
          >
            {hrefLabel}
          </Button>
        )}
      </Box>
      {children}
    </Paper>
  );
}

/** A widget's empty state: what the place is for and the next step, in one or two lines. */
export function WidgetEmpty({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Box sx={{ py: 1.5, display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Typography color="text.secondary">{text}</Typography>
      {action}
    </Box>
  );
}
