import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import type { Shortcut } from '@orbita/contracts/settings';
import { NavLink } from 'react-router';
import { shortcutIconSet } from './shortcut-icons';

const itemSx = {
  borderRadius: 1,
  mx: 1,
  '&.active': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    '& .MuiListItemIcon-root': { color: 'inherit' },
    '&:hover': { bgcolor: 'primary.dark' },
  },
} as const;

/**
 * One shortcut of the side menu. Another site opens in a new tab that cannot reach back
 * into Orbita (`noopener noreferrer`); the server only ever stores http/https addresses there.
 */
export function ShortcutMenuItem({
  shortcut,
  onNavigate,
}: {
  shortcut: Shortcut;
  onNavigate?: () => void;
}) {
  const { Icon } = shortcutIconSet[shortcut.icon] ?? shortcutIconSet.link;
  const icon = (
    <ListItemIcon sx={{ minWidth: 32 }}>
      <Icon fontSize="small" />
    </ListItemIcon>
  );
  if (shortcut.kind === 'external')
    return (
      <ListItemButton
        component="a"
        href={shortcut.url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onNavigate}
        sx={itemSx}
      >
        {icon}
        <ListItemText primary={shortcut.name} />
        <OpenInNewIcon fontSize="inherit" aria-label="(abre em nova aba)" sx={{ opacity: 0.6 }} />
      </ListItemButton>
    );
  return (
    <ListItemButton component={NavLink} to={shortcut.url} end onClick={onNavigate} sx={itemSx}>
      {icon}
      <ListItemText primary={shortcut.name} />
    </ListItemButton>
  );
}
