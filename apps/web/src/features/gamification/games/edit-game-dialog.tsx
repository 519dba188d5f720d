import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, useMediaQuery, useTheme } from '@mui/material';
import { gameCodeSchema, gamDescriptionSchema, gamNameSchema, GAME_CODE_LENGTH, type Game } from '@orbita/contracts/gamification';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { notify } from '../../../platform/toasts';
import { useUpdateGame } from '../api/catalog-mutations';
import { applyServerErrors } from '../../../ui/form-fields';

const schema = z.strictObject({ name: gamNameSchema, description: gamDescriptionSchema, code: gameCodeSchema });
type Values = z.input<typeof schema>;

/** "Editar gamificação": name, description and the public code (unique in Orbita). */
export function EditGameDialog({ game, onClose }: { game: Game; onClose: () => void }) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const update = useUpdateGame(game.id);
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { name: game.name, description: game.description, code: game.code },
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      // Only what changed: an unchanged code is not re-checked for uniqueness.
      await update.mutateAsync(body.code === game.code ? { name: body.name, description: body.description } : body);
      notify.success('Gamificação salva.');
      onClose();
    } catch (error) {
      applyServerErrors(error, setError);
      setProblem(error instanceof Error ? error.message : String(error));
    }
  });
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="edit-game-title">
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id="edit-game-title">Editar gamificação</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {problem && <Alert severity="error">{problem}</Alert>}
            <TextField label="Nome" required autoFocus {...register('name')} error={!!errors.name} helperText={errors.name?.message} />
            <TextField label="Descrição" multiline minRows={3} {...register('description')} error={!!errors.description} helperText={errors.description?.message} />
            <TextField
              label="Código"
              {...register('code')}
              error={!!errors.code}
              helperText={errors.code?.message ?? `${GAME_CODE_LENGTH} letras ou números, sem I, O, 0 e 1. Mudar o código invalida o link antigo.`}
              slotProps={{ htmlInput: { maxLength: GAME_CODE_LENGTH, autoCapitalize: 'characters', spellCheck: false, style: { textTransform: 'uppercase', fontFamily: 'monospace', letterSpacing: 2 } } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Salvar
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
