import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { createWorkspaceBodySchema, type MyWorkspace } from '@orbita/contracts/workspaces';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCreateWorkspace } from '../api/mutations';
import { applyServerErrors, fieldError, muiField } from '../../../ui/form-fields';
import { FormAlert } from './form-alert';

/** "Nova conta": a name, and the new workspace is mine (Principal). */
export function NewWorkspaceDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (w: MyWorkspace) => void;
}) {
  const create = useCreateWorkspace();
  const [alert, setAlert] = useState<string | null>(null);
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { register, handleSubmit, setError, formState, reset } = useForm({
    resolver: zodResolver(createWorkspaceBodySchema),
    defaultValues: { name: '' },
  });
  const close = () => {
    reset();
    setAlert(null);
    onClose();
  };
  const submit = handleSubmit((values) => {
    setAlert(null);
    create.mutate(values.name, {
      onSuccess: (workspace) => {
        reset();
        onCreated(workspace);
      },
      onError: (error) => setAlert(applyServerErrors(error, setError, ['name'])),
    });
  });
  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : close}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby="nova-conta-titulo"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="nova-conta-titulo">Nova conta</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <DialogContentText>
            Uma conta separa os dados de um time ou de um negócio. Você será o Principal dela e
            poderá convidar pessoas.
          </DialogContentText>
          <TextField
            autoFocus
            label="Nome da conta"
            fullWidth
            {...muiField(register('name'))}
            {...fieldError(formState.errors.name, 'Por exemplo: Loja da Ana, Equipe de Vendas.')}
          />
          <FormAlert severity="error">{alert}</FormAlert>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={create.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? 'Criando…' : 'Criar conta'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
