import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * A link drawn like MUI's dense ListItemButton: ButtonBase's reset, the flex box, the
 * rounded corners, and the hover and keyboard-focus backgrounds. Shared by the side menu's
 * entries (app/shell/menu-link) and the dashboard's rows (dashboard/widgets/row-link), which
 * replace ListItemButton where a screen renders many of them on its first paint; each adds
 * its own padding and text lines.
 */
export function denseLinkStyles(theme: Theme): CSSObject {
  return {
    display: 'flex',
    alignItems: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    minWidth: 0,
    borderRadius: theme.shape.borderRadius,
    textAlign: 'left',
    textDecoration: 'none',
    color: 'inherit',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 0,
    WebkitTapHighlightColor: 'transparent',
    transition: theme.transitions.create('background-color', {
      duration: theme.transitions.duration.shortest,
    }),
    '&:hover': {
      backgroundColor: theme.palette.action.hover,
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    '&:focus-visible': { backgroundColor: theme.palette.action.focus },
  };
}
