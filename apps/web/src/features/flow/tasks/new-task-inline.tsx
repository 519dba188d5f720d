import AddOutlined from '@mui/icons-material/AddOutlined';
import type { TaskStatus } from '@orbita/contracts/flow';
import { Button, TextField } from '@mui/material';
import { useState } from 'react';
import { notify } from '../../../platform/toasts';
import { useCreateTask } from './task-mutations';

/**
 * "Nova tarefa" at the top of a column or table: type the title, Enter creates it and keeps
 * the field open for the next one; Escape closes.
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
  const [title, setTitle] = useState('');
  const create = useCreateTask(listId);
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
  const submit = () => {
    const text = title.trim();
    if (!text) return;
    create.mutate(
      { title: text, status },
      {
        onSuccess: (task) => {
          setTitle('');
          notify.success(`Tarefa ${task.code} criada.`);
        },
        onError: (error) => notify.error(error.message),
      },
    );
  };
  return (
    <TextField
      autoFocus
      size="small"
      fullWidth
      label="Título da nova tarefa"
      value={title}
      disabled={create.isPending}
      onChange={(e) => setTitle(e.target.value)}
      onBlur={() => !title.trim() && setOpen(false)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          submit();
        } else if (e.key === 'Escape') {
          setTitle('');
          setOpen(false);
        }
      }}
      helperText="Enter cria · Esc fecha"
    />
  );
}
