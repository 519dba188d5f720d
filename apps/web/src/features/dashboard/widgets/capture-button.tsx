import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useCan, useRoleKnown } from '../../../platform/session/app-state';

/**
 * Opens the capture dialog. The dialog belongs to flow and listens to the C shortcut on
 * every signed-in screen; a feature cannot import another, so the button presses C for the
 * person. An Observador cannot capture: no button. Until the role is known (a cold load
 * draws the dashboard before `auth/app` answers) an invisible, inert copy holds its place,
 * so the widgets below do not jump when it appears (issue 25: layout shift).
 */
export function CaptureButton() {
  const canWrite = useCan('content.write');
  const known = useRoleKnown();
  if (known && !canWrite) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<AddIcon />}
      aria-keyshortcuts="C"
      onClick={() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'c' }))}
      {...(!known && {
        disabled: true,
        tabIndex: -1,
        'aria-hidden': true,
        'data-awaiting-role': true,
        sx: { visibility: 'hidden' },
      })}
    >
      Coletar ideia
    </Button>
  );
}
