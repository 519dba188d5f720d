import type { TaskDetail, TaskPage } from '@orbita/contracts/flow';
import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { useUpdateTask } from './task-mutations';
import { taskQueries } from './task-queries';

const LIST = '5b1f6a0e-2c3d-4e5f-8a9b-0c1d2e3f4a5b';

const task: TaskDetail = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  workspaceId: '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01',
  listId: LIST,
  code: 'TAR-0001',
  number: 1,
  title: 'Revisar contrato',
  description: '',
  status: 'todo',
  priority: 'medium',
  size: null,
  tags: [],
  dueAt: null,
  next: false,
  waiting: false,
  rank: 'm',
  assignees: [],
  checklist: { done: 0, total: 0 },
  commentCount: 0,
  fieldValues: {},
  formulaValues: {},
  createdBy: null,
  createdAt: '2026-03-10T12:00:00.000Z',
  updatedAt: '2026-03-10T12:00:00.000Z',
  completedAt: null,
  version: 1,
  checklistItems: [],
};

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
