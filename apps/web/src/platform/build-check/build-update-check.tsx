import { Box, Button, Typography } from '@mui/material';
import { useEffect } from 'react';
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
        onClick={() => window.location.reload()}
      >
        Recarregar
      </Button>
    </Box>
  );
}

/** Shows the persistent "new version" notice with its reload button, once. */
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
    return startBuildCheck({
      currentVersion,
      onNewVersion: announceNewVersion,
      url: `${import.meta.env.BASE_URL}version.json`,
    });
  }, [currentVersion]);
  return null;
}
