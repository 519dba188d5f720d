import type { DomainEventName, DomainEventPayload, DomainEventReply } from '@orbita/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { contextOf, savepoint } from '../../platform/db/transaction';
import type { EventBus } from '../../platform/events/bus';
import { memberships, users, workspaces } from '../../platform/identity/schema';
import { clip, deliver, type Notice } from './notify';

/** What the event subscribers (notify-on-*.ts) share: names, links, the guard. */
export const PLAYER_LINK = '/gamificacao/player/inventario';
export const taskLink = (listId: string, taskId: string) =>
  `/flow/lista/${listId}?tarefa=${taskId}`;
export const cardLink = (processId: string, cardId: string) =>
  `/flow/processo/${processId}?cartao=${cardId}`;
/** Quoted names inside titles stay short enough for the title's 200 characters. */
export const quote = (name: string) => `“${clip(name, 80)}”`;

export async function nameOf(tx: Tx, userId: string | null): Promise<string> {
  if (!userId) return 'O Orbita';
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? 'Alguém';
}

export async function workspaceName(tx: Tx, workspaceId: string): Promise<string> {
  const [row] = await tx
    .select({ name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return row?.name ?? '';
}

/**
 * Where a person hears of something that is not tied to one of their workspaces (a game
 * they play by its code, an invitation): the event's workspace when they are a member of it,
 * else the workspace they work in now.
 */
export async function homeOf(tx: Tx, userId: string, workspaceId: string): Promise<string | null> {
  const [member] = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
  if (member) return workspaceId;
  const [user] = await tx
    .select({ current: users.currentWorkspaceId })
    .from(users)
    .where(eq(users.id, userId));
  return user?.current ?? null;
}

/**
 * A notification must never undo the work that caused it: each handler runs in a savepoint,
 * and a failure rolls back only the notification (logged).
 */
export function guarded<N extends DomainEventName>(
  handler: (payload: DomainEventPayload<N>, tx: Tx) => Promise<unknown>,
) {
  return async (payload: DomainEventPayload<N>, tx: Tx): Promise<DomainEventReply<N>> => {
    try {
      await savepoint(tx, (sp) => handler(payload, sp));
    } catch (err) {
      contextOf(tx).log.warn({ err }, 'notificação não gerada');
    }
    return undefined as DomainEventReply<N>;
  };
}

/** Subscribes `handler` inside the event's transaction, guarded. */
export function on<N extends DomainEventName>(
  bus: EventBus,
  name: N,
  handler: (payload: DomainEventPayload<N>, tx: Tx) => Promise<unknown>,
): void {
  bus.onInTransaction(name, guarded<N>(handler));
}

export const deliverAll = async (tx: Tx, notices: Notice[]) => {
  for (const notice of notices) await deliver(tx, notice);
};
