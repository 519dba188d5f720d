import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { checkpoints } from '@orbita/contracts/auth';
import { useRemoveCheckpoint } from '../api/profile-mutations';
import { FormAlert } from './form-alert';

/**
 * Opens flow's capture bar, focused. The bar belongs to flow and listens to Ctrl+K on every
 * signed-in screen; a feature cannot import another, so this presses it (as the dashboard's
 * "Coletar ideia" presses C). Ctrl+K, unlike C, also works while this dialog is still
 * closing. An Observador has no capture: nothing listens, nothing opens.
 */
function startCapture() {
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true }));
}

/**
 * The first-login checkpoint `boas-vindas` (spec §1). Closing it removes the checkpoint on
 * the server; "Começar" then starts the first capture, as the text promises.
 */
export function WelcomeDialog() {
  const remove = useRemoveCheckpoint();
  const close = () => {
    if (!remove.isPending) remove.mutate(checkpoints.welcome);
  };
  const start = async () => {
    if (remove.isPending) return;
    try {
      // mutateAsync, not mutate's callbacks: this dialog unmounts as the checkpoint goes.
      await remove.mutateAsync(checkpoints.welcome);
    } catch {
      return; // the error is shown in the dialog, which stays open
    }
    startCapture();
  };
  return (
    <Dialog open onClose={close} maxWidth="xs" fullWidth aria-labelledby="boas-vindas-titulo">
      <Box sx={{ pt: 3, textAlign: 'center' }}>
        <RocketLaunchOutlined color="primary" sx={{ fontSize: 56 }} aria-hidden />
      </Box>
      <DialogTitle id="boas-vindas-titulo" sx={{ textAlign: 'center', fontWeight: 700, pt: 1 }}>
        Boas-vindas explorador!
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, textAlign: 'center' }}>
        <Typography color="text.secondary">
          Sua conta está pronta. Comece pela caixa de entrada: anote o que está na sua cabeça e
          organize depois, no seu ritmo.
        </Typography>
        <FormAlert severity="error">{remove.error?.message}</FormAlert>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button
          variant="contained"
          size="large"
          onClick={() => void start()}
          disabled={remove.isPending}
          autoFocus
        >
          {remove.isPending ? 'Um instante…' : 'Começar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
