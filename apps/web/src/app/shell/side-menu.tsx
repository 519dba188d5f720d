import BookmarksIcon from '@mui/icons-material/Bookmarks';
import TuneIcon from '@mui/icons-material/Tune';
import { List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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

/**
 * The menu's groups as plain lists styled once here, drawn like MUI's dense List with a
 * ListSubheader (32 px line, transparent, its icon beside the label). Written by hand like
 * MenuLink: the menu is on every signed-in screen, and List + ListSubheader (each a styled
 * layer and an Emotion insertion) cost ~6 React components more per group than this: 72 of
 * the 1,416 /me/home committed first (counted through React's DevTools hook). The icons stay.
 */
const Nav = styled('nav')(({ theme }) => ({
  '& .menu-group': {
    listStyle: 'none',
    margin: 0,
    padding: theme.spacing(0, 0, 1),
    position: 'relative',
  },
  '& .menu-subheader': {
    boxSizing: 'border-box',
    lineHeight: '32px',
    listStyle: 'none',
    color: theme.palette.text.secondary,
    fontFamily: theme.typography.fontFamily,
    fontWeight: theme.typography.fontWeightMedium,
    fontSize: theme.typography.pxToRem(14),
    padding: theme.spacing(0, 2),
    position: 'sticky',
    top: 0,
    zIndex: 1,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
  },
}));

/** One group: its subheader (icon and label) and its entries. */
function MenuGroup({
  label,
  icon,
  ariaLabel,
  children,
}: {
  label: string;
  icon: ReactNode;
  ariaLabel?: string;
  children: ReactNode;
}) {
  return (
    <ul className="menu-group" aria-label={ariaLabel}>
      <div className="menu-subheader">
        {icon} {label}
      </div>
      {children}
    </ul>
  );
}

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
    <Nav aria-label="Menu principal">
      {shortcuts.length > 0 && (
        <MenuGroup
          label="Atalhos"
          ariaLabel="Atalhos"
          icon={<BookmarksIcon fontSize="small" aria-hidden />}
        >
          {shortcuts.map((s) => (
            <ShortcutMenuItem key={s.id} shortcut={s} onNavigate={onNavigate} />
          ))}
        </MenuGroup>
      )}
      {groups.map((group) => {
        const Icon = areaIcons[group.area];
        return (
          <MenuGroup
            key={group.area}
            label={group.label}
            icon={<Icon fontSize="small" aria-hidden />}
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
          </MenuGroup>
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
    </Nav>
  );
}
