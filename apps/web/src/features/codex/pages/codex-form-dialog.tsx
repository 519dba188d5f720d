import { Stack, TextField } from '@mui/material';
import {
  CODEX_DESCRIPTION_MAX,
  CODEX_ICON_MAX,
  CODEX_NAME_MAX,
  codexMessages,
  type Codex,
} from '@orbita/contracts/codex';
import { useState } from 'react';
import { FormDialog } from '../../../ui/form-dialog';

export interface CodexFormValues {
  name: string;
  description: string;
  icon: string | null;
}

/**
 * "Novo códex" and "Editar códex": name (required), an emoji as its icon, and what it is
 * for. `onSubmit` resolves when saved (the dialog closes) or rejects with the server's reason.
 */
export function CodexFormDialog({
  codex,
  onSubmit,
  onClose,
}: {
  codex?: Codex;
  onSubmit: (values: CodexFormValues) => Promise<unknown>;
  onClose: () => void;
}) {
  const [name, setName] = useState(codex?.name ?? '');
  const [icon, setIcon] = useState(codex?.icon ?? '');
  const [description, setDescription] = useState(codex?.description ?? '');
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameError = name.trim() === '' ? codexMessages.nameRequired : null;
  return (
    <FormDialog
      title={codex ? 'Editar códex' : 'Novo códex'}
      submitLabel={codex ? 'Salvar' : 'Criar e abrir'}
      maxWidth="sm"
      problem={problem}
      submitting={busy}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (nameError) return;
        setBusy(true);
        setProblem(null);
        onSubmit({ name: name.trim(), description: description.trim(), icon: icon.trim() || null })
          .catch((err: Error) => setProblem(err.message))
          .finally(() => setBusy(false));
      }}
    >
      <Stack direction="row" spacing={2}>
        <TextField
          label="Ícone"
          value={icon}
          onChange={(e) => setIcon(e.target.value)}
          placeholder="📘"
          sx={{ width: 96, flexShrink: 0 }}
          slotProps={{ htmlInput: { maxLength: CODEX_ICON_MAX } }}
          helperText="Um emoji"
        />
        <TextField
          label="Nome"
          value={name}
          autoFocus
          required
          fullWidth
          onChange={(e) => setName(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && !!nameError}
          helperText={touched && nameError ? nameError : ' '}
          slotProps={{ htmlInput: { maxLength: CODEX_NAME_MAX } }}
        />
      </Stack>
      <TextField
        label="Descrição"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        multiline
        minRows={2}
        placeholder="Para que serve este códex: processos da equipe, manual do cliente…"
        slotProps={{ htmlInput: { maxLength: CODEX_DESCRIPTION_MAX } }}
      />
    </FormDialog>
  );
}
