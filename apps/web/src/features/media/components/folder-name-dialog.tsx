import { zodResolver } from '@hookform/resolvers/zod';
import { createMediaFolderBodySchema } from '@orbita/contracts/media';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../ui/form-dialog';
import { applyServerErrors, fieldError, muiField } from '../../../ui/form-fields';

const schema = createMediaFolderBodySchema.pick({ name: true });
type Values = z.input<typeof schema>;
type Body = z.output<typeof schema>;

/** "Nova pasta" and "Renomear pasta": the name, checked as the server checks it. */
export function FolderNameDialog({
  title,
  initial = '',
  submitLabel,
  onSubmit,
  onClose,
}: {
  title: string;
  initial?: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, Body>({
    resolver: zodResolver(schema),
    defaultValues: { name: initial },
  });
  const submit = handleSubmit(async ({ name }) => {
    setProblem(null);
    try {
      await onSubmit(name);
      onClose();
    } catch (error) {
      setProblem(applyServerErrors(error, setError, ['name']));
    }
  });
  return (
    <FormDialog
      title={title}
      problem={problem}
      submitting={formState.isSubmitting}
      submitLabel={submitLabel}
      maxWidth="xs"
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Nome da pasta"
        autoFocus
        required
        fullWidth
        {...muiField(register('name'))}
        {...fieldError(formState.errors.name)}
      />
    </FormDialog>
  );
}
