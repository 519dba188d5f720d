import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
  type SensorDescriptor,
  type SensorOptions,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import {
  taskStatuses,
  taskStatusChangeProblem,
  taskStatusLabels,
  type Task,
  type TaskList,
  type TaskStatus,
  type TaskTotals,
} from '@orbita/contracts/flow';
import { Box } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { useCan } from '../../../platform/session/app-state';
import { notify } from '../../../platform/toasts';
import { RoleLimitNote } from '../../../ui/role-limit-note';
import { QueryError } from '../../../ui/query-states';
import { boardAnnouncements, boardCollision } from './board-dnd';
import { compileListFormulas } from './formula-value';
import { KanbanColumn } from './kanban-column';
import { NewTaskInline } from './new-task-inline';
import { planDrop } from './ordering';
import { TaskCard } from './task-card';
import { useTaskActions } from './task-actions';
import { useMoveTask } from './task-mutations';
import { taskQueries } from './task-queries';
import type { TaskFilters } from './tasks-api';
import { useScreenFill } from '../../../ui/use-screen-fill';

const keyboardCodes = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };
// Built once, as on the process board: dnd-kit rebuilds its sensors from new option objects,
// and new sensors give every column and card a new drag context on each render of the board.
const pointerOptions = { activationConstraint: { distance: 6 } };
const keyboardOptions = { coordinateGetter: sortableKeyboardCoordinates, keyboardCodes };
const noSensors: SensorDescriptor<SensorOptions>[] = [];

function useColumn(listId: string, status: TaskStatus, filters: TaskFilters, enabled: boolean) {
  const query = useInfiniteQuery({ ...taskQueries.column(listId, status, filters), enabled });
  return { query, tasks: query.data?.pages.flatMap((p) => p.items) ?? [] };
}

/**
 * Columns by status; drag within and between them (pointer, or keyboard: Space, arrows, Space).
 * Memo: the list page re-renders when its query changes (a task's drawer opening), the board
 * need not.
 */
