import { styled } from '@mui/material/styles';
import { denseLinkStyles } from '../../../ui/dense-link-styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * One row of a dashboard list that opens something: an `li` with a link drawn like MUI's
 * dense ListItem › ListItemButton › ListItemText (primary and secondary lines), as one styled
 * element. Written by hand because the dashboard's first paint renders every row at once:
 * as those three components a task row was ~36 React components (ButtonBase, two
 * Typographies and their styled layers), ~360 of /me/home's first render for two task
 * widgets; this is ~10. What it drops is the ripple of a click.
 */
const Link = styled(RouterLink)(({ theme }) => ({
  // ListItemButton's dense box.
  ...denseLinkStyles(theme),
  padding: theme.spacing(0.5, 2),
  '&.row-link-top': { alignItems: 'flex-start' },
  // ListItemText: 4 px above and below, 6 px with two lines; dense lines are body2.
  '& > .row-link-text': {
    flex: '1 1 auto',
    minWidth: 0,
    margin: theme.spacing(0.5, 0),
    '&.row-link-two-lines': { margin: '6px 0' },
  },
  '& .row-link-primary, & .row-link-secondary': {
    ...theme.typography.body2,
    display: 'block',
    margin: 0,
  },
  '& .row-link-secondary': { color: theme.palette.text.secondary },
}));

export function RowLink({
  to,
  primary,
  secondary,
  primaryWeight,
  top = false,
  gap = false,
  children,
}: {
  to: string;
  primary: ReactNode;
  secondary?: ReactNode;
  /** The primary line's weight (a task's title is 500). */
  primaryWeight?: number;
  /** Items aligned to the top (a trailing chip beside two lines). */
  top?: boolean;
  /** 8 px between the text and what follows it. */
  gap?: boolean;
  /** What follows the text on the right (a chip). */
  children?: ReactNode;
}) {
  return (
    // A plain li: MUI's List (the ul) has no list style, and li inherits it.
    <li>
      <Link
        to={to}
        className={top ? 'row-link-top' : undefined}
        style={gap ? { gap: 8 } : undefined}
      >
        <span className={secondary ? 'row-link-text row-link-two-lines' : 'row-link-text'}>
          <span
            className="row-link-primary"
            style={{ fontWeight: primaryWeight, overflowWrap: 'anywhere' }}
          >
            {primary}
          </span>
          {secondary && <span className="row-link-secondary">{secondary}</span>}
        </span>
        {children}
      </Link>
    </li>
  );
}
