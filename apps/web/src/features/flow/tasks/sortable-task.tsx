import { useSortable } from '@dnd-kit/sortable';
import type { Task } from '@orbita/contracts/flow';
import { TaskCard } from './task-card';

/** A kanban card that drags (pointer, or keyboard: Space, arrows, Space); Enter or a click opens it. */
export function SortableTask({
  task,
  formulas,
  onOpen,
}: {
  task: Task;
  formulas: { key: string; label: string }[];
  onOpen: (task: Task) => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    data: { status: task.status },
  });
  return (
    <TaskCard
      ref={setNodeRef}
      task={task}
      formulas={formulas}
      {...attributes}
      {...listeners}
      aria-roledescription="tarefa arrastável"
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
