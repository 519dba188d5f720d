import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { notify } from '../../../platform/toasts';
import { useDeleteTask } from './task-mutations';

/**
 * "Excluir tarefa?": the task goes to its list's trash (30 days to restore). One dialog for
 * the task drawer and the task's context actions. Open while `task` is set.
 */
export function DeleteTaskDialog({
  task,
  onCancel,
  onDeleted,
}: {
  task: { id: string; code: string } | null;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteTask();
  return (
    <ConfirmDialog
      open={!!task}
      title="Excluir tarefa?"
      text={`A tarefa ${task?.code ?? ''} vai para a lixeira da lista com seu checklist e comentários; dá para restaurá-la por 30 dias.`}
      busy={remove.isPending}
      onCancel={onCancel}
      onConfirm={() =>
        task &&
        remove.mutate(task.id, {
          onSuccess: () => {
            notify.success('Tarefa movida para a lixeira.');
            onDeleted();
          },
          onError: (e) => notify.error(e.message),
        })
      }
    />
  );
}
