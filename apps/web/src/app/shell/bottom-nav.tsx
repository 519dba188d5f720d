import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import HomeIcon from '@mui/icons-material/Home';
import MenuIcon from '@mui/icons-material/Menu';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import { BottomNavigation, BottomNavigationAction, GlobalStyles, Paper } from '@mui/material';
import { Link, useLocation } from 'react-router';
import { BOTTOM_NAV_HEIGHT, BOTTOM_NAV_VAR } from '../../ui/floating-space';

/** The main areas at the thumb on phones (issue 25), in this order; "Menu" opens the drawer. */
export const bottomNavItems = [
  { label: 'Início', path: '/me/home', icon: HomeIcon },
  { label: 'Workplace', path: '/flow/workplace', icon: ViewKanbanIcon },
  { label: 'Coletar', path: '/flow/coleta-ideias', icon: AddCircleIcon },
  { label: 'Finanças', path: '/riqueza/administracao', icon: AccountBalanceWalletIcon },
] as const;

/**
 * Bottom navigation below `sm` (the app shell shows it only there). It sets the
 * `--orbita-bottom-nav` room on `:root` (ui/floating-space): the page's end, the floating
 * "Coletar" button and panels sized to the screen stay above it. The iPhone's home bar
 * (safe area) is added below.
 */
export function BottomNav({ onMenu }: { onMenu: () => void }) {
  const { pathname } = useLocation();
  const current = bottomNavItems.find((i) => pathname.startsWith(i.path))?.path ?? null;
  return (
    <>
      <GlobalStyles
        styles={{
          ':root': {
            [BOTTOM_NAV_VAR]: `calc(${BOTTOM_NAV_HEIGHT}px + env(safe-area-inset-bottom, 0px))`,
          },
        }}
      />
      <Paper
        component="nav"
        aria-label="Navegação principal"
        elevation={8}
        square
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (t) => t.zIndex.appBar,
          pb: 'env(safe-area-inset-bottom, 0px)',
        }}
      >
        <BottomNavigation showLabels value={current} sx={{ height: BOTTOM_NAV_HEIGHT }}>
          {bottomNavItems.map(({ label, path, icon: Icon }) => (
            <BottomNavigationAction
              key={path}
              label={label}
              value={path}
              icon={<Icon />}
              component={Link}
              to={path}
              aria-current={current === path ? 'page' : undefined}
              sx={{ minWidth: 0, px: 0.5 }}
            />
          ))}
          <BottomNavigationAction
            label="Menu"
            value="menu"
            icon={<MenuIcon />}
            onClick={onMenu}
            aria-haspopup="true"
            sx={{ minWidth: 0, px: 0.5 }}
          />
        </BottomNavigation>
      </Paper>
    </>
  );
}
