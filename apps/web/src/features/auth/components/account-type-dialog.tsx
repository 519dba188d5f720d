import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { checkpoints } from '@orbita/contracts/auth';
import { useState } from 'react';
import { useRemoveCheckpoint, useUpdateMe } from '../api/profile-mutations';
import { AccountTypePicker, type SelectableAccountType } from './account-type-picker';
import { FormAlert } from './form-alert';

/** Onboarding step `tipo-conta`: saves the choice, then removes the checkpoint on the server. */
export function AccountTypeDialog({ onLater }: { onLater: () => void }) {
  const [choice, setChoice] = useState<SelectableAccountType | null>(null);
  const updateMe = useUpdateMe();
  const removeCheckpoint = useRemoveCheckpoint();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const busy = updateMe.isPending || removeCheckpoint.isPending;
  const error = updateMe.error ?? removeCheckpoint.error;

  const save = async () => {
    if (!choice) return;
    try {
      await updateMe.mutateAsync({ accountType: choice });
      await removeCheckpoint.mutateAsync(checkpoints.accountType);
    } catch {
      // the mutation's error is shown below
    }
  };

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="tipo-conta-titulo"
    >
      <DialogTitle id="tipo-conta-titulo">Como você vai usar o Orbita?</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Typography color="text.secondary">
          Escolha o tipo de conta. Você pode mudar depois no seu perfil.
        </Typography>
        <AccountTypePicker
          name="tipo-conta"
          value={choice}
          onChange={setChoice}
          labelledBy="tipo-conta-titulo"
        />
        <FormAlert severity="error">{error?.message}</FormAlert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onLater} disabled={busy}>
          Decidir depois
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={!choice || busy}>
          {busy ? 'Salvando…' : 'Continuar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
