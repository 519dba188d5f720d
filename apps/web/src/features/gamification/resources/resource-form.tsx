import {
  Alert,
  Box,
  Button,
  Checkbox,
  Collapse,
  FormControlLabel,
  FormHelperText,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  rarities,
  rarityLabels,
  transitoryLabels,
  transitoryPeriods,
  type Resource,
} from '@orbita/contracts/gamification';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  formValues,
  resourceResolver,
  type ResourceBody,
  type ResourceFormValues,
} from './resource-form-values';
import { RarityChip, ResourceImage } from './rarity';
import { supplyText } from './resource-card';
import { applyServerErrors } from '../../../ui/form-fields';
import { LibraryImageButton } from './library-image-button';
import { UseEffectFields } from './use-effect-fields';

/** The fields of a resource; read-only for who cannot manage the workspace's structures. */
export function ResourceForm({
  resource,
  readOnly,
  onSubmit,
  actions,
}: {
  resource: Resource | null;
  readOnly: boolean;
  onSubmit: (body: ResourceBody) => Promise<unknown>;
  actions?: React.ReactNode;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, control, formState, setError, setValue } = useForm<
    ResourceFormValues,
    unknown,
    ResourceBody
  >({
    resolver: resourceResolver,
    defaultValues: formValues(resource),
    disabled: readOnly,
  });
  const errors = formState.errors;
  // A refused library file (another workspace's, deleted meanwhile) comes back on this field.
  const libraryError = (errors as Record<string, { message?: string } | undefined>).imageMediaId
    ?.message;
  const [name, imageUrl, library, rarity, limited, transitoryOn, usable, effectKind] = useWatch({
    control,
    name: [
      'name',
      'imageUrl',
      'library',
      'rarity',
      'limited',
      'transitoryOn',
      'usable',
      'effectKind',
    ],
  });
  const previewUrl =
    library?.url ?? (/^https:\/\/\S+$/.test(imageUrl.trim()) ? imageUrl.trim() : null);

  const submit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      await onSubmit(body);
    } catch (error) {
      // The server names the field: its message shows under it, and on top for the rest.
      applyServerErrors(error, setError);
      setProblem(error instanceof Error ? error.message : String(error));
    }
  });

  const toggle = (field: 'usable' | 'limited' | 'transitoryOn', label: string, help: string) => (
    <Controller
      control={control}
      name={field}
      render={({ field: f }) => (
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={f.value}
                onChange={(e) => f.onChange(e.target.checked)}
                onBlur={f.onBlur}
                disabled={f.disabled}
              />
            }
            label={label}
          />
          <FormHelperText sx={{ mt: -0.5, ml: 6 }}>{help}</FormHelperText>
        </Box>
      )}
    />
  );

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(240px, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={2.5}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <TextField
            label="Nome"
            required
            autoFocus={!resource && !readOnly}
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
          {!readOnly && (
            <LibraryImageButton
              title="Escolher imagem do recurso"
              library={library}
              onChange={(picked) => {
                setValue('library', picked, { shouldDirty: true });
                if (picked) setValue('imageUrl', '', { shouldValidate: true });
              }}
            />
          )}
          {!library && (
            <TextField
              label="Imagem (URL)"
              placeholder="https://…"
              inputMode="url"
              {...register('imageUrl')}
              error={!!errors.imageUrl}
              helperText={
                errors.imageUrl?.message ??
                'Um endereço https:// ou uma imagem da biblioteca. Sem imagem, o recurso aparece com um ícone na cor da raridade.'
              }
            />
          )}
          {libraryError && <FormHelperText error>{libraryError}</FormHelperText>}
          <Controller
            control={control}
            name="rarity"
            render={({ field }) => (
              <TextField
                select
                label="Raridade"
                {...field}
                error={!!errors.rarity}
                helperText={errors.rarity?.message}
              >
                {rarities.map((r) => (
                  <MenuItem key={r} value={r}>
                    {rarityLabels[r]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {toggle('usable', 'Utilizável', 'Quem tem o recurso pode usá-lo (ele é consumido).')}
          <Collapse in={usable} unmountOnExit>
            <UseEffectFields
              control={control}
              register={register}
              errors={errors}
              kind={effectKind}
              selfId={resource?.id ?? null}
            />
          </Collapse>
          {toggle('limited', 'Limitado', 'Há uma quantidade finita: nunca se concede além dela.')}
          <Collapse in={limited} unmountOnExit>
            <TextField
              label="Quantidade existente"
              type="number"
              fullWidth
              slotProps={{ htmlInput: { min: 1, step: 1 } }}
              {...register('quantityExisting', {
                setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)),
              })}
              error={!!errors.quantityExisting}
              helperText={
                errors.quantityExisting?.message ??
                (resource ? `Já ${supplyText({ ...resource, limited: false })}.` : undefined)
              }
            />
          </Collapse>
          {toggle(
            'transitoryOn',
            'Transitório',
            'Expira depois de um tempo (horário de São Paulo).',
          )}
          <Collapse in={transitoryOn} unmountOnExit>
            <Controller
              control={control}
              name="transitory"
              render={({ field }) => (
                <TextField
                  select
                  fullWidth
                  label="Duração"
                  {...field}
                  error={!!errors.transitory}
                  helperText={errors.transitory?.message}
                >
                  {transitoryPeriods.map((p) => (
                    <MenuItem key={p} value={p}>
                      {transitoryLabels[p]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Collapse>
          <Controller
            control={control}
            name="streakFreeze"
            render={({ field }) => (
              <Box>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                      disabled={field.disabled}
                    />
                  }
                  label="Efeito: Congelar sequência"
                />
                <FormHelperText sx={{ mt: -0.5, ml: 4 }}>
                  Usado pelo jogador, protege um dia sem acesso na sequência diária.
                </FormHelperText>
              </Box>
            )}
          />
          {!readOnly && (
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}
            >
              {actions}
              <Button type="submit" variant="contained" loading={formState.isSubmitting}>
                Salvar
              </Button>
            </Stack>
          )}
        </Stack>
      </Paper>
      <Paper
        variant="outlined"
        sx={{ p: 3, display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}
        aria-label="Pré-visualização"
      >
        <Typography variant="overline" color="text.secondary">
          Pré-visualização
        </Typography>
        <ResourceImage
          key={previewUrl ?? 'icon'}
          resource={{ name, imageUrl: previewUrl, rarity }}
          size={96}
        />
        <Typography variant="h6" component="p" sx={{ wordBreak: 'break-word' }}>
          {name.trim() || 'Sem nome'}
        </Typography>
        <RarityChip rarity={rarity} />
        {resource && (
          <Typography variant="body2" color="text.secondary">
            {supplyText(resource)}
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
