import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LocalFireDepartmentOutlined from '@mui/icons-material/LocalFireDepartmentOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import { Box, Checkbox, Chip, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { weekdayLabels, type Habit } from '@orbita/contracts/gamification';
import type { ReactNode } from 'react';
import { useHeldValue } from '../../../../platform/cache';

const days = (n: number) => `${n} ${n === 1 ? 'dia' : 'dias'}`;
const dueText = (weekdays: number[]) =>
  weekdays.length === 7 ? 'Todos os dias' : weekdays.map((d) => weekdayLabels[d]).join(', ');

function RowActions({ habit, onEdit, onDelete }: RowProps) {
  return (
    <Stack direction="row" sx={{ flexShrink: 0 }}>
      <Tooltip title="Editar">
        <IconButton size="small" aria-label={`Editar ${habit.name}`} onClick={() => onEdit(habit)}>
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Excluir">
        <IconButton
          size="small"
          aria-label={`Excluir ${habit.name}`}
          onClick={() => onDelete(habit)}
        >
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

interface RowProps {
  habit: Habit;
  busy: boolean;
  onEdit: (habit: Habit) => void;
  onDelete: (habit: Habit) => void;
}

function Row({
  habit,
  lead,
  children,
  ...props
}: RowProps & { lead: ReactNode; children: ReactNode }) {
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={habit.name}
      sx={{ p: 1, pl: 1.5, display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}
    >
      {lead}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{habit.name}</Typography>
        <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.25 }}>
          {children}
        </Stack>
      </Box>
      <RowActions habit={habit} {...props} />
    </Paper>
  );
}

/** A habit: + and − buttons and today's counters. */
export function HabitRow(props: RowProps & { onMark: (habit: Habit, up: boolean) => void }) {
  const { habit, busy, onMark } = props;
  const lead = (
    <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
      {habit.positive && (
        <IconButton
          color="success"
          disabled={busy}
          aria-label={`Marcar + em ${habit.name}`}
          onClick={() => onMark(habit, true)}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <AddIcon />
        </IconButton>
      )}
      {habit.negative && (
        <IconButton
          color="error"
          disabled={busy}
          aria-label={`Marcar − em ${habit.name}`}
          onClick={() => onMark(habit, false)}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <RemoveIcon />
        </IconButton>
      )}
    </Stack>
  );
  return (
    <Row {...props} lead={lead}>
      {habit.positive && (
        <Chip size="small" color="success" variant="outlined" label={`+${habit.upToday} hoje`} />
      )}
      {habit.negative && (
        <Chip size="small" color="error" variant="outlined" label={`−${habit.downToday} hoje`} />
      )}
      <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
        {habit.points > 0 ? `${habit.points} pt por +` : 'sem pontos'}
      </Typography>
    </Row>
  );
}

/** A daily: done today (a checkbox), its streak and its days. */
export function DailyRow(
  props: RowProps & { onToggle: (habit: Habit, done: boolean) => Promise<unknown> },
) {
  const { habit, busy, onToggle } = props;
  // The click shows at once and holds until the save settles (see useHeldValue).
  const [done, hold] = useHeldValue(habit.doneToday);
  const lead = (
    <Checkbox
      checked={done}
      disabled={busy || (!habit.dueToday && !done)}
      onChange={(e) => hold(e.target.checked, onToggle(habit, e.target.checked))}
      slotProps={{ input: { 'aria-label': `${habit.name}: feita hoje` } }}
      sx={{ flexShrink: 0 }}
    />
  );
  return (
    <Row {...props} lead={lead}>
      <Chip
        size="small"
        icon={<LocalFireDepartmentOutlined />}
        color={habit.streak > 0 ? 'warning' : 'default'}
        variant="outlined"
        label={`Sequência: ${days(habit.streak)}`}
      />
      <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
        {habit.dueToday ? dueText(habit.weekdays) : `Não é para hoje · ${dueText(habit.weekdays)}`}
      </Typography>
    </Row>
  );
}
