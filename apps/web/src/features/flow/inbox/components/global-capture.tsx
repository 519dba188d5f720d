import AddIcon from '@mui/icons-material/Add';
import { Box, Fab, GlobalStyles, Tooltip, useMediaQuery, useTheme } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { isTypingKey, useShortcut } from '../../../../platform/keyboard';
import { useCan } from '../../../../platform/session/app-state';
import {
  FLOATING_FOOTPRINT,
  FLOATING_SPACE,
  FLOATING_SPACE_VAR,
} from '../../../../ui/floating-space';
import { useWaitingCapturesSender } from '../offline/use-waiting-sender';

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
  // Ideas captured offline go out from any screen once the connection is back.
  useWaitingCapturesSender();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const { pathname } = useLocation();
  const onCapturePage = pathname === '/flow/coleta-ideias';
  // Phones have "Coletar" in the bottom navigation (app/shell/bottom-nav, same breakpoint):
  // a second, floating one would only cover the end of boards and lists.
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const floating = !onCapturePage && !phone;
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
      {floating && (
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
              bottom: { xs: 16, md: 24 },
              zIndex: (t) => t.zIndex.speedDial,
              px: 2,
            }}
          >
            <AddIcon sx={{ mr: 1 }} />
            Coletar
          </Fab>
        </Tooltip>
      )}
      {/* Room below every screen's content, so the floating button never hides its end; panels
          sized to the screen read the same footprint (ui/floating-space). */}
      {floating && (
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
