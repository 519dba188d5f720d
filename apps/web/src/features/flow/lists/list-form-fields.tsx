import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import type { ListFormValues } from './list-form-dialog';

type Props = {
  control: Control<ListFormValues>;
  register: UseFormRegister<ListFormValues>;
  errors: FieldErrors<ListFormValues>;
};

/** Custom numeric fields (key + name): the variables formulas read. */
export function CustomFieldsEditor({ control, register, errors }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'fields' });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Campos numéricos
      </Typography>
      <Stack spacing={1}>
        {fields.map((field, i) => (
          <Stack
            sx={{ alignItems: { sm: 'flex-start' } }}
            key={field.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
          >
            <TextField
              size="small"
              label="Nome do campo"
              {...register(`fields.${i}.label`)}
              error={!!errors.fields?.[i]?.label}
              helperText={errors.fields?.[i]?.label?.message}
              sx={{ flex: 1 }}
            />
            <TextField
              size="small"
              label="Chave"
              {...register(`fields.${i}.key`)}
              error={!!errors.fields?.[i]?.key}
              helperText={errors.fields?.[i]?.key?.message ?? 'Usada nas fórmulas'}
              sx={{ flex: 1 }}
            />
            <IconButton aria-label={`Remover campo ${i + 1}`} onClick={() => remove(i)}>
              <DeleteOutline />
            </IconButton>
          </Stack>
        ))}
        <Button
          startIcon={<AddOutlined />}
          onClick={() => append({ key: '', label: '' })}
          sx={{ alignSelf: 'flex-start' }}
        >
          Adicionar campo
        </Button>
      </Stack>
    </Box>
  );
}

/** Formulas over the fields, e.g. `impacto * confianca / esforco`. */
export function FormulasEditor({ control, register, errors }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'formulas' });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Fórmulas
      </Typography>
      <Stack spacing={1}>
        {fields.map((field, i) => (
          <Stack
            sx={{ alignItems: { sm: 'flex-start' } }}
            key={field.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
          >
            <TextField
              size="small"
              label="Nome da fórmula"
              {...register(`formulas.${i}.label`)}
              error={!!errors.formulas?.[i]?.label}
              helperText={errors.formulas?.[i]?.label?.message}
              sx={{ flex: 1 }}
            />
            <TextField
              size="small"
              label="Chave da fórmula"
              {...register(`formulas.${i}.key`)}
              error={!!errors.formulas?.[i]?.key}
              helperText={errors.formulas?.[i]?.key?.message}
              sx={{ flex: 1 }}
            />
            <TextField
              size="small"
              label="Expressão"
              placeholder="impacto * confianca / esforco"
              {...register(`formulas.${i}.expression`)}
              error={!!errors.formulas?.[i]?.expression}
              helperText={errors.formulas?.[i]?.expression?.message}
              sx={{ flex: 2 }}
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            />
            <IconButton aria-label={`Remover fórmula ${i + 1}`} onClick={() => remove(i)}>
              <DeleteOutline />
            </IconButton>
          </Stack>
        ))}
        <Button
          startIcon={<AddOutlined />}
          onClick={() => append({ key: '', label: '', expression: '' })}
          sx={{ alignSelf: 'flex-start' }}
        >
          Adicionar fórmula
        </Button>
      </Stack>
    </Box>
  );
}
