import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import {
  gameCodeSchema,
  gamDescriptionSchema,
  gamNameSchema,
  GAME_CODE_LENGTH,
  type Game,
} from '@orbita/contracts/gamification';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { notify } from '../../../platform/toasts';
import { useCatalogVersionedSave } from '../api/catalog-conflicts';
import { useUpdateGame } from '../api/catalog-mutations';
import { gamificationKeys } from '../api/keys';
import { applyServerErrors } from '../../../ui/form-fields';
import { FormDialog } from '../../../ui/form-dialog';

const schema = z.strictObject({
  name: gamNameSchema,
  description: gamDescriptionSchema,
  code: gameCodeSchema,
});
type Values = z.input<typeof schema>;

/** "Editar gamificação": name, description and the public code (unique in Orbita). */
export function EditGameDialog({ game, onClose }: { game: Game; onClose: () => void }) {
  const update = useUpdateGame(game.id);
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<
    Values,
    unknown,
    z.output<typeof schema>
  >({
    resolver: zodResolver(schema),
    defaultValues: { name: game.name, description: game.description, code: game.code },
  });
  const errors = formState.errors;
  // The version the person edited: the one the dialog opened on, whatever arrives meanwhile.
  const [openedVersion] = useState(game.version);
  const saved = () => {
    notify.success('Gamificação salva.');
    onClose();
  };
  const versioned = useCatalogVersionedSave<Game, Partial<z.output<typeof schema>>>({
    send: (body) => update.mutateAsync(body),
    detailKey: gamificationKeys.game,
    onReapplied: saved,
  });
  const submit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      // Only what changed: an unchanged code is not re-checked for uniqueness.
      const sent = await versioned.save(
        body.code === game.code ? { name: body.name, description: body.description } : body,
        openedVersion,
      );
      // A stale version: the conflict dialog takes over, this form stays open.
      if (sent) saved();
    } catch (error) {
      applyServerErrors(error, setError);
      setProblem(error instanceof Error ? error.message : String(error));
    }
  });
  return (
    <>
      {versioned.dialog}
      <FormDialog
        title={'Editar gamificação'}
        problem={problem}
        submitting={formState.isSubmitting}
        maxWidth="sm"
        onSubmit={submit}
        onClose={onClose}
      >
        <TextField
          label="Nome"
          required
          autoFocus
          {...register('name')}
          error={!!errors.name}
          helperText={errors.name?.message}
        />
        <TextField
          label="Descrição"
          multiline
          minRows={3}
          {...register('description')}
          error={!!errors.description}
          helperText={errors.description?.message}
        />
        <TextField
          label="Código"
          {...register('code')}
          error={!!errors.code}
          helperText={
            errors.code?.message ??
            `${GAME_CODE_LENGTH} letras ou números, sem I, O, 0 e 1. Mudar o código invalida o link antigo.`
          }
          slotProps={{
            htmlInput: {
              maxLength: GAME_CODE_LENGTH,
              autoCapitalize: 'characters',
              spellCheck: false,
              style: { textTransform: 'uppercase', fontFamily: 'monospace', letterSpacing: 2 },
            },
          }}
        />
      </FormDialog>
    </>
  );
}
