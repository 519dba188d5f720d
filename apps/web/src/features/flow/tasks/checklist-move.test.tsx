import { CONFLICT_MESSAGE } from '@orbita/contracts';
import type { ChecklistItem, TaskDetail } from '@orbita/contracts/flow';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorFromResponse } from '../../../platform/http/http-error';
import { notify } from '../../../platform/toasts';
import { CHECKLIST_ORDER_CHANGED, useMoveChecklistItem } from './task-part-mutations';
import { taskQueries } from './task-queries';
import { tasksApi } from './tasks-api';

vi.mock('../../../platform/toasts', () => ({
  notify: { check: vi.fn(), error: vi.fn(), success: vi.fn(), warning: vi.fn() },
}));

const item = (id: string, text: string, version: number): ChecklistItem =>
  ({ id, taskId: 't1', text, done: false, rank: id, version }) as unknown as ChecklistItem;
const task = {
  id: 't1',
  checklistItems: [item('a', 'A', 1), item('b', 'B', 4)],
} as unknown as TaskDetail;

afterEach(() => vi.restoreAllMocks());

describe('useMoveChecklistItem', () => {
  it('sends the item’s version; a stale one reloads the list and says to drag again (no reapply)', async () => {
    const theirs = item('b', 'B (editado)', 5);
    const move = vi.spyOn(tasksApi, 'moveChecklist').mockRejectedValueOnce(
      errorFromResponse(409, 'Conflict', {
        code: 'conflict',
        message: CONFLICT_MESSAGE,
        current: theirs,
      }),
    );
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const key = taskQueries.detail('t1').queryKey;
    client.setQueryData(key, task);
    const { result } = renderHook(() => useMoveChecklistItem('t1'), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
    result.current.mutate({
      id: 'b',
      version: 4,
      order: ['b', 'a'],
      placement: { afterId: null, beforeId: 'a' },
    });
    await vi.waitFor(() => expect(notify.warning).toHaveBeenCalledWith(CHECKLIST_ORDER_CHANGED));
    expect(move).toHaveBeenCalledTimes(1);
    expect(move).toHaveBeenCalledWith('t1', 'b', { afterId: null, beforeId: 'a', version: 4 });
    // The optimistic order is undone and the newer item is in the cache; the task is read again.
    const cached = client.getQueryData<TaskDetail>(key)!;
    expect(cached.checklistItems.map((i) => i.id)).toEqual(['a', 'b']);
    expect(cached.checklistItems[1]).toMatchObject({ text: 'B (editado)', version: 5 });
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(notify.error).not.toHaveBeenCalled();
  });
});
