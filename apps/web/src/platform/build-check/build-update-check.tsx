import { Box, Button, Typography } from '@mui/material';
import { useEffect } from 'react';
import { reloadToNewVersion, startServiceWorker } from '../pwa/start';
import { startBuildCheck } from './build-check';

export const NEW_VERSION_MESSAGE = 'Uma nova versão do Orbita está disponível.';
const TOAST_ID = 'orbita-new-version';

function NewVersionNotice() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" component="span" sx={{ flex: 1, minWidth: 160 }}>
        {NEW_VERSION_MESSAGE}
      </Typography>
      <Button
        size="small"
        variant="contained"
        disableElevation
        sx={{ bgcolor: 'common.white', color: 'info.dark', '&:hover': { bgcolor: 'grey.100' } }}
        // Through the service worker when there is one: it takes over, then one reload.
        onClick={reloadToNewVersion}
      >
        Recarregar
      </Button>
    </Box>
  );
}

/**
 * Shows the persistent "new version" notice with its reload button, once: the hourly check
 * and the service worker (a new sw.js waiting) both call this, one toast id, one notice.
 */
export function announceNewVersion(): void {
  // react-toastify loads on demand: it is not part of the sign-in page's first load.
  void import('react-toastify').then(({ toast }) =>
    toast.info(<NewVersionNotice />, {
      toastId: TOAST_ID,
      autoClose: false,
      position: 'top-right',
      closeOnClick: false,
    }),
  );
}

/**
 * Mounted once in the providers: polls for a newer build (production builds only — the
 * dev server reloads by itself) and offers a reload when one is live.
 */
export function BuildUpdateCheck({
  currentVersion = import.meta.env.VITE_BUILD_ID,
}: {
  currentVersion?: string;
}) {
  useEffect(() => {
    if (!currentVersion) return;
    // The PWA's worker (platform/pwa), registered after the first paint; it announces
    // a waiting new version through the same notice.
    startServiceWorker(announceNewVersion);
    return startBuildCheck({
      currentVersion,
      onNewVersion: announceNewVersion,
      url: `${import.meta.env.BASE_URL}version.json`,
    });
  }, [currentVersion]);
  return null;
}
