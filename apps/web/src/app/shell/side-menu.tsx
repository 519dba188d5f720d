import BookmarksIcon from '@mui/icons-material/Bookmarks';
import TuneIcon from '@mui/icons-material/Tune';
import { List, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { UnreadMenuBadge } from '../../features/chats/unread/unread-menu-badge';
import { settingsQueries } from '../../features/settings/api/queries';
import { ShortcutMenuItem } from '../../features/settings/components/shortcut-menu-item';
import { arrangeMenu, visibleGroups } from '../../features/settings/menu-arrangement';
import { preloadOn } from '../../platform/preload';
import { preloadRoute } from '../screens';
import { areaIcons, menuGroups } from './menu-items';
import { MenuLink } from './menu-link';

/** The inbox: its entry shows the unread count (live). */
const CHATS_PATH = '/comunicacao/chats';

const subheaderSx = {
  lineHeight: '32px',
  bgcolor: 'transparent',
  display: 'flex',
  alignItems: 'center',
  gap: 1,
} as const;

/**
 * Side menu grouped by area, in the person's order without the entries they hid, their
 * shortcuts first (saved per person, live across their devices). Until the menu loads, or
 * if it cannot, the route table's menu shows: navigation never waits on a preference.
 * Every entry is a real link (keyboard and middle-click work).
 */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { data: menu } = useQuery(settingsQueries.menu());
  const groups = visibleGroups(arrangeMenu(menuGroups, menu));
  const shortcuts = menu?.shortcuts ?? [];
  return (
    <nav aria-label="Menu principal">
      {shortcuts.length > 0 && (
        <List
          dense
          aria-label="Atalhos"
          subheader={
            <ListSubheader component="div" sx={subheaderSx}>
              <BookmarksIcon fontSize="small" aria-hidden /> Atalhos
            </ListSubheader>
          }
        >
          {shortcuts.map((s) => (
            <ShortcutMenuItem key={s.id} shortcut={s} onNavigate={onNavigate} />
          ))}
        </List>
      )}
      {groups.map((group) => {
        const Icon = areaIcons[group.area];
        return (
          <List
            key={group.area}
            dense
            subheader={
              <ListSubheader component="div" sx={subheaderSx}>
                <Icon fontSize="small" aria-hidden /> {group.label}
              </ListSubheader>
            }
          >
            {group.items.map((item) => (
              <MenuLink
                key={item.path}
                to={item.path}
                label={item.title}
                onClick={onNavigate}
                {...preloadOn(() => preloadRoute(item.path))}
              >
                {item.path === CHATS_PATH && <UnreadMenuBadge />}
              </MenuLink>
            ))}
          </List>
        );
      })}
      <List dense>
        <ListItemButton
          component={NavLink}
          to="/me/configuracoes#menu"
          onClick={onNavigate}
          sx={{ borderRadius: 1, mx: 1, color: 'text.secondary' }}
        >
          <ListItemIcon sx={{ minWidth: 32 }}>
            <TuneIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Personalizar menu" />
        </ListItemButton>
      </List>
    </nav>
  );
}
