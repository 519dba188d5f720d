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

/** The first-login checkpoint `boas-vindas` (spec §1); closing it removes the checkpoint on the server. */
export function WelcomeDialog() {
  const remove = useRemoveCheckpoint();
  const close = () => {
    if (!remove.isPending) remove.mutate(checkpoints.welcome);
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
          onClick={close}
          disabled={remove.isPending}
          autoFocus
        >
          {remove.isPending ? 'Um instante…' : 'Começar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
