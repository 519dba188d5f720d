import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { createGameBodySchema, type Game } from '@orbita/contracts/gamification';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '../../../platform/toasts';
import { useCreateGame } from '../api/catalog-mutations';

type Values = z.input<typeof createGameBodySchema>;

/** "Nova gamificação": a name and a description; the rest is set up on the game's page. */
export function NewGameDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (game: Game) => void;
}) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const create = useCreateGame();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<
    Values,
    unknown,
    z.output<typeof createGameBodySchema>
  >({
    resolver: zodResolver(createGameBodySchema),
    defaultValues: { name: '', description: '' },
  });
  const submit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      const game = await create.mutateAsync(body);
      notify.success('Gamificação criada.');
      onCreated(game);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="new-game-title"
    >
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id="new-game-title">Nova gamificação</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {problem && <Alert severity="error">{problem}</Alert>}
            <TextField
              label="Nome"
              required
              autoFocus
              {...register('name')}
              error={!!formState.errors.name}
              helperText={formState.errors.name?.message}
            />
            <TextField
              label="Descrição"
              multiline
              minRows={3}
              {...register('description')}
              error={!!formState.errors.description}
              helperText={
                formState.errors.description?.message ??
                'Aparece para quem abre o código da gamificação.'
              }
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
