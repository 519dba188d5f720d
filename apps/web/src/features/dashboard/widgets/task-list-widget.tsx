import type { TaskBrief } from '@orbita/contracts/dashboard';
import { priorityLabels } from '@orbita/contracts/flow';
import { Box, Chip, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { WidgetEmpty } from '../components/widget-frame';
import { shortDateTime } from './format';

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
        <ListItem key={task.id} disablePadding>
          <ListItemButton
            component={RouterLink}
            to={taskHref(task)}
            sx={{ borderRadius: 1, alignItems: 'flex-start', gap: 1 }}
          >
            <ListItemText
              primary={task.title}
              secondary={
                <>
                  {task.code} · {task.listName}
                  {task.dueAt && ' · '}
                  {dueLabel(task, now)}
                </>
              }
              slotProps={{ primary: { sx: { fontWeight: 500, overflowWrap: 'anywhere' } } }}
            />
            {(task.priority === 'critical' || task.priority === 'high') && (
              <Chip
                size="small"
                label={priorityLabels[task.priority]}
                color={task.priority === 'critical' ? 'error' : 'warning'}
                variant="outlined"
                sx={{ mt: 0.5 }}
              />
            )}
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
