import type { TaskDetail } from '@orbita/contracts/flow';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../platform/http/test-fetch';
import { testTask } from './test-task';
import { useTaskSave } from './use-task-save';

const base = testTask({ title: 'Priorizar' });

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
