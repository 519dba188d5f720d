import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { clearSession, setToken } from '../session/session-store';
import { realtimeEvents, WS_EVENT } from './realtime-client';
import { useRealtimeInvalidation } from './use-realtime-invalidation';

const { instances } = vi.hoisted(() => ({
  instances: [] as { activate: () => void; deactivate: () => Promise<void> }[],
}));

vi.mock('@stomp/stompjs', () => ({
  Client: class {
    activate = vi.fn();
    deactivate = vi.fn(async () => {});
    subscribe = vi.fn();
    constructor() {
      instances.push(this);
    }
  },
}));

function Probe({ client }: { client: QueryClient }) {
  useRealtimeInvalidation(client);
  return null;
}

afterEach(() => clearSession());

it('connects while mounted and invalidates the queries of the event’s entity', async () => {
  setToken('jwt');
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const view = render(<Probe client={queryClient} />);
  expect(instances).toHaveLength(1);
  expect(instances[0]!.activate).toHaveBeenCalled();

  realtimeEvents.dispatchEvent(
    new CustomEvent(WS_EVENT, {
      detail: { type: 'updated', entity: 'task', id: '1', workspaceId: 'w' },
    }),
  );
  realtimeEvents.dispatchEvent(new CustomEvent(WS_EVENT, { detail: { no: 'entity' } }));
  expect(invalidate).toHaveBeenCalledTimes(1);
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['task'] });

  view.unmount();
  expect(instances[0]!.deactivate).toHaveBeenCalled();
  realtimeEvents.dispatchEvent(new CustomEvent(WS_EVENT, { detail: { entity: 'task' } }));
  expect(invalidate).toHaveBeenCalledTimes(1);
});
