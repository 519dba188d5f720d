import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import { createPublicationBodySchema } from '@orbita/contracts/publications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormDialog } from '../../../ui/form-dialog';
import { applyServerErrors, fieldError, muiField } from '../../../ui/form-fields';
import { useCreatePublication } from '../api/mutations';

/** Only the title is asked: the rest is set in the editor's side panel. */
const titleSchema = createPublicationBodySchema.pick({ title: true });
type Values = z.input<typeof titleSchema>;
type Body = z.output<typeof titleSchema>;

export const publicationPath = (id: string) => `/universo/publicacao/${id}`;

/** "Nova publicação": a title, then the editor opens on the new draft. */
export function NewPublicationDialog({ onClose }: { onClose: () => void }) {
  const create = useCreatePublication();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, Body>({
    resolver: zodResolver(titleSchema),
    defaultValues: { title: '' },
  });
  const submit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      const item = await create.mutateAsync(body);
      void navigate(publicationPath(item.id));
    } catch (error) {
      setProblem(applyServerErrors(error, setError, ['title']));
    }
  });
  return (
    <FormDialog
      title="Nova publicação"
      problem={problem}
      submitting={formState.isSubmitting}
      submitLabel="Criar e abrir"
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
