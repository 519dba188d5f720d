import { styled } from '@mui/material/styles';
import { denseLinkStyles } from '../../ui/dense-link-styles';
import type { ReactNode } from 'react';
import { NavLink, type NavLinkProps } from 'react-router';

/**
 * One entry of the side menu: a link drawn like MUI's dense ListItemButton with its
 * ListItemText (the same box, type, hover, keyboard focus and active colours), as one styled
 * element. Written by hand because the menu is on every signed-in screen: its ~30 entries as
 * ListItemButton + ListItemText were ~930 React components of the ~2,600 /me/home renders
 * before its first paint (ButtonBase, Typography and their styled layers, ~31 per entry);
 * this is ~7 per entry. What it drops is the ripple of a click.
 */
const Link = styled(NavLink)(({ theme }) => ({
  // ListItemButton's dense box, with the menu's 40 px indent.
  ...denseLinkStyles(theme),
  margin: theme.spacing(0, 1),
  padding: theme.spacing(0.5, 2, 0.5, 5),
  '&.active': {
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    '&:hover': { backgroundColor: theme.palette.primary.dark },
  },
  // ListItemText's primary line (dense: body2, 4 px above and below).
  '& > .menu-link-text': {
    ...theme.typography.body2,
    display: 'block',
    flex: '1 1 auto',
    minWidth: 0,
    margin: theme.spacing(0.5, 0),
  },
}));

export function MenuLink({
  children,
  label,
  ...props
}: Omit<NavLinkProps, 'children' | 'className' | 'style'> & {
  label: string;
  children?: ReactNode;
}) {
  return (
    <Link {...props}>
      <span className="menu-link-text">{label}</span>
      {children}
    </Link>
  );
}
