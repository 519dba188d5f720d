import {
  habitEndpoints as api,
  type CreateHabitBody,
  type Habit,
  type HabitMarkResult,
  type Habits,
  type UpdateHabitBody,
} from '@orbita/contracts/gamification';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../platform/http';

export type { Habit, Habits };

/**
 * Under the player's key (`gamificationKeys.player()` of api/keys.ts), so the user-queue
 * refresh after any ledger change reaches it too.
 */
const playerKey = ['gamification', 'player'] as const;
export const habitsKey = [...playerKey, 'habits'] as const;

export const habitsQuery = () =>
  queryOptions({ queryKey: habitsKey, queryFn: () => callApi(api.list) });

/** Writes the answered habit into the list (and today's points), then refreshes the points. */
type Answer = HabitMarkResult | Habit | { id: string; deleted: true };

function useHabitWrite<V, A extends Answer>(
  run: (vars: V) => Promise<A>,
  /** Shown at once (a checkbox follows the click); the answer or a refetch corrects it. */
  optimistic?: (habit: Habit, vars: V) => Habit | null,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onMutate: (vars: V) => {
      if (!optimistic) return;
      client.setQueryData<Habits>(habitsKey, (list) =>
        list ? { ...list, items: list.items.map((h) => optimistic(h, vars) ?? h) } : list,
      );
    },
    onError: () => {
      if (optimistic) void client.invalidateQueries({ queryKey: habitsKey });
    },
    onSuccess: (result: A) => {
      const answer: Answer = result;
      client.setQueryData<Habits>(habitsKey, (list) => {
        if (!list) return list;
        if ('deleted' in answer)
          return { ...list, items: list.items.filter((h) => h.id !== answer.id) };
        const habit = 'habit' in answer ? answer.habit : answer;
        const items = list.items.some((h) => h.id === habit.id)
          ? list.items.map((h) => (h.id === habit.id ? habit : h))
          : [...list.items, habit];
        return {
          ...list,
          items,
          pointsToday: 'pointsToday' in answer ? answer.pointsToday : list.pointsToday,
        };
      });
      // The player's points (summary) moved with a reward.
      void client.invalidateQueries({ queryKey: playerKey, exact: true });
    },
  });
}

export const useCreateHabit = () =>
  useHabitWrite((body: CreateHabitBody) => callApi(api.create, { body }));
export const useUpdateHabit = () =>
  useHabitWrite(({ id, body }: { id: string; body: UpdateHabitBody }) =>
    callApi(api.update, { params: { id }, body }),
  );
export const useDeleteHabit = () =>
  useHabitWrite((id: string) => callApi(api.remove, { params: { id } }));
export const useMarkHabit = () =>
  useHabitWrite(({ id, direction }: { id: string; direction: 'up' | 'down' }) =>
    callApi(api.mark, { params: { id }, body: { direction } }),
  );
export const useToggleDaily = () =>
  useHabitWrite(
    ({ id, done }: { id: string; done: boolean }) =>
      callApi(done ? api.done : api.undone, { params: { id } }),
    (habit, { id, done }) => (habit.id === id ? { ...habit, doneToday: done } : null),
  );
