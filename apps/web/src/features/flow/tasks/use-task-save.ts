import type { Task, TaskDetail, UpdateTaskBody } from '@orbita/contracts/flow';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useVersionedSave } from '../../../platform/concurrency';
import { useUpdateTask, writeTask } from './task-mutations';

/** The task fields as the conflict dialog names them. */
const labels: Record<string, string> = {
  title: 'Título',
  description: 'Descrição',
  status: 'Status',
  priority: 'Prioridade',
  size: 'Tamanho',
  tags: 'Etiquetas',
  dueAt: 'Prazo',
  assigneeIds: 'Responsáveis',
  fieldValues: 'Campos',
  next: 'Próxima ação',
  waiting: 'Aguardando',
};

const currentOf = (field: string, task: TaskDetail) =>
  field === 'assigneeIds'
    ? task.assignees.map((a) => a.name)
    : (task as unknown as Record<string, unknown>)[field];

/**
 * Every edit of tasks (the drawer, the table's cells) saves through here: the version the
 * person edited goes along, and a newer one on the server opens the conflict dialog.
 * `save({ id, ...changes }, version)`; `dialog` must be rendered by the caller.
 */
export function useTaskSave() {
  const client = useQueryClient();
  const { mutateAsync, isPending } = useUpdateTask();
  const send = useCallback(
    ({ id, ...body }: UpdateTaskBody & { id: string }) => mutateAsync({ id, body }),
    [mutateAsync],
  );
  const writeCurrent = useCallback((task: Task | TaskDetail) => writeTask(client, task), [client]);
  const versioned = useVersionedSave<TaskDetail, UpdateTaskBody & { id: string }>({
    send,
    writeCurrent,
    labels,
    currentOf,
  });
  return { ...versioned, pending: isPending };
}
