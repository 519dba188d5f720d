import { zodResolver } from '@hookform/resolvers/zod';
import {
  createCategoryBodySchema,
  entryTypeLabels,
  type Category,
  type EntryType,
} from '@orbita/contracts/finance';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '../../../platform/toasts';
import { financeApi } from '../api/finance-api';
import { useFinanceMutation } from '../api/mutations';
import { CategorySelect } from '../shared/category-select';
import { reportServerError } from '../shared/server-errors';

type Values = z.input<typeof createCategoryBodySchema>;
type Output = z.output<typeof createCategoryBodySchema>;
const resolver = zodResolver(createCategoryBodySchema) as unknown as Resolver<
  Values,
  unknown,
  Output
>;

/** "Nova categoria": name, type and, optionally, the group it belongs to (only groups of the same type can hold it). */
export function NewCategoryForm({ categories }: { categories: Category[] }) {
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: { name: '', type: 'expense', parentId: null },
  });
  const { errors, isSubmitting } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const groups = categories.filter((c) => !c.parentId);
  const create = useFinanceMutation(financeApi.createCategory);
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await create.mutateAsync(values);
      notify.check(`Categoria "${saved.fullName}" criada.`);
      // Keep type and group: several subcategories of one group are usually added in a row.
      form.reset({ name: '', type: values.type, parentId: values.parentId ?? null });
    } catch (error) {
      reportServerError(error, form.setError);
    }
  });

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Nova categoria">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          size="small"
          label="Nome da categoria"
          required
          fullWidth
          {...form.register('name')}
          error={!!errors.name}
          helperText={errors.name?.message}
        />
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <TextField
              select
              size="small"
              label="Tipo"
              sx={{ minWidth: 130 }}
              value={field.value}
              onChange={(e) => {
                field.onChange(e.target.value as EntryType);
                form.setValue('parentId', null);
              }}
            >
              {(['expense', 'revenue'] as const).map((t) => (
                <MenuItem key={t} value={t}>
                  {entryTypeLabels[t]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={form.control}
          name="parentId"
          render={({ field }) => (
            <CategorySelect
              size="small"
              label="Dentro de"
              sx={{ minWidth: 170 }}
              categories={groups}
              type={type}
              emptyLabel="Nenhuma (grupo)"
              value={field.value ?? null}
              onChange={field.onChange}
              error={!!errors.parentId}
              helperText={errors.parentId?.message}
            />
          )}
        />
        <Button
          type="submit"
          variant="contained"
          loading={isSubmitting}
          sx={{ flexShrink: 0, minHeight: 40 }}
        >
          Adicionar
        </Button>
      </Stack>
    </Box>
  );
}
