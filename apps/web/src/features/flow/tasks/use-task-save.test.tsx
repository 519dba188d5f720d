import type { TaskDetail } from '@orbita/contracts/flow';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { useTaskSave } from './use-task-save';

const base = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  workspaceId: '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01',
  listId: '5b1f6a0e-2c3d-4e5f-8a9b-0c1d2e3f4a5b',
  code: 'TAR-0001',
  number: 1,
  title: 'Priorizar',
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
} satisfies TaskDetail;

/** A server that bumps the version on each save and answers 409 to a stale one. */
function fakeServer(others = 0) {
  let current: TaskDetail = { ...base, version: 1 + others };
  const seen: number[] = [];
  mockFetch(async (_url, init) => {
    const body = JSON.parse(String(init.body)) as { version: number; fieldValues?: object };
    seen.push(body.version);
    await new Promise((r) => setTimeout(r, 20));
    if (body.version !== current.version)
      return json(409, { code: 'conflict', message: 'Alterado por outra pessoa.', current });
    current = {
      ...current,
      fieldValues: { ...current.fieldValues, ...body.fieldValues },
      version: current.version + 1,
    };
    return json(200, current);
  });
  return { seen, current: () => current };
}

function render() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useTaskSave(), { wrapper });
}

describe('useTaskSave', () => {
  it('two fields saved back to back on the version seen at typing: no conflict with oneself', async () => {
    const server = fakeServer();
    const { result } = render();
    await act(async () => {
      const first = result.current.save({ id: base.id, fieldValues: { impacto: 8 } }, 1);
      const second = result.current.save({ id: base.id, fieldValues: { esforco: 4 } }, 1);
      await Promise.all([first, second]);
    });
    expect(server.seen).toEqual([1, 2]);
    expect(server.current().fieldValues).toEqual({ impacto: 8, esforco: 4 });
  });

  it("another person's save in between still conflicts", async () => {
    const server = fakeServer(1);
    const { result } = render();
    await act(async () => {
      await result.current.save({ id: base.id, fieldValues: { impacto: 8 } }, 1);
    });
    expect(server.seen).toEqual([1]);
    expect(server.current().fieldValues).toEqual({});
  });
});
