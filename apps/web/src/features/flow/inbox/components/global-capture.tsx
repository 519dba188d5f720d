import AddIcon from '@mui/icons-material/Add';
import { Box, Fab, GlobalStyles, Tooltip } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { isTypingKey, useShortcut } from '../../../../platform/keyboard';
import { useCan } from '../../../../platform/session/app-state';
import {
  FLOATING_FOOTPRINT,
  BOTTOM_NAV_SPACE,
  FLOATING_SPACE,
  FLOATING_SPACE_VAR,
} from '../../../../ui/floating-space';

// The dialog (and the shorthand parser it uses) loads on first use, not with every page.
const CaptureDialog = lazy(() => import('./capture-dialog'));

export const CAPTURE_SHORTCUT_HELP = 'Coletar (atalho: C, ou Ctrl+K / ⌘K em qualquer lugar)';

/** Decides whether a key press opens the capture bar (exported for tests). */
export function isCaptureShortcut(event: KeyboardEvent): boolean {
  // Typed into a field (a plain `c` there is text), composing, repeating: not a shortcut.
  if (isTypingKey(event)) return false;
  if (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === 'k'
  )
    return true;
  if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return false;
  // Another dialog is open: its keys are its own.
  if (document.querySelector('[aria-modal="true"]')) return false;
  return event.key.toLowerCase() === 'c';
}

/** The floating "Coletar" button and the keyboard shortcut, on every signed-in screen. */
export function GlobalCapture() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const { pathname } = useLocation();
  const onCapturePage = pathname === '/flow/coleta-ideias';
  // An Observador reads only: no capture button, no shortcut.
  const canWrite = useCan('content.write');

  useShortcut(
    (event) => {
      if (!isCaptureShortcut(event)) return false;
      setLoaded(true);
      setOpen(true);
      return true;
    },
    { enabled: canWrite },
  );

  if (!canWrite) return null;
  return (
    <>
      {!onCapturePage && (
        <Tooltip title={CAPTURE_SHORTCUT_HELP} placement="left">
          <Fab
            color="secondary"
            variant="extended"
            aria-label="Coletar"
            aria-keyshortcuts="C Control+K Meta+K"
            onClick={() => {
              setLoaded(true);
              setOpen(true);
            }}
            sx={{
              position: 'fixed',
              right: { xs: 16, md: 24 },
              // Above the phones' bottom navigation (0 px where it does not show).
              bottom: {
                xs: `calc(16px + ${BOTTOM_NAV_SPACE})`,
                md: `calc(24px + ${BOTTOM_NAV_SPACE})`,
              },
              zIndex: (t) => t.zIndex.speedDial,
              px: { xs: 0, sm: 2 },
              minWidth: 48,
            }}
          >
            <AddIcon sx={{ mr: { xs: 0, sm: 1 } }} />
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              Coletar
            </Box>
          </Fab>
        </Tooltip>
      )}
      {/* Room below every screen's content, so the floating button never hides its end; panels
          sized to the screen read the same footprint (ui/floating-space). */}
      {!onCapturePage && (
        <>
          <GlobalStyles
            styles={(t) => ({
              ':root': {
                [FLOATING_SPACE_VAR]: `${FLOATING_FOOTPRINT.xs}px`,
                [t.breakpoints.up('md')]: { [FLOATING_SPACE_VAR]: `${FLOATING_FOOTPRINT.md}px` },
              },
            })}
          />
          <Box aria-hidden data-testid="floating-space" sx={{ height: FLOATING_SPACE }} />
        </>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <CaptureDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
