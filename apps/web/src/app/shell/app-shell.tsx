import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Box,
  Drawer,
  IconButton,
  LinearProgress,
  Toolbar,
  useMediaQuery,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { useDailyCheck } from '../../platform/daily-check';
import { useRefreshAhead } from '../../platform/http';
import { SessionLayer } from '../../features/auth/components/session-layer';
import { NotificationBell } from '../../features/communication/components/notification-bell';
import { GlobalCapture } from '../../features/flow/inbox/components/global-capture';
import { useWonToasts } from '../../features/gamification/live/use-won-toasts';
import { WorkspaceSwitcher } from '../../features/workspaces/components/workspace-switcher';
import { provideFinanceEntryDialog } from '../../platform/finance-entry/slot';
import { OfflineBanner, useOfflineReading } from '../../platform/pwa';
import { useRealtimeInvalidation } from '../../platform/realtime';
import { mobileQuery, theme } from '../../theme/theme';
import { BOTTOM_NAV_SPACE } from '../../ui/floating-space';
import { BottomNav } from './bottom-nav';
import { Brand } from './brand';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';

const drawerWidth = 264;

// Other features (a chat message → "Lançamento financeiro") open finance's entry dialog through
// this slot. Provided here, not in the module manifest: the manifest is in the sign-in bundle,
// which sits at its 200 KB budget; every screen that opens the dialog is inside this shell.
provideFinanceEntryDialog(
  async () =>
    (await import('../../features/finance/entries/entry-dialog-outside')).EntryDialogOutside,
);

/** The signed-in shell: top bar, side menu (a drawer below lg), user menu. */
export function AppShell() {
  const mobile = useMediaQuery(mobileQuery, { noSsr: true });
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const navigation = useNavigation();
  useDailyCheck();
  useRealtimeInvalidation(useQueryClient());
  useRefreshAhead();
  useWonToasts();
  useOfflineReading();

  const menu = (
    <Box sx={{ overflowY: 'auto', py: 1 }}>
      <SideMenu onNavigate={mobile ? () => setOpen(false) : undefined} />
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          {mobile && (
            <IconButton
              color="inherit"
              edge="start"
              onClick={() => setOpen(true)}
              aria-label="Abrir menu"
            >
              <MenuIcon />
            </IconButton>
          )}
          <Brand to="/me/home" inverse />
          <Box sx={{ flex: 1 }} />
          <WorkspaceSwitcher />
          <NotificationBell />
          <UserMenu />
        </Toolbar>
        {navigation.state === 'loading' && (
          <LinearProgress
            color="secondary"
            sx={{ position: 'absolute', bottom: 0, left: 0, right: 0, height: 3 }}
            aria-label="Carregando"
          />
        )}
      </AppBar>
      {mobile ? (
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          slotProps={{ paper: { sx: { width: drawerWidth } } }}
        >
          <Toolbar />
          {menu}
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          sx={{
            width: drawerWidth,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' },
          }}
        >
          <Toolbar />
          {menu}
        </Drawer>
      )}
      <Box
        component="main"
        sx={{
          flex: 1,
          minWidth: 0,
          p: { xs: 2, md: 3, xl: 4 },
          // Phones: the page's end stays above the bottom navigation.
          pb: { xs: `calc(16px + ${BOTTOM_NAV_SPACE})`, md: 3, xl: 4 },
        }}
      >
        <Toolbar />
        <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
          <OfflineBanner />
          <Outlet />
        </Box>
        <SessionLayer />
        <GlobalCapture />
      </Box>
      {phone && <BottomNav onMenu={() => setOpen(true)} />}
    </Box>
  );
}
