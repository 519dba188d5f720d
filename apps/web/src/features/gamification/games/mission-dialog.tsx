import { zodResolver } from '@hookform/resolvers/zod';
import { MenuItem, Stack, TextField } from '@mui/material';
import {
  createMissionBodySchema,
  goalKindLabels,
  goalKinds,
  missionStatuses,
  missionStatusLabels,
  recurrenceLabels,
  recurrences,
  type Mission,
} from '@orbita/contracts/gamification';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '../../../platform/toasts';
import { useCatalogVersionedSave } from '../api/catalog-conflicts';
import { useSaveMission } from '../api/catalog-mutations';
import { catalogQueries } from '../api/catalog-queries';
import { numberFrom, numberShown, RewardFields } from './reward-fields';
import { applyServerErrors } from '../../../ui/form-fields';
import { FormDialog } from '../../../ui/form-dialog';

type Values = z.input<typeof createMissionBodySchema>;
type Body = z.output<typeof createMissionBodySchema>;

function defaults(mission: Mission | null): Values {
  return {
    name: mission?.name ?? '',
    description: mission?.description ?? '',
    status: mission?.status ?? 'active',
    goal: {
      kind: mission?.goal.kind ?? 'tasks_done',
      listId: mission?.goal.listId ?? null,
      target: mission?.goal.target ?? 1,
    },
    recurrence: mission?.recurrence ?? 'none',
    reward: {
      points: mission?.reward.points ?? 10,
      resourceId: mission?.reward.resourceId ?? null,
      quantity: mission?.reward.quantity ?? 0,
    },
  };
}

/** "Nova missão" / "Editar missão": goal counted from real events, recurrence and reward. */
export function MissionDialog({
  gameId,
  mission,
  onClose,
}: {
  gameId: string;
  mission: Mission | null;
  onClose: () => void;
}) {
  const save = useSaveMission(gameId, mission?.id ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const { register, control, handleSubmit, formState, setValue, setError } = useForm<
    Values,
    unknown,
    Body
  >({
    resolver: zodResolver(createMissionBodySchema),
    defaultValues: defaults(mission),
  });
  const errors = formState.errors;
  const kind = useWatch({ control, name: 'goal.kind' });
  const lists = useQuery({ ...catalogQueries.flowLists(), enabled: kind === 'tasks_done' });

  // The version the person edited: the one the dialog opened on, whatever arrives meanwhile.
  const [openedVersion] = useState(mission?.version);
  const versioned = useCatalogVersionedSave<Mission, Body>({
    send: (body) => save.mutateAsync(body),
    onReapplied: () => {
      notify.success('Missão salva.');
      onClose();
    },
  });
  const submit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      // A stale version: the conflict dialog takes over, this form stays open.
      if (mission) {
        if (!(await versioned.save(body, openedVersion))) return;
      } else await save.mutateAsync(body);
      notify.success(mission ? 'Missão salva.' : 'Missão criada.');
      onClose();
    } catch (error) {
      applyServerErrors(error, setError);
      setProblem(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <>
      {versioned.dialog}
      <FormDialog
        title={mission ? 'Editar missão' : 'Nova missão'}
        problem={problem}
        submitting={formState.isSubmitting}
        maxWidth="md"
        onSubmit={submit}
        onClose={onClose}
      >
        <TextField
          label="Nome da missão"
          required
          autoFocus
          {...register('name')}
          error={!!errors.name}
          helperText={errors.name?.message}
        />
        <TextField
          label="Descrição"
          multiline
          minRows={2}
          {...register('description')}
          error={!!errors.description}
          helperText={errors.description?.message}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Controller
            control={control}
            name="goal.kind"
            render={({ field }) => (
              <TextField
                select
                label="Objetivo"
                {...field}
                onChange={(e) => {
                  field.onChange(e.target.value);
                  // Only "Tarefas concluídas" counts in a list; any other goal has none.
                  if (e.target.value !== 'tasks_done') setValue('goal.listId', null);
                }}
                error={!!errors.goal?.kind}
                helperText={errors.goal?.kind?.message}
                sx={{ flex: 2 }}
              >
                {goalKinds.map((k) => (
                  <MenuItem key={k} value={k}>
                    {goalKindLabels[k]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="goal.target"
            render={({ field }) => (
              <TextField
                label="Quantidade"
                type="number"
                value={numberShown(field.value)}
                onChange={(e) => field.onChange(numberFrom(e.target.value))}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={!!errors.goal?.target}
                helperText={errors.goal?.target?.message}
                slotProps={{ htmlInput: { min: 1, step: 1 } }}
                sx={{ flex: 1 }}
              />
            )}
          />
        </Stack>
        {kind === 'tasks_done' && (
          <Controller
            control={control}
            name="goal.listId"
            render={({ field }) => (
              <TextField
                select
                label="Lista"
                value={lists.data?.some((l) => l.id === field.value) ? field.value : ''}
                onChange={(e) => field.onChange(e.target.value || null)}
                error={!!errors.goal?.listId || lists.isError}
                helperText={
                  errors.goal?.listId?.message ??
                  (lists.isError ? lists.error.message : 'Conta as tarefas concluídas nesta lista.')
                }
              >
                <MenuItem value="">
                  <em>Qualquer lista</em>
                </MenuItem>
                {(lists.data ?? []).map((l) => (
                  <MenuItem key={l.id} value={l.id}>
                    {l.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Controller
            control={control}
            name="recurrence"
            render={({ field }) => (
              <TextField
                select
                label="Recorrência"
                {...field}
                sx={{ flex: 1 }}
                error={!!errors.recurrence}
                helperText={errors.recurrence?.message}
              >
                {recurrences.map((r) => (
                  <MenuItem key={r} value={r}>
                    {recurrenceLabels[r]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <TextField
                select
                label="Situação"
                {...field}
                sx={{ flex: 1 }}
                helperText="Só missões ativas contam progresso."
              >
                {missionStatuses.map((s) => (
                  <MenuItem key={s} value={s}>
                    {missionStatusLabels[s]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
        <Controller
          control={control}
          name="reward"
          render={({ field }) => (
            <RewardFields
              legend="Recompensa ao concluir"
              value={{
                points: field.value?.points ?? 0,
                resourceId: field.value?.resourceId ?? null,
                quantity: field.value?.quantity ?? 0,
              }}
              onChange={field.onChange}
              errors={errors.reward}
            />
          )}
        />
      </FormDialog>
    </>
  );
}
