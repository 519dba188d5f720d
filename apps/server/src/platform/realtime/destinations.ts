import { FrameError } from './frames';

/** The destinations a client may subscribe to (see index.ts for what each carries). */
export type Target =
  | { kind: 'workspaces' } // every workspace the user belongs to
  | { kind: 'workspace'; workspaceId: string }
  | { kind: 'notifications' };

export const userQueue = '/user/queue/notifications';
export const workspaceDestination = (workspaceId: string) => `/topic/workspace.${workspaceId}`;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseDestination(destination: string): Target {
  if (destination === '/topic/*' || destination === '/topic/**') return { kind: 'workspaces' };
  if (destination === userQueue) return { kind: 'notifications' };
  const prefix = '/topic/workspace.';
  if (destination.startsWith(prefix)) {
    const workspaceId = destination.slice(prefix.length);
    if (uuid.test(workspaceId))
      return { kind: 'workspace', workspaceId: workspaceId.toLowerCase() };
  }
  throw new FrameError('Destino desconhecido', destination.slice(0, 120));
}
