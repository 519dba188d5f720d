import { zodResolver } from '@hookform/resolvers/zod';
import { Avatar, Box, Button, TextField } from '@mui/material';
import type { AppState } from '@orbita/contracts/auth';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useUpdateMe } from '../api/profile-mutations';
import { applyServerErrors, fieldError, muiField } from '../../../ui/form-fields';
import { profileFormSchema } from '../forms/schemas';
import { FormAlert } from './form-alert';
import { SectionCard } from '../../../ui/section-card';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() ||
    '?'
  );
}

/** Name and avatar URL, with a live preview of the picture. */
export function ProfileDetailsCard({ user }: { user: AppState['user'] }) {
  const updateMe = useUpdateMe();
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, setError, formState, control, reset } = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: user.name, avatarUrl: user.avatarUrl ?? '' },
  });
  const { errors, isDirty } = formState;
  const [name, avatarUrl] = useWatch({ control, name: ['name', 'avatarUrl'] });
  const preview =
    !errors.avatarUrl && /^https?:\/\//.test(avatarUrl.trim()) ? avatarUrl.trim() : undefined;

  const submit = handleSubmit((values) => {
    setAlert(null);
    setSaved(false);
    updateMe.mutate(
      { name: values.name, avatarUrl: values.avatarUrl || null },
      {
        onSuccess: () => {
          setSaved(true);
          reset(values);
        },
        onError: (error) => setAlert(applyServerErrors(error, setError, ['name', 'avatarUrl'])),
      },
    );
  });

  return (
    <SectionCard title="Dados pessoais" subtitle={user.email}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Avatar
            src={preview}
            alt={name}
            sx={{ width: 72, height: 72, fontSize: 28, bgcolor: 'secondary.main' }}
          >
            {initials(name)}
          </Avatar>
          <TextField
            label="Nome"
            autoComplete="name"
            fullWidth
            {...muiField(register('name'))}
            {...fieldError(errors.name)}
          />
        </Box>
        <TextField
          label="URL da foto"
          type="url"
          placeholder="https://…"
          fullWidth
          {...muiField(register('avatarUrl'))}
          {...fieldError(
            errors.avatarUrl,
            'Um endereço de imagem (https://…). Deixe vazio para usar suas iniciais.',
          )}
        />
        <FormAlert severity="error">{alert}</FormAlert>
        {saved && !isDirty && <FormAlert severity="success">Perfil salvo.</FormAlert>}
        <Button
          type="submit"
          variant="contained"
          disabled={!isDirty || updateMe.isPending}
          sx={{ justifySelf: 'end' }}
        >
          {updateMe.isPending ? 'Salvando…' : 'Salvar'}
        </Button>
      </Box>
    </SectionCard>
  );
}
