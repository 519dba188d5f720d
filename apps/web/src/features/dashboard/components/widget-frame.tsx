import { Box, Chip, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * The card: MUI's outlined Paper with the widget's padding and column, and its header row,
 * as one styled element with class-named parts. Written by hand because the dashboard draws
 * its ~10 cards in its first render: as Paper, three Boxes, a Typography and a Button each
 * card was ~36 React components (each MUI piece a styled layer and an Emotion insertion),
 * ~360 of the ~1,600 /me/home commits first (counted with React's DevTools hook); this is
 * ~18. What it drops is the "Ver tudo" button's ripple: the link shows focus with an outline.
 */
const Card = styled('section')(({ theme }) => ({
  // Paper, outlined.
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  padding: theme.spacing(2),
  [theme.breakpoints.up('md')]: { padding: theme.spacing(2.5) },
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  height: '100%',
  minWidth: 0,
  boxSizing: 'border-box',
  '&.widget-dimmed': { opacity: 0.55 },
  '& > .widget-head': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    minHeight: 36,
  },
  '& .widget-icon': { color: theme.palette.primary.main, display: 'flex' },
  // Typography subtitle1 as an h2, bolder.
  '& .widget-title': { ...theme.typography.subtitle1, fontWeight: 600, margin: 0 },
  '& .widget-spacer': { flex: 1 },
}));

/** MUI's small text Button (the theme's: no upper case, weight 500) as a plain link. */
const SeeAll = styled(RouterLink)(({ theme }) => ({
  ...theme.typography.button,
  textTransform: 'none',
  fontWeight: 500,
  fontSize: theme.typography.pxToRem(13),
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minWidth: 64,
  padding: '4px 5px',
  borderRadius: theme.shape.borderRadius,
  color: theme.palette.primary.main,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  WebkitTapHighlightColor: 'transparent',
  transition: theme.transitions.create('background-color', {
    duration: theme.transitions.duration.short,
  }),
  '&:hover': {
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity),
    '@media (hover: none)': { backgroundColor: 'transparent' },
  },
  '&:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 1,
  },
}));

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
    <Card aria-labelledby={id} className={dimmed ? 'widget-dimmed' : undefined}>
      <div className="widget-head">
        <span className="widget-icon" aria-hidden>
          {icon}
        </span>
        <h2 id={id} className="widget-title">
          {title}
        </h2>
        {badge !== undefined && badge !== null && (
          <Chip size="small" label={badge} color="primary" variant="outlined" />
        )}
        <span className="widget-spacer" />
        {controls}
        {!controls && href && (
          <SeeAll to={href} aria-label={`${hrefLabel}: ${title}`}>
            {hrefLabel}
          </SeeAll>
        )}
      </div>
      {children}
    </Card>
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
