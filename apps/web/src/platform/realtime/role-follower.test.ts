import type { AppState } from '@orbita/contracts/auth';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_STATE_KEY } from '../session/app-state-key';
import { realtimeEvents, WS_EVENT } from './realtime-client';
import { followMyRole } from './role-follower';

const ME = '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01';
const SOMEONE = '7d3e1f2a-9b8c-4d5e-8f6a-1b2c3d4e5f60';
const HERE = 'c5a1e2b3-4d5f-4a6b-9c7d-8e9f0a1b2c3d';
const ELSEWHERE = 'a1b2c3d4-0000-4000-8000-000000000001';

const membership = (userId: string, role: string | null, workspaceId = HERE) =>
  realtimeEvents.dispatchEvent(
    new CustomEvent(WS_EVENT, {
      detail: {
        type: 'updated',
        entity: 'membership',
        id: userId,
        workspaceId,
        data: { userId, role },
      },
    }),
  );

let stop = () => {};
afterEach(() => stop());

function signedInAs(role: AppState['role']) {
  // No queryFn: the invalidation that follows finds nothing to fetch, the written role stays.
  const client = new QueryClient();
  client.setQueryData(APP_STATE_KEY, { user: { id: ME }, workspaceId: HERE, role } as AppState);
  stop = followMyRole(client);
  return () => client.getQueryData<AppState>(APP_STATE_KEY)!;
}

describe('followMyRole', () => {
  it('my role changed in the workspace on screen: the signed-in state (what useCan reads) follows at once', () => {
    const state = signedInAs('editor');
    membership(ME, 'viewer');
    expect(state().role).toBe('viewer');
    expect(state().user.id).toBe(ME);
    membership(ME, 'creator');
    expect(state().role).toBe('creator');
  });

  it("ignores someone else's change, another workspace's and anything malformed", () => {
    const state = signedInAs('editor');
    membership(SOMEONE, 'viewer');
    membership(ME, 'viewer', ELSEWHERE);
    membership(ME, 'superuser');
    realtimeEvents.dispatchEvent(new CustomEvent(WS_EVENT, { detail: { entity: 'membership' } }));
    realtimeEvents.dispatchEvent(new CustomEvent(WS_EVENT, { detail: null }));
    expect(state().role).toBe('editor');
  });
});
