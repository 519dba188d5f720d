import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  ListItemText,
  MenuItem,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  createInviteBodySchema,
  grantableBy,
  INVITE_TTL_DAYS,
  roleDescriptions,
  roleLabels,
  type Role,
  type Team,
} from '@orbita/contracts/workspaces';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { notify } from '../../../platform/toasts';
import { useInvite } from '../api/mutations';
import { applyServerErrors, fieldError, muiField } from '../../../ui/form-fields';
import { FormAlert } from './form-alert';

/** Invite by e-mail with a role (never above mine) and, optionally, a team. */
export function InviteDialog({
  workspaceId,
  myRole,
  teams,
  onClose,
}: {
  workspaceId: string;
  myRole: Role;
  teams: Team[];
  onClose: () => void;
}) {
  const invite = useInvite(workspaceId);
  const [alert, setAlert] = useState<string | null>(null);
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const roles = grantableBy(myRole);
  const { register, handleSubmit, setError, formState, control } = useForm({
    resolver: zodResolver(createInviteBodySchema),
    defaultValues: {
      email: '',
      role: roles.includes('editor') ? 'editor' : roles[roles.length - 1]!,
      teamId: null as string | null,
    },
  });
  const submit = handleSubmit((values) => {
    setAlert(null);
    invite.mutate(values, {
      onSuccess: (sent) => {
        notify.success(`Convite enviado para ${sent.email}.`);
        onClose();
      },
      onError: (error) => setAlert(applyServerErrors(error, setError, ['email', 'role', 'teamId'])),
    });
  });
  return (
    <Dialog
      open
      onClose={invite.isPending ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="convite-titulo"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="convite-titulo">Convidar pessoa</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <DialogContentText>
            A pessoa recebe um link por e-mail, válido por {INVITE_TTL_DAYS} dias e de uso único.
            Ela entra (ou cria a conta) com este e-mail para aceitar.
          </DialogContentText>
          <TextField
            autoFocus
            type="email"
            label="E-mail"
            autoComplete="off"
            fullWidth
            {...muiField(register('email'))}
            {...fieldError(formState.errors.email)}
          />
          <Controller
            control={control}
            name="role"
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Papel"
                fullWidth
                {...field}
                {...fieldError(fieldState.error)}
                slotProps={{ select: { renderValue: (v) => roleLabels[v as Role] } }}
              >
                {roles.map((role) => (
                  <MenuItem key={role} value={role}>
                    <ListItemText
                      primary={roleLabels[role]}
                      secondary={roleDescriptions[role]}
                      slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }}
                    />
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="teamId"
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Equipe (opcional)"
                fullWidth
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value || null)}
                {...fieldError(fieldState.error)}
              >
                <MenuItem value="">Nenhuma</MenuItem>
                {teams.map((t) => (
                  <MenuItem key={t.id} value={t.id}>
                    {t.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <FormAlert severity="error">{alert}</FormAlert>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={invite.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={invite.isPending}>
            {invite.isPending ? 'Enviando…' : 'Enviar convite'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
