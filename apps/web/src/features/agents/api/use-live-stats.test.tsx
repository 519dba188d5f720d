import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realtimeEvents, WS_EVENT } from '../../../platform/realtime';
import { tabId } from '../../../platform/http/tab-id';
import { useLiveAgentStats } from './use-live-stats';

const workspaceId = '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01';
const send = (detail: Record<string, unknown>) =>
  act(() => void realtimeEvents.dispatchEvent(new CustomEvent(WS_EVENT, { detail })));

afterEach(() => vi.restoreAllMocks());

describe('useLiveAgentStats', () => {
  it("reads the agents' figures again when another tab's run changes, not on this tab's own", async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useLiveAgentStats(), { wrapper });

    send({ entity: 'agent-runs', workspaceId, origin: tabId });
    send({ entity: 'tasks', workspaceId });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(invalidate).not.toHaveBeenCalled();

    send({ entity: 'agent-runs', workspaceId });
    await waitFor(() =>
      expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
        ['agents', 'list'],
        ['agents', 'detail'],
      ]),
    );
  });
});
