import { FormHelperText, MenuItem, Stack, TextField } from '@mui/material';
import {
  ITEM_EFFECT_TEXT_MAX,
  itemEffectKindLabels,
  itemEffectKinds,
  type ItemEffectKind,
} from '@orbita/contracts/gamification';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { gamesApi } from '../api/catalog-api';
import { catalogQueries } from '../api/catalog-queries';
import { gamificationKeys } from '../api/keys';
import type { ResourceBody, ResourceFormValues } from './resource-form-values';

const help: Record<ItemEffectKind | 'none', string> = {
  none: 'O item só sai do inventário de quem o usa.',
  points: 'Quem usa ganha estes pontos (como XP, se você escolher uma gamificação).',
  restore_streak: 'Os dias perdidos da sequência de acessos (até este número) passam a contar.',
  grant_resource: 'Quem usa ganha unidades de outro recurso (respeitando a quantidade existente).',
  free_text: 'Quem usa envia um pedido; você o vê em "Pedidos de itens" e o atende.',
};

const number = { setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)) };

/** "Efeito ao usar" of a usable resource: what "Usar" does for the player. */
export function UseEffectFields({
  control,
  register,
  errors,
  kind,
  selfId,
}: {
  control: Control<ResourceFormValues, unknown, ResourceBody>;
  register: UseFormRegister<ResourceFormValues>;
  errors: FieldErrors<ResourceFormValues>;
  kind: ResourceFormValues['effectKind'];
  selfId: string | null;
}) {
  const games = useQuery({
    queryKey: [...gamificationKeys.games(), 'effect-choices'],
    queryFn: async () => (await gamesApi.page({ limit: 100 })).items,
    enabled: kind === 'points',
  });
  const resources = useQuery({
    ...catalogQueries.resourceChoices(),
    enabled: kind === 'grant_resource',
  });
  // The schema's messages come back under `useEffect.<field>`; the server's under `useEffect`.
  const effectErrors = (errors as Record<string, unknown>).useEffect as
    (Record<string, { message?: string }> & { message?: string }) | undefined;
  const fieldError = (name: string) => effectErrors?.[name]?.message;
  return (
    <Stack spacing={2}>
      <Controller
        control={control}
        name="effectKind"
        render={({ field }) => (
          <TextField
            select
            label="Efeito ao usar"
            {...field}
            error={!!effectErrors?.message}
            helperText={effectErrors?.message ?? help[field.value]}
          >
            <MenuItem value="none">Nenhum</MenuItem>
            {itemEffectKinds.map((k) => (
              <MenuItem key={k} value={k}>
                {itemEffectKindLabels[k]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {kind === 'points' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Pontos"
            type="number"
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
            {...register('effectPoints', number)}
            error={!!fieldError('points')}
            helperText={fieldError('points')}
          />
          <Controller
            control={control}
            name="effectGameId"
            render={({ field }) => (
              <TextField select label="Gamificação" sx={{ flex: 1 }} {...field}>
                <MenuItem value="">Nenhuma (pontos sem gamificação)</MenuItem>
                {(games.data ?? []).map((g) => (
                  <MenuItem key={g.id} value={g.id}>
                    {g.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
      )}
      {kind === 'restore_streak' && (
        <TextField
          label="Dias perdidos que restaura (até)"
          type="number"
          slotProps={{ htmlInput: { min: 1, max: 30, step: 1 } }}
          {...register('effectDays', number)}
          error={!!fieldError('days')}
          helperText={fieldError('days')}
        />
      )}
      {kind === 'grant_resource' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Controller
            control={control}
            name="effectResourceId"
            render={({ field }) => (
              <TextField
                select
                label="Recurso"
                sx={{ flex: 1 }}
                {...field}
                error={!!fieldError('resourceId')}
                helperText={fieldError('resourceId')}
              >
                {(resources.data ?? [])
                  .filter((r) => r.id !== selfId)
                  .map((r) => (
                    <MenuItem key={r.id} value={r.id}>
                      {r.name}
                    </MenuItem>
                  ))}
              </TextField>
            )}
          />
          <TextField
            label="Quantidade"
            type="number"
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
            {...register('effectQuantity', number)}
            error={!!fieldError('quantity')}
            helperText={fieldError('quantity')}
          />
        </Stack>
      )}
      {kind === 'free_text' && (
        <TextField
          label="O que quem usa recebe"
          placeholder="Ex.: um café com a equipe"
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: ITEM_EFFECT_TEXT_MAX } }}
          {...register('effectText')}
          error={!!fieldError('text')}
          helperText={fieldError('text')}
        />
      )}
      {kind !== 'none' && (
        <FormHelperText sx={{ mt: -1 }}>
          O item é consumido e o efeito aplicado de uma vez: se o efeito não puder ser aplicado, o
          item fica no inventário.
        </FormHelperText>
      )}
    </Stack>
  );
}
