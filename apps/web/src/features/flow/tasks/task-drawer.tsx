import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import type { TaskList, UpdateTaskBody } from '@orbita/contracts/flow';
import { CircularProgress, Divider, IconButton, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dayjs } from '../../../platform/dates';
import { useCan } from '../../../platform/session/app-state';
import { notify } from '../../../platform/toasts';
import { SideDrawer } from '../../../ui/side-drawer';
import { HistoryPanel } from '../history/history-panel';
import { DeleteTaskDialog } from './delete-task-dialog';
import { useTaskSave } from './use-task-save';
import { NexosPanel } from '../../../platform/nexos';
import { TaskChecklist } from './task-checklist';
import { TaskComments } from './task-comments';
import { SavingText, TaskMainFields, TaskNumbers } from './task-fields';
import { taskQueries } from './task-queries';
import { TaskReadOnly } from './task-read-only';

/** Task details in a side panel; its URL (`?tarefa=<id>`) can be shared or reloaded. */
export function TaskDrawer({
  taskId,
  list,
  onClose,
}: {
  taskId: string;
  list: TaskList;
  onClose: () => void;
}) {
  const query = useQuery(taskQueries.detail(taskId));
  const taskSave = useTaskSave();
  const [confirm, setConfirm] = useState(false);
  // An Observador gets the read-only view: no field, no delete (the server would say 403).
  const canWrite = useCan('content.write');
  const task = query.data;
  const save = (body: UpdateTaskBody, version = task?.version) =>
    taskSave.save({ id: taskId, ...body }, version).catch((error: Error) => {
      notify.error(error.message);
      throw error;
    });
  return (
    <SideDrawer
      title={task ? `${task.code} · ${list.name}` : 'Tarefa'}
      titleSx={{ fontFamily: 'monospace' }}
      width={620}
      query={query}
      loadingLabel="Carregando tarefa"
      onClose={onClose}
      actions={
        <>
          {taskSave.pending && <CircularProgress size={18} aria-label="Salvando" />}
          {task && canWrite && (
            <Tooltip title="Excluir tarefa">
              <IconButton onClick={() => setConfirm(true)} aria-label="Excluir tarefa">
                <DeleteOutline />
              </IconButton>
            </Tooltip>
          )}
        </>
      }
      after={
        <>
          {taskSave.dialog}
          <DeleteTaskDialog
            task={confirm && task ? task : null}
            onCancel={() => setConfirm(false)}
            onDeleted={onClose}
          />
        </>
      }
    >
      {task && !canWrite && (
        <>
          <TaskReadOnly task={task} list={list} />
          <Divider />
          <TaskComments taskId={task.id} />
        </>
      )}
      {task && canWrite && (
        <>
          <SavingText
            label="Título"
            value={task.title}
            required
            version={task.version}
            onSave={(title, version) => save({ title }, version)}
          />
          <TaskMainFields task={task} save={save} />
          <SavingText
            label="Descrição"
            value={task.description}
            multiline
            version={task.version}
            onSave={(description, version) => save({ description }, version)}
          />
          <TaskNumbers task={task} list={list} save={save} />
          <Divider />
          <TaskChecklist task={task} />
          <Divider />
          <TaskComments taskId={task.id} />
          <Typography variant="caption" color="text.secondary">
            Criada em {dayjs(task.createdAt).format('DD/MM/YYYY HH:mm')} · atualizada em{' '}
            {dayjs(task.updatedAt).format('DD/MM/YYYY HH:mm')}
            {task.completedAt
              ? ` · concluída em ${dayjs(task.completedAt).format('DD/MM/YYYY HH:mm')}`
              : ''}
          </Typography>
        </>
      )}
      {task && <NexosPanel kind="tarefa" id={task.id} />}
      {task && <HistoryPanel entity="task" id={task.id} />}
    </SideDrawer>
  );
}
