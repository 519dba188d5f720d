import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { FieldError, Merge, FieldErrorsImpl } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { catalogQueries } from '../api/catalog-queries';
import { RarityChip, ResourceImage } from '../resources/rarity';

export interface RewardValue {
  points: number;
  resourceId: string | null;
  quantity: number;
}
type RewardErrors = Merge<FieldError, FieldErrorsImpl<RewardValue>> | undefined;

/** A number input's text as a number; empty stays NaN so the schema says "Informe um número." */
export const numberFrom = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
export const numberShown = (n: number | null | undefined) =>
  n === null || n === undefined || Number.isNaN(n) ? '' : String(n);

/**
 * "Pontos", "Recurso" and "Quantidade do recurso": a reward, a daily reward or a price.
 * Picking a resource proposes 1 of it; "Nenhum" clears the quantity.
 */
export function RewardFields({
  value,
  onChange,
  errors,
  disabled,
  legend,
}: {
  value: RewardValue;
  onChange: (next: RewardValue) => void;
  errors?: RewardErrors;
  disabled?: boolean;
  legend: string;
}) {
  const resources = useQuery(catalogQueries.resourceChoices());
  const choices = resources.data ?? [];
  const known = !value.resourceId || choices.some((r) => r.id === value.resourceId);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} disabled={disabled}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {legend}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Pontos"
          type="number"
          value={numberShown(value.points)}
          onChange={(e) => onChange({ ...value, points: numberFrom(e.target.value) })}
          error={!!errors?.points}
          helperText={errors?.points?.message}
          disabled={disabled}
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label="Recurso"
          value={known ? (value.resourceId ?? '') : ''}
          onChange={(e) => {
            const resourceId = e.target.value || null;
            onChange({
              ...value,
              resourceId,
              quantity: resourceId ? Math.max(1, value.quantity || 0) : 0,
            });
          }}
          error={!!errors?.resourceId || resources.isError}
          helperText={
            errors?.resourceId?.message ?? (resources.isError ? resources.error.message : undefined)
          }
          disabled={disabled}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ flex: 2, minWidth: 0 }}
        >
          <MenuItem value="">
            <em>Nenhum</em>
          </MenuItem>
          {choices.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                <ResourceImage resource={r} size={24} />
                <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                  {r.name}
                </Box>
                <RarityChip rarity={r.rarity} />
              </Stack>
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Quantidade do recurso"
          type="number"
          value={numberShown(value.quantity)}
          onChange={(e) => onChange({ ...value, quantity: numberFrom(e.target.value) })}
          error={!!errors?.quantity}
          helperText={errors?.quantity?.message}
          disabled={disabled}
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
          sx={{ flex: 1 }}
        />
      </Stack>
    </Box>
  );
}
