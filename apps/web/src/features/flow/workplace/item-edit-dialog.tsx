import { zodResolver } from '@hookform/resolvers/zod';
import { Autocomplete, Box, Button, Chip, TextField } from '@mui/material';
import {
  tagsSchema,
  updateItemBodySchema,
  type InboxItem,
  type UpdateItemBody,
} from '@orbita/contracts/flow';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { replaceInLists } from '../../../platform/cache';
import { useVersionedSave } from '../../../platform/concurrency';
import { notify } from '../../../platform/toasts';
import { INVALID_DATE_MESSAGE } from '../../../ui/date-field';
import { FormDateTimeField, INVALID_DATE_VALUE } from '../../../ui/date-field-form';
import { FormDialog } from '../../../ui/form-dialog';
import { applyServerErrors, fieldError, muiField } from '../../../ui/form-fields';
import { inboxQueries } from '../inbox/api/queries';
import { fromDateTimeInput, toDateTimeInput } from '../inbox/components/sao-paulo-time';
import { useUpdateItem } from './use-inbox-actions';

const formSchema = z.object({
  content: updateItemBodySchema.shape.content.unwrap(),
  /** São Paulo wall clock `YYYY-MM-DDTHH:mm`, '' for none. */
  due: z.string().refine((v) => v !== INVALID_DATE_VALUE, INVALID_DATE_MESSAGE),
  tags: tagsSchema,
});
type FormValues = z.input<typeof formSchema>;

const labels = { content: 'Texto', dueAt: 'Prazo', tags: 'Etiquetas' };

/** Tags as typed: "#Casa " → "casa". */
const cleanTags = (tags: string[]) =>
  tags.map((t) => t.replace(/^#+/, '').trim().toLowerCase()).filter(Boolean);

/**
 * "Editar item": what an inbox item says, its due date and its tags, after capture — a
 * misread shorthand is fixed here. Saves on the version the dialog opened on; a newer one
 * opens the conflict dialog (reapply or discard).
 */
export function ItemEditDialog({ item, onClose }: { item: InboxItem; onClose: () => void }) {
  const client = useQueryClient();
  const { mutateAsync } = useUpdateItem();
  const [problem, setProblem] = useState<string | null>(null);
  const [openedVersion] = useState(item.version);
  const done = () => {
    notify.success(`${item.code} atualizado.`);
    onClose();
  };
  const { save, dialog } = useVersionedSave<InboxItem, UpdateItemBody>({
    send: (body) => mutateAsync({ id: item.id, body }),
    writeCurrent: (current) => replaceInLists(client, inboxQueries.all(), current),
    labels,
    onReapplied: done,
    onDiscarded: onClose,
  });
  const { register, handleSubmit, control, setValue, setError, formState } = useForm<
    FormValues,
    unknown,
    z.output<typeof formSchema>
  >({
    resolver: zodResolver(formSchema),
    defaultValues: {
      content: item.content,
      due: item.dueAt ? toDateTimeInput(item.dueAt) : '',
      tags: item.tags,
    },
  });
  const due = useWatch({ control, name: 'due' });

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const saved = await save(
        { content: values.content, dueAt: fromDateTimeInput(values.due), tags: values.tags },
        openedVersion,
      );
      if (saved) done();
    } catch (error) {
      setProblem(applyServerErrors(error, setError, ['content', 'tags']));
    }
  });

  return (
    <>
      {dialog}
      <FormDialog
        title={`Editar ${item.code}`}
        problem={problem}
        submitting={formState.isSubmitting}
        maxWidth="sm"
        onSubmit={(event) => void submit(event)}
        onClose={onClose}
      >
        <TextField
          label="Texto"
          multiline
          minRows={2}
          autoFocus
          fullWidth
          {...muiField(register('content'))}
          {...fieldError(formState.errors.content)}
        />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <FormDateTimeField control={control} name="due" label="Prazo" sx={{ flex: 1 }} />
          {due && (
            <Button
              onClick={() => setValue('due', '', { shouldDirty: true })}
              sx={{ mt: 1 }}
              aria-label="Remover prazo"
            >
              Sem prazo
            </Button>
          )}
        </Box>
        <Controller
          control={control}
          name="tags"
          render={({ field, fieldState }) => (
            <Autocomplete
              multiple
              freeSolo
              options={[]}
              value={field.value}
              onChange={(_event, tags) => field.onChange([...new Set(cleanTags(tags))])}
              renderValue={(value, getItemProps) =>
                value.map((tag, index) => (
                  <Chip size="small" label={`#${tag}`} {...getItemProps({ index })} key={tag} />
                ))
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Etiquetas"
                  placeholder="Digite e Enter"
                  error={!!fieldState.error}
                  helperText={
                    fieldState.error?.message ??
                    (Array.isArray(fieldState.error) ? fieldState.error[0]?.message : undefined)
                  }
                />
              )}
            />
          )}
        />
      </FormDialog>
    </>
  );
}
