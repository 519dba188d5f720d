import {
  INSTALLMENTS_MAX,
  INSTALLMENTS_MIN,
  type Box,
  type Category,
} from '@orbita/contracts/finance';
import {
  Autocomplete,
  Chip,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import {
  Controller,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { MaskedTextField } from '../../../platform/masks';
import { CategorySelect } from '../shared/category-select';
import type { EntryFormValues } from './entry-form';
import { FormDateField } from '../../../ui/date-field-form';

const installmentChoices = Array.from(
  { length: INSTALLMENTS_MAX - INSTALLMENTS_MIN + 1 },
  (_, i) => i + INSTALLMENTS_MIN,
);

/**
 * The fields of an entry, shared by the dialog and the quick form. `full` adds situação,
 * tags and — only when creating a card expense — "Parcelar em N×".
 */
export function EntryFields({
  control,
  register,
  errors,
  boxes,
  categories,
  full,
  creating,
  autoFocus,
}: {
  control: Control<EntryFormValues>;
  register: UseFormRegister<EntryFormValues>;
  errors: FieldErrors<EntryFormValues>;
  boxes: Box[];
  categories: Category[];
  full: boolean;
  creating: boolean;
  autoFocus?: boolean;
}) {
  const [type, boxId] = useWatch({ control, name: ['type', 'boxId'] });
  const box = boxes.find((b) => b.id === boxId);
  const canSplit = full && creating && box?.kind === 'credit_card' && type === 'expense';

  return (
    <Stack spacing={2}>
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            value={field.value}
            onChange={(_e, v: EntryFormValues['type'] | null) => v && field.onChange(v)}
            aria-label="Tipo"
          >
            <ToggleButton value="expense" color="error">
              Despesa
            </ToggleButton>
            <ToggleButton value="revenue" color="success">
              Receita
            </ToggleButton>
          </ToggleButtonGroup>
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="value"
          render={({ field }) => (
            <MaskedTextField
              mask="currency"
              label="Valor"
              required
              fullWidth
              autoFocus={autoFocus}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={!!errors.value}
              helperText={errors.value?.message}
            />
          )}
        />
        <FormDateField control={control} name="date" label="Data" required fullWidth />
      </Stack>
      <TextField
        label="Descrição"
        required
        {...register('description')}
        error={!!errors.description}
        helperText={errors.description?.message}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="boxId"
          render={({ field }) => (
            <TextField
              select
              label="Caixa"
              required
              fullWidth
              value={boxes.some((b) => b.id === field.value) ? field.value : ''}
              onChange={(e) => field.onChange(e.target.value)}
              error={!!errors.boxId}
              helperText={errors.boxId?.message}
            >
              {boxes.map((b) => (
                <MenuItem key={b.id} value={b.id}>
                  {b.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="categoryId"
          render={({ field }) => (
            <CategorySelect
              label="Categoria"
              fullWidth
              categories={categories}
              type={type}
              value={field.value}
              onChange={field.onChange}
              error={!!errors.categoryId}
              helperText={errors.categoryId?.message}
            />
          )}
        />
      </Stack>
      {full && (
        <>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Controller
              control={control}
              name="status"
              render={({ field }) => (
                <FormControlLabel
                  sx={{ minWidth: 140 }}
                  control={
                    <Switch
                      checked={field.value !== 'pending'}
                      onChange={(e) => field.onChange(e.target.checked ? 'paid' : 'pending')}
                    />
                  }
                  label={field.value === 'pending' ? 'Pendente' : 'Pago'}
                />
              )}
            />
            {canSplit && (
              <Controller
                control={control}
                name="installments"
                render={({ field }) => (
                  <TextField
                    select
                    label="Parcelar em"
                    fullWidth
                    value={field.value ?? ''}
                    onChange={(e) =>
                      field.onChange(e.target.value === '' ? undefined : Number(e.target.value))
                    }
                    error={!!errors.installments}
                    helperText={
                      errors.installments?.message ?? 'Cada parcela entra na fatura do seu mês.'
                    }
                  >
                    <MenuItem value="">À vista</MenuItem>
                    {installmentChoices.map((n) => (
                      <MenuItem key={n} value={n}>
                        {n}×
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            )}
          </Stack>
          <Controller
            control={control}
            name="tags"
            render={({ field }) => (
              <Autocomplete
                multiple
                freeSolo
                options={[] as string[]}
                value={field.value ?? []}
                onChange={(_e, v) =>
                  field.onChange(v.map((t) => t.trim().toLowerCase()).filter(Boolean))
                }
                renderValue={(value, getItemProps) =>
                  value.map((tag, index) => (
                    <Chip size="small" label={tag} {...getItemProps({ index })} key={tag} />
                  ))
                }
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label="Tags"
                    helperText={
                      errors.tags
                        ? (errors.tags.message ?? errors.tags[0]?.message)
                        : 'Digite e tecle Enter para adicionar.'
                    }
                    error={!!errors.tags}
                  />
                )}
              />
            )}
          />
        </>
      )}
    </Stack>
  );
}
