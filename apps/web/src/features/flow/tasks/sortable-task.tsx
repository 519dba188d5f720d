import { useSortable } from '@dnd-kit/sortable';
import type { Task } from '@orbita/contracts/flow';
import { useCan } from '../../../platform/session/app-state';
import { TaskCard, type CardFormula } from './task-card';

/**
 * A kanban card that drags (pointer, or keyboard: Space, arrows, Space); Enter or a click
 * opens it. For a role that cannot write it only opens: no drag, nothing said about dragging.
 */
export function SortableTask({
  task,
  formulas,
  onOpen,
}: {
  task: Task;
  formulas: CardFormula[];
  onOpen: (task: Task) => void;
}) {
  const canDrag = useCan('content.write');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    data: { status: task.status },
    disabled: !canDrag,
  });
  return (
    <TaskCard
      ref={setNodeRef}
      task={task}
      formulas={formulas}
      {...attributes}
      {...listeners}
      aria-disabled={undefined}
      aria-describedby={canDrag ? attributes['aria-describedby'] : undefined}
      aria-roledescription={canDrag ? 'tarefa arrastável' : 'tarefa'}
      aria-label={`${task.code} ${task.title}`}
      onClick={() => onOpen(task)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onOpen(task);
        else listeners?.onKeyDown?.(e);
      }}
      style={{
        transform: transform
          ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)`
          : undefined,
        transition,
        opacity: isDragging ? 0.4 : 1,
      }}
    />
  );
}
