import { zodResolver } from '@hookform/resolvers/zod';
import type { Box as FinanceBox, Category } from '@orbita/contracts/finance';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useForm, type Resolver } from 'react-hook-form';
import { notify } from '../../../platform/toasts';
import { financeApi } from '../api/finance-api';
import { useFinanceMutation } from '../api/mutations';
import { EntryFields } from '../entries/entry-fields';
import {
  entryDefaults,
  entryFormSchema,
  type EntryFormOutput,
  type EntryFormValues,
} from '../entries/entry-form';
import { reportServerError } from '../shared/server-errors';

const resolver = zodResolver(entryFormSchema) as unknown as Resolver<
  EntryFormValues,
  unknown,
  EntryFormOutput
>;

/** "Lançamento rápido": value, Receita/Despesa, description, box, category, date — paid, no tags. */
export function QuickEntry({ boxes, categories }: { boxes: FinanceBox[]; categories: Category[] }) {
  const form = useForm<EntryFormValues, unknown, EntryFormOutput>({
    resolver,
    defaultValues: entryDefaults(null, boxes),
  });
  const save = useFinanceMutation(financeApi.createEntry);
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notify.check(values.type === 'revenue' ? 'Receita registrada.' : 'Despesa registrada.');
      // The next entry usually shares the type, box and day: only what was typed is cleared.
      form.reset({
        ...values,
        value: null,
        description: '',
        categoryId: null,
        installments: undefined,
      });
    } catch (error) {
      reportServerError(error, form.setError);
    }
  });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="lancamento-rapido" sx={{ p: 2 }}>
      <Typography id="lancamento-rapido" variant="h6" component="h2" sx={{ mb: 2 }}>
        Lançamento rápido
      </Typography>
      <Box component="form" onSubmit={submit} noValidate aria-labelledby="lancamento-rapido">
        <EntryFields
          control={form.control}
          register={form.register}
          errors={form.formState.errors}
          boxes={boxes}
          categories={categories}
          full={false}
          creating
        />
        <Button
          type="submit"
          variant="contained"
          fullWidth
          sx={{ mt: 2 }}
          loading={form.formState.isSubmitting}
        >
          Registrar
        </Button>
      </Box>
    </Paper>
  );
}
