import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import ChecklistOutlined from '@mui/icons-material/Checklist';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { formulaResult, priorityLabels, type FormulaNode, type Task } from '@orbita/contracts/flow';
import { Avatar, AvatarGroup, Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useState, type HTMLAttributes, type Ref } from 'react';
import { personInitials } from '../../../ui/person-initials';
import { formatNumber, priorityColor, shortDue } from './task-labels';

/** A list's formula on a card; with `node`, an empty result says why ("Divisão por zero"). */
export type CardFormula = { key: string; label: string; node?: FormulaNode };

type Props = {
  task: Task;
  formulas?: CardFormula[];
  dragging?: boolean;
  ref?: Ref<HTMLDivElement>;
} & HTMLAttributes<HTMLDivElement>;

/** A task as a card (kanban, and the table below md): code, title and what matters at a glance. */
export function TaskCard({ task, formulas = [], dragging, ref, ...rest }: Props) {
  const [now] = useState(() => Date.now());
  const overdue =
    task.dueAt &&
    new Date(task.dueAt).getTime() < now &&
    task.status !== 'done' &&
    task.status !== 'canceled';
  return (
    <Paper
      ref={ref}
      variant="outlined"
      data-task-code={task.code}
      {...rest}
      sx={{
        p: 1.5,
        cursor: 'pointer',
        display: 'grid',
        gap: 0.75,
        bgcolor: 'background.paper',
        boxShadow: dragging ? 6 : 0,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Stack sx={{ alignItems: 'center' }} direction="row" spacing={1}>
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {task.code}
        </Typography>
        <Box sx={{ flex: 1 }} />
        {task.size && (
          <Chip size="small" label={task.size} variant="outlined" sx={{ height: 20 }} />
        )}
      </Stack>
      <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: 'break-word' }}>
        {task.title}
      </Typography>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', columnGap: 0.75, rowGap: 0.5, alignItems: 'center' }}
      >
        {task.priority !== 'normal' && (
          <Chip
            size="small"
            color={priorityColor[task.priority]}
            label={priorityLabels[task.priority]}
            sx={{ height: 20 }}
          />
        )}
        {task.tags.slice(0, 3).map((tag) => (
          <Chip key={tag} size="small" label={`#${tag}`} sx={{ height: 20 }} />
        ))}
        {task.dueAt && (
          <Stack
            direction="row"
            spacing={0.25}
            sx={{ alignItems: 'center', color: overdue ? 'error.main' : 'text.secondary' }}
          >
            <EventOutlined sx={{ fontSize: 14 }} aria-hidden />
            <Typography variant="caption">{shortDue(task.dueAt)}</Typography>
          </Stack>
        )}
        {task.checklist.total > 0 && (
          <Stack
            direction="row"
            spacing={0.25}
            sx={{ alignItems: 'center', color: 'text.secondary' }}
            aria-label={`Checklist ${task.checklist.done} de ${task.checklist.total}`}
          >
            <ChecklistOutlined sx={{ fontSize: 14 }} aria-hidden />
            <Typography variant="caption">
              {task.checklist.done}/{task.checklist.total}
            </Typography>
          </Stack>
        )}
        {task.commentCount > 0 && (
          <Stack
            direction="row"
            spacing={0.25}
            sx={{ alignItems: 'center', color: 'text.secondary' }}
            aria-label={`${task.commentCount} comentários`}
          >
            <ChatBubbleOutline sx={{ fontSize: 14 }} aria-hidden />
            <Typography variant="caption">{task.commentCount}</Typography>
          </Stack>
        )}
        <Box sx={{ flex: 1 }} />
        {task.assignees.length > 0 && (
          <AvatarGroup
            max={3}
            sx={{ '& .MuiAvatar-root': { width: 22, height: 22, fontSize: 11 } }}
          >
            {task.assignees.map((a) => (
              <Avatar key={a.id} alt={a.name} src={a.avatarUrl ?? undefined}>
                {personInitials(a.name)}
              </Avatar>
            ))}
          </AvatarGroup>
        )}
      </Stack>
      {formulas.length > 0 && (
        <Typography variant="caption" color="text.secondary">
          {formulas
            .map((f) => {
              const value = task.formulaValues[f.key];
              const hint =
                value == null && f.node ? formulaResult(f.node, task.fieldValues).hint : null;
              return `${f.label}: ${formatNumber(value)}${hint ? ` (${hint})` : ''}`;
            })
            .join(' · ')}
        </Typography>
      )}
    </Paper>
  );
}
