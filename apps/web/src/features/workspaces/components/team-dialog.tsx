import { zodResolver } from '@hookform/resolvers/zod';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { TEAM_NAME_MAX, type Member, type Team } from '@orbita/contracts/workspaces';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { replaceInLists } from '../../../platform/cache';
import { useVersionedSave } from '../../../platform/concurrency';
import { useCreateTeam, useUpdateTeam } from '../api/mutations';
import { teamQueries } from '../api/queries';
import { applyServerErrors, fieldError, muiField } from '../../../ui/form-fields';
import { FormAlert } from './form-alert';

const schema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Informe o nome da equipe.')
    .max(TEAM_NAME_MAX, `Informe no máximo ${TEAM_NAME_MAX} caracteres.`),
  responsibleUserId: z.string(),
  memberIds: z.array(z.string()),
});

interface TeamBody {
  name: string;
  responsibleUserId: string | null;
  memberIds: string[];
}

/** Create or edit a team: name, responsible member (also a member) and members. */
export function TeamDialog({
  workspaceId,
  team,
  members,
  onClose,
}: {
  workspaceId: string;
  team: Team | null;
  members: Member[];
  onClose: () => void;
}) {
  const create = useCreateTeam(workspaceId);
  const update = useUpdateTeam(workspaceId);
  const busy = create.isPending || update.isPending;
  const [alert, setAlert] = useState<string | null>(null);
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { register, handleSubmit, setError, formState, control } = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      name: team?.name ?? '',
      responsibleUserId: team?.responsible?.userId ?? '',
      memberIds: team?.members.map((m) => m.userId) ?? [],
    },
  });
  const byId = new Map(members.map((m) => [m.userId, m]));
  const client = useQueryClient();
  // The version the person edited: the one the dialog opened on, whatever arrives meanwhile.
  const [openedVersion] = useState(team?.version);
  const versioned = useVersionedSave<Team, TeamBody>({
    send: (body) => update.mutateAsync({ teamId: team!.id, body }),
    writeCurrent: (current) =>
      replaceInLists(client, teamQueries.list(workspaceId).queryKey, current),
    labels: { name: 'Nome', responsibleUserId: 'Responsável', memberIds: 'Membros' },
    // The team answers people as objects; the form sends their ids.
    currentOf: (field, current) =>
      field === 'responsibleUserId'
        ? (current.responsible?.userId ?? null)
        : field === 'memberIds'
          ? current.members.map((m) => m.userId)
          : (current as unknown as Record<string, unknown>)[field],
    format: (field, value) => {
      const name = (id: unknown) => byId.get(id as string)?.name ?? 'Membro removido';
      if (field === 'responsibleUserId') return value ? name(value) : '—';
      if (field === 'memberIds' && Array.isArray(value))
        return value.length ? value.map(name).sort().join(', ') : '—';
      return undefined;
    },
    onReapplied: onClose,
  });
  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const body: TeamBody = {
      name: values.name,
      responsibleUserId: values.responsibleUserId || null,
      memberIds: values.memberIds,
    };
    const failed = (error: Error) =>
      setAlert(applyServerErrors(error, setError, ['name', 'responsibleUserId', 'memberIds']));
    if (!team) return create.mutate(body, { onSuccess: onClose, onError: failed });
    try {
      // A stale version: the conflict dialog takes over, this form stays open.
      if (await versioned.save(body, openedVersion)) onClose();
    } catch (error) {
      failed(error as Error);
    }
  });
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="equipe-titulo"
    >
      {versioned.dialog}
      <form noValidate onSubmit={submit}>
        <DialogTitle id="equipe-titulo">{team ? 'Editar equipe' : 'Nova equipe'}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <TextField
            autoFocus
            label="Nome"
            fullWidth
            {...muiField(register('name'))}
            {...fieldError(formState.errors.name)}
          />
          <Controller
            control={control}
            name="responsibleUserId"
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Responsável"
                fullWidth
                {...field}
                {...fieldError(
                  fieldState.error,
                  'Quem responde pela equipe. Também entra como membro.',
                )}
              >
                <MenuItem value="">Nenhum</MenuItem>
                {members.map((m) => (
                  <MenuItem key={m.userId} value={m.userId}>
                    {m.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="memberIds"
            render={({ field, fieldState }) => (
              <Autocomplete
                multiple
                options={members.map((m) => m.userId)}
                getOptionLabel={(id) => byId.get(id)?.name ?? 'Membro removido'}
                value={field.value}
                onChange={(_, value) => field.onChange(value)}
                filterSelectedOptions
                noOptionsText="Nenhum membro"
                renderInput={(params) => (
                  <TextField {...params} label="Membros" {...fieldError(fieldState.error)} />
                )}
              />
            )}
          />
          <FormAlert severity="error">{alert}</FormAlert>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Salvando…' : 'Salvar equipe'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
