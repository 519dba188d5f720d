import type { Task, TaskDetail, UpdateTaskBody } from '@orbita/contracts/flow';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
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
  // One task's saves from this screen go one after another, and a version this screen wrote
  // itself never counts as another person's: someone who types in the next field while the
  // last save is on its way met a conflict with their own edit (a loaded CI run showed it).
  const chains = useRef(new Map<string, Promise<unknown>>());
  const written = useRef(new Map<string, Set<number>>());
  const send = useCallback(
    ({ id, ...body }: UpdateTaskBody & { id: string }) => {
      const run = async () => {
        const own = written.current.get(id) ?? new Set<number>();
        let version = body.version;
        while (version !== undefined && own.has(version + 1)) version += 1;
        const saved = await mutateAsync({ id, body: { ...body, version } });
        written.current.set(id, own.add(saved.version));
        return saved;
      };
      const next = (chains.current.get(id) ?? Promise.resolve()).then(run, run);
      chains.current.set(
        id,
        next.catch(() => undefined),
      );
      return next;
    },
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
