import { zodResolver } from '@hookform/resolvers/zod';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import { Avatar, Box, Button, Chip, TextField } from '@mui/material';
import type { AppState } from '@orbita/contracts/auth';
import type { MediaFile } from '@orbita/contracts/media';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useUpdateMe } from '../api/profile-mutations';
import { applyServerErrors, fieldError, muiField } from '../../../ui/form-fields';
import { profileFormSchema } from '../forms/schemas';
import { FormAlert } from './form-alert';
import { SectionCard } from '../../../ui/section-card';
import { personInitials } from '../../../ui/person-initials';
import { MediaPickerDialog } from '../../../platform/media-picker/media-picker-dialog';

/** The media library's durable public path: an avatar picked there (not an address to edit). */
const fromLibrary = (url: string | null | undefined): url is string =>
  !!url && url.startsWith('/api/public/media/');

/**
 * Name and avatar, with a live preview of the picture: a picture from the media library
 * ("Escolher da biblioteca", which then shows "Usado em" there) or an http(s) address.
 */
export function ProfileDetailsCard({ user }: { user: AppState['user'] }) {
  const updateMe = useUpdateMe();
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<MediaFile | null>(null);
  // The saved avatar is a library picture, kept until replaced or removed.
  const [libraryAvatar, setLibraryAvatar] = useState(
    fromLibrary(user.avatarUrl) ? user.avatarUrl : null,
  );
  const removedLibrary = fromLibrary(user.avatarUrl) && !libraryAvatar;
  const { register, handleSubmit, setError, formState, control, reset, setValue } = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      name: user.name,
      avatarUrl: fromLibrary(user.avatarUrl) ? '' : (user.avatarUrl ?? ''),
    },
  });
  const { errors, isDirty } = formState;
  const [name, avatarUrl] = useWatch({ control, name: ['name', 'avatarUrl'] });
  const preview =
    (picked?.urls.thumb ?? undefined) ||
    libraryAvatar ||
    (!errors.avatarUrl && /^https?:\/\//.test(avatarUrl.trim()) ? avatarUrl.trim() : undefined);
  const changed = isDirty || !!picked || removedLibrary;

  const submit = handleSubmit((values) => {
    setAlert(null);
    setSaved(false);
    updateMe.mutate(
      picked
        ? { name: values.name, avatarMediaId: picked.id }
        : libraryAvatar
          ? { name: values.name }
          : { name: values.name, avatarUrl: values.avatarUrl || null },
      {
        onSuccess: (app) => {
          const url = app.user.avatarUrl;
          setSaved(true);
          setPicked(null);
          setLibraryAvatar(fromLibrary(url) ? url : null);
          reset({ name: values.name, avatarUrl: fromLibrary(url) ? '' : (url ?? '') });
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
            {personInitials(name, user.email)}
          </Avatar>
          <TextField
            label="Nome"
            autoComplete="name"
            fullWidth
            {...muiField(register('name'))}
            {...fieldError(errors.name)}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<PhotoLibraryOutlined />}
            onClick={() => setPicking(true)}
          >
            Escolher da biblioteca
          </Button>
          {picked && (
            <Chip
              label={`Da biblioteca: ${picked.name}`}
              onDelete={() => setPicked(null)}
              sx={{ maxWidth: '100%' }}
            />
          )}
          {!picked && libraryAvatar && (
            <Chip
              label="Foto da biblioteca"
              onDelete={() => setLibraryAvatar(null)}
              sx={{ maxWidth: '100%' }}
            />
          )}
        </Box>
        {!picked && !libraryAvatar && (
          <TextField
            label="URL da foto"
            type="url"
            placeholder="https://…"
            fullWidth
            {...muiField(register('avatarUrl'))}
            {...fieldError(
              errors.avatarUrl,
              'Um endereço de imagem (https://…) ou uma foto da biblioteca. Deixe vazio para usar suas iniciais.',
            )}
          />
        )}
        <FormAlert severity="error">{alert}</FormAlert>
        {saved && !changed && <FormAlert severity="success">Perfil salvo.</FormAlert>}
        <Button
          type="submit"
          variant="contained"
          disabled={!changed || updateMe.isPending}
          sx={{ justifySelf: 'end' }}
        >
          {updateMe.isPending ? 'Salvando…' : 'Salvar'}
        </Button>
      </Box>
      {/* Outside the form: the picker's buttons must never submit the profile. */}
      <MediaPickerDialog
        open={picking}
        title="Escolher foto do perfil"
        kind="image"
        onClose={() => setPicking(false)}
        onPick={(file) => {
          setPicked(file);
          setSaved(false);
          setValue('avatarUrl', '', { shouldValidate: true });
        }}
      />
    </SectionCard>
  );
}
