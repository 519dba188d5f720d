import AddIcon from '@mui/icons-material/Add';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { Habit, HabitKind } from '@orbita/contracts/gamification';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../../platform/toasts';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { EmptyState, LoadingBlocks, QueryError } from '../../../../ui/query-states';
import { HabitDialog } from './habit-dialog';
import { DailyRow, HabitRow } from './habit-rows';
import {
  habitsQuery,
  useDeleteHabit,
  useMarkHabit,
  useToggleDaily,
  type Habits,
} from './habits-api';

const pts = (n: number) => `${n} ${n === 1 ? 'ponto' : 'pontos'}`;

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h3" color="text.secondary">
        {title}
      </Typography>
      <Box
        component="ul"
        aria-label={title}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      >
        {children}
      </Box>
    </Box>
  );
}

function HabitLists({ data, onEdit }: { data: Habits; onEdit: (habit: Habit) => void }) {
  const mark = useMarkHabit();
  const toggle = useToggleDaily();
  const remove = useDeleteHabit();
  const [deleting, setDeleting] = useState<Habit | null>(null);
  const busyId =
    (mark.isPending && mark.variables?.id) || (toggle.isPending && toggle.variables?.id);
  const earned = (n: number) => {
    if (n > 0) notify.check(`+${pts(n)}`);
  };
  const failed = (error: Error) => notify.error(error.message);
  const common = (habit: Habit) => ({
    habit,
    busy: busyId === habit.id,
    onEdit,
    onDelete: setDeleting,
  });
  const habits = data.items.filter((h) => h.kind === 'habit');
  const dailies = data.items.filter((h) => h.kind === 'daily');
  return (
    <>
      {dailies.length > 0 && (
        <Group title="Diárias">
          {dailies.map((habit) => (
            <DailyRow
              key={habit.id}
              {...common(habit)}
              onToggle={(h, done) =>
                toggle.mutateAsync({ id: h.id, done }).then((r) => earned(r.pointsEarned), failed)
              }
            />
          ))}
        </Group>
      )}
      {habits.length > 0 && (
        <Group title="Hábitos">
          {habits.map((habit) => (
            <HabitRow
              key={habit.id}
              {...common(habit)}
              onMark={(h, up) =>
                mark.mutate(
                  { id: h.id, direction: up ? 'up' : 'down' },
                  { onSuccess: (r) => earned(r.pointsEarned), onError: failed },
                )
              }
            />
          ))}
        </Group>
      )}
      <ConfirmDialog
        open={!!deleting}
        title={`Excluir ${deleting?.name ?? ''}?`}
        text="O histórico de marcações vai junto. Os pontos já ganhos ficam."
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, { onSuccess: () => setDeleting(null), onError: failed })
        }
      />
    </>
  );
}

/**
 * "Meus hábitos": the player's own habits (+/−, counted per day) and dailies (due weekdays,
 * done today, streak), beside the missions of the games they play. They give a small personal
 * reward, capped per day, that counts for no game.
 */
export function HabitsSection() {
  const habits = useQuery(habitsQuery());
  const [editing, setEditing] = useState<{ habit: Habit | null; kind: HabitKind } | null>(null);
  const add = (kind: HabitKind) => () => setEditing({ habit: null, kind });
  return (
    <Box component="section" aria-label="Meus hábitos" sx={{ display: 'grid', gap: 1.5 }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="h6" component="h2">
          Meus hábitos
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button size="small" startIcon={<AddIcon />} onClick={add('habit')}>
            Novo hábito
          </Button>
          <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={add('daily')}>
            Nova diária
          </Button>
        </Stack>
      </Stack>
      {habits.isPending ? (
        <LoadingBlocks label="Carregando seus hábitos" count={2} columns={1} />
      ) : habits.isError ? (
        <QueryError error={habits.error} onRetry={() => void habits.refetch()} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            Hoje: {pts(habits.data.pointsToday)} de {habits.data.pointsDayCap} pessoais. Seus
            hábitos e diárias dão no máximo {habits.data.pointsDayCap} pontos por dia, que não
            contam para rankings nem lojas das gamificações.
          </Typography>
          {habits.data.items.length === 0 ? (
            <EmptyState
              icon={<TaskAltOutlined />}
              title="Você ainda não tem hábitos"
              action={
                <Button variant="contained" onClick={add('daily')}>
                  Criar uma diária
                </Button>
              }
            >
              Crie hábitos para contar (+ e −) e diárias para fazer em certos dias da semana e
              manter uma sequência.
            </EmptyState>
          ) : (
            <HabitLists
              data={habits.data}
              onEdit={(habit) => setEditing({ habit, kind: habit.kind })}
            />
          )}
        </>
      )}
      {editing && (
        <HabitDialog habit={editing.habit} kind={editing.kind} onClose={() => setEditing(null)} />
      )}
    </Box>
  );
}
