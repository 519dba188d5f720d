import AddOutlined from '@mui/icons-material/AddOutlined';
import type { TaskStatus } from '@orbita/contracts/flow';
import { Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useEnterAndNext } from '../../../platform/keyboard';
import { notify } from '../../../platform/toasts';
import { useCreateTask } from './task-mutations';

/**
 * "Nova tarefa" at the top of a column or table: type the title, Enter creates it and keeps
 * the field open and focused for the next one (the saves queue up in typing order); Escape
 * closes.
 */
export function NewTaskInline({
  listId,
  status = 'todo',
  label = 'Nova tarefa',
}: {
  listId: string;
  status?: Exclude<TaskStatus, 'archived'>;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const create = useCreateTask(listId);
  const field = useEnterAndNext({
    save: (title) => create.mutateAsync({ title, status }),
    onError: (error) => notify.error(error.message),
    // One toast for a burst of titles, not one per Enter.
    onDone: (tasks) =>
      notify.success(
        tasks.length === 1
          ? `Tarefa ${tasks[0]!.code} criada.`
          : `${tasks.length} tarefas criadas.`,
      ),
    onEscape: () => setOpen(false),
  });
  if (!open) {
    return (
      <Button
        size="small"
        startIcon={<AddOutlined />}
        onClick={() => setOpen(true)}
        sx={{ justifyContent: 'flex-start' }}
      >
        {label}
      </Button>
    );
  }
  return (
    <TextField
      autoFocus
      size="small"
      fullWidth
      label="Título da nova tarefa"
      value={field.value}
      inputRef={field.inputRef}
      onChange={(e) => field.setValue(e.target.value)}
      onBlur={() => !field.value.trim() && setOpen(false)}
      onKeyDown={field.onKeyDown}
      helperText={field.pending > 0 ? `Salvando… (${field.pending})` : 'Enter cria · Esc fecha'}
      slotProps={{ htmlInput: { autoComplete: 'off', enterKeyHint: 'next' } }}
    />
  );
}
