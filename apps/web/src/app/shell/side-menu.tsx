import { List, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import { NavLink } from 'react-router';
import { preloadOn } from '../../platform/preload';
import { preloadRoute } from '../screens';
import { areaIcons, menuGroups } from './menu-items';

/** Side menu grouped by area; every entry is a real link (keyboard and middle-click work). */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Menu principal">
      {menuGroups.map((group) => {
        const Icon = areaIcons[group.area];
        return (
          <List
            key={group.area}
            dense
            subheader={
              <ListSubheader
                component="div"
                sx={{
                  lineHeight: '32px',
                  bgcolor: 'transparent',
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                }}
              >
                <Icon fontSize="small" aria-hidden /> {group.label}
              </ListSubheader>
            }
          >
            {group.items.map((item) => (
              <ListItemButton
                key={item.path}
                component={NavLink}
                to={item.path}
                onClick={onNavigate}
                {...preloadOn(() => preloadRoute(item.path))}
                sx={{
                  pl: 5,
                  borderRadius: 1,
                  mx: 1,
                  '&.active': {
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    '&:hover': { bgcolor: 'primary.dark' },
                  },
                }}
              >
                <ListItemIcon sx={{ display: 'none' }} />
                <ListItemText primary={item.title} />
              </ListItemButton>
            ))}
          </List>
        );
      })}
    </nav>
  );
}
