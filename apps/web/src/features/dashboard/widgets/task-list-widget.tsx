import type { TaskBrief } from '@orbita/contracts/dashboard';
import type { Priority } from '@orbita/contracts/flow';
import { Box, Chip, List } from '@mui/material';
import type { ReactNode } from 'react';
import { WidgetEmpty } from '../components/widget-frame';
import { shortDateTime } from './format';
import { RowLink } from './row-link';

/**
 * The two priorities the dashboard flags, labelled as flow's `priorityLabels` does. Not
 * imported from there: the flow contracts barrel at run time in this chunk regroups the
 * shared zod chunk so the sign-in route downloads 25 KB more (bench/budgets.test.ts).
 */
const flagged: Partial<Record<Priority, { label: string; color: 'error' | 'warning' }>> = {
  critical: { label: 'Crítica', color: 'error' },
  high: { label: 'Alta', color: 'warning' },
};

/** Where a task lives: its list, with the task open (the list screen reads `?tarefa=`). */
export const taskHref = (task: Pick<TaskBrief, 'id' | 'listId'>) =>
  `/flow/lista/${task.listId}?tarefa=${task.id}`;

function dueLabel(task: TaskBrief, now: string): ReactNode {
  if (!task.dueAt) return null;
  const overdue = task.dueAt < now;
  return (
    <Box component="span" sx={{ color: overdue ? 'error.main' : undefined }}>
      {overdue ? 'Atrasada · ' : 'Prazo '}
      {shortDateTime(task.dueAt)}
    </Box>
  );
}

/** Urgent, today's or next-action tasks: each opens in its list. */
export function TaskListWidget({
  tasks,
  now,
  empty,
  emptyAction,
  label,
}: {
  tasks: TaskBrief[];
  /** The summary's `generatedAt`: what "overdue" is measured against. */
  now: string;
  empty: string;
  emptyAction?: ReactNode;
  label: string;
}) {
  if (tasks.length === 0) return <WidgetEmpty text={empty} action={emptyAction} />;
  return (
    <List dense disablePadding aria-label={label} sx={{ mx: -1 }}>
      {tasks.map((task) => (
        <RowLink
          key={task.id}
          to={taskHref(task)}
          top
          gap
          primary={task.title}
          primaryWeight={500}
          secondary={
            <>
              {task.code} · {task.listName}
              {task.dueAt && ' · '}
              {dueLabel(task, now)}
            </>
          }
        >
          {flagged[task.priority] && (
            <Chip
              size="small"
              label={flagged[task.priority]!.label}
              color={flagged[task.priority]!.color}
              variant="outlined"
              sx={{ mt: 0.5 }}
            />
          )}
        </RowLink>
      ))}
    </List>
  );
}
