import type { TaskDetail, TaskPage } from '@orbita/contracts/flow';
import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { useUpdateTask } from './task-mutations';
import { taskQueries } from './task-queries';
import { testTask } from './test-task';

const LIST = '5b1f6a0e-2c3d-4e5f-8a9b-0c1d2e3f4a5b';

const task = testTask({ listId: LIST });

const column = taskQueries.column(LIST, 'todo', {}).queryKey;
const totals = taskQueries.totals(LIST, {}).queryKey;
const detail = taskQueries.detail(task.id).queryKey;

function setup(answer: TaskDetail) {
  mockFetch(() => json(200, answer));
  const client = new QueryClient();
  client.setQueryData<InfiniteData<TaskPage, string | undefined>>(column, {
    pages: [{ items: [task], nextCursor: null }],
    pageParams: [undefined],
  });
  client.setQueryData(detail, task);
  client.setQueryData(totals, { columns: [], all: { count: 1, fields: {}, formulas: {} } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useUpdateTask(), { wrapper });
  const stale = (key: readonly unknown[]) => client.getQueryState(key)!.isInvalidated;
  return { client, update: result.current, stale };
}

describe('useUpdateTask: the answer goes into the cache', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('writes the task into its detail and its kanban card; only the totals reload', async () => {
    const saved = { ...task, description: 'Cláusula 4' };
    const { client, update, stale } = setup(saved);
    await update.mutateAsync({ id: task.id, body: { description: 'Cláusula 4' } });
    expect(client.getQueryData(detail)).toEqual(saved);
    const cards = client.getQueryData<InfiniteData<TaskPage>>(column)!.pages[0]!.items;
    expect(cards).toEqual([saved]);
    expect(stale(detail)).toBe(false);
    expect(stale(column)).toBe(false);
    expect(stale(totals)).toBe(true);
  });

  it('a change that can move the task (its status) also reloads the views of its list', async () => {
    const saved = { ...task, status: 'done' as const };
    const { client, update, stale } = setup(saved);
    await update.mutateAsync({ id: task.id, body: { status: 'done' } });
    expect(client.getQueryData(detail)).toEqual(saved);
    expect(stale(detail)).toBe(false);
    expect(stale(column)).toBe(true);
    expect(stale(totals)).toBe(true);
  });
});
