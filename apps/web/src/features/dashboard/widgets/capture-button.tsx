import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useCan } from '../../../platform/session/app-state';

/**
 * Opens the capture dialog. The dialog belongs to flow and listens to the C shortcut on
 * every signed-in screen; a feature cannot import another, so the button presses C for the
 * person. An Observador cannot capture: no button.
 */
export function CaptureButton() {
  const canWrite = useCan('content.write');
  if (!canWrite) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<AddIcon />}
      aria-keyshortcuts="C"
      onClick={() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'c' }))}
    >
      Coletar ideia
    </Button>
  );
}