export const KanbanBoard = memo(function KanbanBoard({
  list,
  filters,
  totals,
  onOpen,
}: {
  list: TaskList;
  filters: TaskFilters;
  totals: TaskTotals | undefined;
  onOpen: (task: Task) => void;
}) {
  const [collapsed, setCollapsed] = useState<Record<TaskStatus, boolean>>({
    todo: false,
    doing: false,
    done: false,
    canceled: true,
    archived: true,
  });
  const wanted = filters.status?.length
    ? taskStatuses.filter((s) => filters.status!.includes(s))
    : taskStatuses;
  const columns = {
    todo: useColumn(list.id, 'todo', filters, wanted.includes('todo') && !collapsed.todo),
    doing: useColumn(list.id, 'doing', filters, wanted.includes('doing') && !collapsed.doing),
    done: useColumn(list.id, 'done', filters, wanted.includes('done') && !collapsed.done),
    canceled: useColumn(
      list.id,
      'canceled',
      filters,
      wanted.includes('canceled') && !collapsed.canceled,
    ),
    archived: useColumn(
      list.id,
      'archived',
      filters,
      wanted.includes('archived') && !collapsed.archived,
    ),
  };
  const move = useMoveTask(list.id, filters);
  const [fillHeight, setFillElement] = useScreenFill<HTMLDivElement>({ xs: 330, md: 260 });
  // An Observador reads the board: no "Nova tarefa", no drag (the server would say 403).
  const canWrite = useCan('content.write');
  const [active, setActive] = useState<Task | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, pointerOptions),
    useSensor(KeyboardSensor, keyboardOptions),
  );

  const statusOf = (id: string): TaskStatus | null =>
    taskStatuses.find((s) => columns[s].tasks.some((t) => t.id === id)) ?? null;
  const labelOf = (id: string | number) => {
    const text = String(id);
    if (text.startsWith('column:'))
      return `a coluna ${taskStatusLabels[text.slice(7) as TaskStatus]}`;
    const status = statusOf(text);
    const task = status ? columns[status].tasks.find((t) => t.id === text) : undefined;
    return task ? `a tarefa ${task.code}` : 'a tarefa';
  };
  const failed = taskStatuses.map((s) => columns[s].query).find((q) => q.isError);
  const actions = useTaskActions(
    (code) => taskStatuses.flatMap((s) => columns[s].tasks).find((t) => t.code === code),
    onOpen,
  );

  const onDragStart = ({ active: a }: DragStartEvent) => {
    const from = statusOf(String(a.id));
    setActive(from ? (columns[from].tasks.find((t) => t.id === a.id) ?? null) : null);
  };
  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    setActive(null);
    if (!over) return;
    const id = String(a.id);
    const from = statusOf(id);
    const overId = String(over.id);
    const to = overId.startsWith('column:')
      ? (overId.slice('column:'.length) as TaskStatus)
      : statusOf(overId);
    if (!from || !to) return;
    const task = columns[from].tasks.find((t) => t.id === id)!;
    const problem = taskStatusChangeProblem(from, to);
    if (problem) {
      notify.error(problem);
      return;
    }
    const plan = planDrop(
      columns[to].tasks.map((t) => t.id),
      id,
      overId.startsWith('column:') ? null : overId,
    );
    if (!plan.changed && from === to) return;
    move.mutate({ task, to, order: plan.order, placement: plan.placement });
  };

  const compiled = compileListFormulas(list);
  const formulas = list.formulas.map((f) => ({
    key: f.key,
    label: f.label,
    node: compiled.get(f.key),
  }));
  return (
    <Box>
      {failed?.error && <QueryError error={failed.error} onRetry={() => void failed.refetch()} />}
      {!canWrite && <RoleLimitNote sx={{ mb: 1 }} />}
      <DndContext
        sensors={canWrite ? sensors : noSensors}
        collisionDetection={boardCollision}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setActive(null)}
        accessibility={{
          announcements: boardAnnouncements(labelOf),
          screenReaderInstructions: {
            draggable:
              'Para mover a tarefa, pressione Espaço, use as setas e pressione Espaço de novo para soltar; Esc cancela.',
          },
        }}
      >
        <Box
          ref={setFillElement}
          {...actions.handlers}
          sx={{
            display: 'flex',
            gap: 1.5,
            overflowX: 'auto',
            pb: 1,
            height: fillHeight,
            minHeight: { xs: 320, md: 420 },
            alignItems: 'stretch',
          }}
          data-testid="kanban"
        >
          {wanted.map((status) => {
            const column = columns[status];
            const total = totals?.columns.find((c) => c.status === status);
            const collapsible = status === 'canceled' || status === 'archived';
            return (
              <KanbanColumn
                key={status}
                status={status}
                tasks={column.tasks}
                count={total?.count ?? null}
                formulas={formulas}
                formulaTotals={list.formulas.map((f) => ({
                  key: f.key,
                  label: f.label,
                  value: total?.formulas[f.key] ?? 0,
                }))}
                collapsed={collapsed[status]}
                onToggle={
                  collapsible
                    ? () => setCollapsed((c) => ({ ...c, [status]: !c[status] }))
                    : undefined
                }
                loading={column.query.isFetching && !column.query.data}
                hasMore={column.query.hasNextPage}
                onLoadMore={() =>
                  !column.query.isFetchingNextPage && void column.query.fetchNextPage()
                }
                onOpen={onOpen}
                top={
                  status !== 'archived' && canWrite ? (
                    <NewTaskInline listId={list.id} status={status} />
                  ) : undefined
                }
              />
            );
          })}
        </Box>
        <DragOverlay>
          {active ? <TaskCard task={active} formulas={formulas} dragging /> : null}
        </DragOverlay>
      </DndContext>
      {actions.menu}
    </Box>
  );
});
