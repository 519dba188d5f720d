import type { AppState } from '@orbita/contracts/auth';
import type { QueryClient } from '@tanstack/react-query';
import { tabId } from '../http/tab-id';
import { APP_STATE_KEY } from '../session/app-state';
import { getSession } from '../session/session-store';
import { onRealtimeEvent } from './realtime-client';

/** What an entity event says about itself. */
export interface EntityEvent {
  entity: string;
  /** `created`, `updated`, `deleted`…, as published (null when absent). */
  type: string | null;
  workspaceId: string | null;
  /** True when this tab's own request caused it (`origin` is this tab's `X-Orbita-Tab`). */
  own: boolean;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

function entityEventOf(payload: unknown): EntityEvent | null {
  if (!payload || typeof payload !== 'object') return null;
  const { entity, type, workspaceId, origin } = payload as Record<string, unknown>;
  const name = text(entity);
  return name
    ? { entity: name, type: text(type), workspaceId: text(workspaceId), own: origin === tabId }
    : null;
}

/** The workspace this tab shows: the signed-in state's, else the stored session's. */
function currentWorkspaceId(queryClient: QueryClient): string | null {
  return (
    queryClient.getQueryData<AppState>(APP_STATE_KEY)?.workspaceId ??
    text(getSession()?.workspaceId)
  );
}

/**
 * The realtime events that name an entity and concern what this tab shows: an event of
 * another workspace is dropped (when both workspaces are known), since the screens show
 * the current one. Events about the person (no workspace) always pass.
 */
export function onEntityEvent(
  queryClient: QueryClient,
  listener: (event: EntityEvent) => void,
): () => void {
  return onRealtimeEvent((payload) => {
    const event = entityEventOf(payload);
    if (!event) return;
    const current = currentWorkspaceId(queryClient);
    if (event.workspaceId && current && event.workspaceId !== current) return;
    listener(event);
  });
}
