import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import { updateMindMapBodySchema, type MindMap } from '@orbita/contracts/mind-maps';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '../../../platform/toasts';
import { FormDialog } from '../../../ui/form-dialog';
import { applyServerErrors, fieldError, muiField } from '../../../ui/form-fields';
import { useUpdateMindMap } from '../api/mutations';

/** The title is required here (the API's body makes every field optional). */
const renameSchema = updateMindMapBodySchema.required({ title: true }).pick({ title: true });
type Values = z.input<typeof renameSchema>;
type Body = z.output<typeof renameSchema>;

/** "Renomear mapa": the title, checked as the server does; its message shows under the field. */
export function RenameDialog({ map, onClose }: { map: MindMap; onClose: () => void }) {
  const update = useUpdateMindMap();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, Body>({
    resolver: zodResolver(renameSchema),
    defaultValues: { title: map.title },
  });
  const submit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      await update.mutateAsync({ id: map.id, body });
      notify.success('Mapa renomeado.');
      onClose();
    } catch (error) {
      setProblem(applyServerErrors(error, setError, ['title']));
    }
  });
  return (
    <FormDialog
      title="Renomear mapa"
      problem={problem}
      submitting={formState.isSubmitting}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Título"
        autoFocus
        required
        {...muiField(register('title'))}
        {...fieldError(formState.errors.title)}
      />
    </FormDialog>
  );
}
