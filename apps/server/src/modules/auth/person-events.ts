import type { AuthEvents, DomainEventPayload } from '@orbita/contracts';
import type { Tx } from '../../platform/db/client';
import { emit } from '../../platform/events';
import { sessionWorkspace, type UserRow } from './accounts';

type AuthEventName = keyof AuthEvents & string;
/** What an auth event says besides the person, their workspace and the actor. */
type Details<N extends AuthEventName> = Omit<AuthEvents[N], 'workspaceId' | 'actorId' | 'userId'>;

/**
 * Emits an auth event about `user`: its workspace is the person's current one (repaired
 * first when the pointer is missing, as a sign-in would), its actor the person themself
 * unless `actorId` says otherwise (null: the system).
 */
export async function emitAboutPerson<N extends AuthEventName>(
  tx: Tx,
  name: N,
  user: UserRow,
  details: Details<N>,
  actorId: string | null = user.id,
): Promise<void> {
  const workspaceId = user.currentWorkspaceId ?? (await sessionWorkspace(tx, user));
  await emit(tx, name, {
    ...details,
    userId: user.id,
    workspaceId,
    actorId,
  } as DomainEventPayload<N>);
}
