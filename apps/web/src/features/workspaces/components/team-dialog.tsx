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
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useCreateTeam, useUpdateTeam } from '../api/mutations';
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
  const submit = handleSubmit((values) => {
    setAlert(null);
    const body = {
      name: values.name,
      responsibleUserId: values.responsibleUserId || null,
      memberIds: values.memberIds,
    };
    const handlers = {
      onSuccess: onClose,
      onError: (error: Error) =>
        setAlert(applyServerErrors(error, setError, ['name', 'responsibleUserId', 'memberIds'])),
    };
    if (team) update.mutate({ teamId: team.id, body }, handlers);
    else create.mutate(body, handlers);
  });
  const byId = new Map(members.map((m) => [m.userId, m]));
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="equipe-titulo"
    >
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
