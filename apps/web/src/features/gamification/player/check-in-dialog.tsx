import { TextField, Typography } from '@mui/material';
import { CHECK_IN_NOTE_MAX } from '@orbita/contracts/gamification';
import { useState } from 'react';
import { notify } from '../../../platform/toasts';
import { FormDialog } from '../../../ui/form-dialog';
import { useCreateCheckIn } from '../api/player-queries';

/**
 * "Fazer check-in" on a manual mission: an optional note (what was done, a link to the
 * evidence) goes to whoever reviews the game's check-ins; the mission counts once approved.
 */
export function CheckInDialog({
  mission,
  gameName,
  onClose,
}: {
  mission: { id: string; name: string };
  gameName: string;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const create = useCreateCheckIn();
  const tooLong = note.trim().length > CHECK_IN_NOTE_MAX;
  return (
    <FormDialog
      title="Fazer check-in"
      maxWidth="sm"
      submitLabel="Enviar check-in"
      problem={create.error?.message ?? null}
      submitting={create.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (tooLong || create.isPending) return;
        create.mutate(
          { missionId: mission.id, note: note.trim() },
          {
            onSuccess: () => {
              notify.check('Check-in enviado. Agora é só aguardar a aprovação.');
              onClose();
            },
          },
        );
      }}
    >
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        <strong>{mission.name}</strong> · {gameName}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Quem cuida do jogo confere e aprova. A missão conta assim que o check-in for aprovado.
      </Typography>
      <TextField
        label="Observação (opcional)"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        multiline
        minRows={3}
        autoFocus
        error={tooLong}
        helperText={
          tooLong
            ? `A observação pode ter no máximo ${CHECK_IN_NOTE_MAX} caracteres.`
            : `O que você fez ou um link da comprovação · ${note.trim().length}/${CHECK_IN_NOTE_MAX}`
        }
      />
    </FormDialog>
  );
}
