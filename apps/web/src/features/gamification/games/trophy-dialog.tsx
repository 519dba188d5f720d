import { zodResolver } from '@hookform/resolvers/zod';
import { MenuItem, Stack, TextField } from '@mui/material';
import {
  createTrophyBodySchema,
  trophyRuleKinds,
  trophyRuleLabels,
  type CreateTrophyBody,
  type Mission,
  type Trophy,
} from '@orbita/contracts/gamification';
import { useState } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type Resolver,
  type ResolverOptions,
  type ResolverResult,
} from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '../../../platform/toasts';
import { useCatalogVersionedSave } from '../api/catalog-conflicts';
import { useSaveTrophy } from '../api/catalog-mutations';
import { numberFrom, numberShown } from './reward-fields';
import { FormDialog } from '../../../ui/form-dialog';
import { LibraryImageButton } from '../resources/library-image-button';
import { fromLibrary, type LibraryImage } from '../resources/resource-form-values';

interface Values {
  name: string;
  description: string;
  imageUrl: string;
  /** A library file picked now (`id`) or the saved one (`id` null: kept, nothing sent). */
  library: LibraryImage | null;
  rule: {
    kind: (typeof trophyRuleKinds)[number];
    level: number;
    missionId: string;
    points: number;
  };
}
/** The checked body; without `imageUrl` when the saved library image stays. */
type Body = Omit<z.output<typeof createTrophyBodySchema>, 'imageUrl'> & {
  imageUrl?: string | null;
};

function defaults(trophy: Trophy | null): Values {
  const rule = trophy?.rule;
  return {
    name: trophy?.name ?? '',
    description: trophy?.description ?? '',
    imageUrl: fromLibrary(trophy?.imageUrl) ? '' : (trophy?.imageUrl ?? ''),
    library: fromLibrary(trophy?.imageUrl)
      ? { id: null, url: trophy.imageUrl, name: 'Imagem da biblioteca' }
      : null,
    rule: {
      kind: rule?.kind ?? 'level',
      level: rule?.kind === 'level' ? rule.level : 1,
      missionId: rule?.kind === 'mission' ? rule.missionId : '',
      points: rule?.kind === 'points' ? rule.points : 100,
    },
  };
}

/** The image part of the body: a picked library file, nothing (keep the saved one), or the address. */
function imageFields(v: Values): Pick<CreateTrophyBody, 'imageUrl' | 'imageMediaId'> {
  if (v.library) return v.library.id ? { imageMediaId: v.library.id } : {};
  return { imageUrl: v.imageUrl.trim() || null };
}

function toBody(v: Values): CreateTrophyBody {
  const { kind } = v.rule;
  return {
    name: v.name,
    description: v.description,
    ...imageFields(v),
    rule:
      kind === 'level'
        ? { kind, level: v.rule.level }
        : kind === 'mission'
          ? { kind, missionId: v.rule.missionId }
          : { kind, points: v.rule.points },
  };
}

// The contract's schema judges the body; its paths (`rule.level`, `rule.missionId`) are the form's.
const check = zodResolver(createTrophyBodySchema);
const resolver: Resolver<Values, unknown, Body> = async (values, context, options) => {
  const checked = (await check(
    toBody(values),
    context,
    options as unknown as ResolverOptions<CreateTrophyBody>,
  )) as unknown as ResolverResult<Values, Body>;
  // The schema fills a missing `imageUrl` with null, which would drop the saved library image.
  if (Object.keys(checked.values).length === 0) return checked;
  const { imageUrl: _url, imageMediaId: _file, ...rest } = checked.values as Body;
  return { values: { ...rest, ...imageFields(values) }, errors: {} };
};

/** "Novo troféu" / "Editar troféu": what it is and the rule that awards it. */
export function TrophyDialog({
  gameId,
  trophy,
  missions,
  onClose,
}: {
  gameId: string;
  trophy: Trophy | null;
  missions: Mission[];
  onClose: () => void;
}) {
  const save = useSaveTrophy(gameId, trophy?.id ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const { register, control, handleSubmit, formState, setValue } = useForm<Values, unknown, Body>({
    resolver,
    defaultValues: defaults(trophy),
  });
  const errors = formState.errors;
  const [kind, library] = useWatch({ control, name: ['rule.kind', 'library'] });
  // The version the person edited: the one the dialog opened on, whatever arrives meanwhile.
  const [openedVersion] = useState(trophy?.version);
  const versioned = useCatalogVersionedSave<Trophy, Body>({
    send: (body) => save.mutateAsync(body),
    onReapplied: () => {
      notify.success('Troféu salvo.');
      onClose();
    },
  });
  const submit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      // A stale version: the conflict dialog takes over, this form stays open.
      if (trophy) {
        if (!(await versioned.save(body, openedVersion))) return;
      } else await save.mutateAsync(body);
      notify.success(trophy ? 'Troféu salvo.' : 'Troféu criado.');
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  });
  const numberField = (name: 'rule.level' | 'rule.points', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          label={label}
          type="number"
          value={numberShown(field.value)}
          onChange={(e) => field.onChange(numberFrom(e.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!(name === 'rule.level' ? errors.rule?.level : errors.rule?.points)}
          helperText={(name === 'rule.level' ? errors.rule?.level : errors.rule?.points)?.message}
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
          sx={{ flex: 1 }}
        />
      )}
    />
  );
  return (
    <>
      {versioned.dialog}
      <FormDialog
        title={trophy ? 'Editar troféu' : 'Novo troféu'}
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
          minRows={2}
          {...register('description')}
          error={!!errors.description}
          helperText={errors.description?.message}
        />
        <LibraryImageButton
          title="Escolher imagem do troféu"
          library={library}
          onChange={(picked) => {
            setValue('library', picked, { shouldDirty: true });
            if (picked) setValue('imageUrl', '');
          }}
        />
        {!library && (
          <TextField
            label="Imagem (URL)"
            placeholder="https://…"
            {...register('imageUrl')}
            error={!!errors.imageUrl}
            helperText={
              errors.imageUrl?.message ?? 'Um endereço https:// ou uma imagem da biblioteca.'
            }
          />
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Controller
            control={control}
            name="rule.kind"
            render={({ field }) => (
              <TextField
                select
                label="Regra"
                {...field}
                sx={{ flex: 1 }}
                error={!!errors.rule?.kind}
                helperText={errors.rule?.kind?.message}
              >
                {trophyRuleKinds.map((k) => (
                  <MenuItem key={k} value={k}>
                    {trophyRuleLabels[k]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {kind === 'level' && numberField('rule.level', 'Nível')}
          {kind === 'points' && numberField('rule.points', 'Pontos necessários')}
          {kind === 'mission' && (
            <Controller
              control={control}
              name="rule.missionId"
              render={({ field }) => (
                <TextField
                  select
                  label="Missão"
                  {...field}
                  sx={{ flex: 1, minWidth: 0 }}
                  error={!!errors.rule?.missionId}
                  helperText={
                    errors.rule?.missionId?.message ??
                    (missions.length ? undefined : 'Crie uma missão primeiro.')
                  }
                >
                  {missions.map((m) => (
                    <MenuItem key={m.id} value={m.id}>
                      {m.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
        </Stack>
      </FormDialog>
    </>
  );
}
