import {
  roleLabels,
  type DomainEventName,
  type DomainEventPayload,
  type DomainEventReply,
} from '@orbita/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { contextOf, savepoint } from '../../platform/db/transaction';
import type { EventBus } from '../../platform/events/bus';
import { memberships, users, workspaces } from '../../platform/identity/schema';
import { cardBrief, commentBrief, taskBrief } from '../flow';
import { missionName, resourceName, trophyName } from '../gamification';
import { inviteBrief } from '../workspaces';
import { mentionCandidates, mentionedIn } from './mentions';
import { clip, deliver, type Notice } from './notify';

const PLAYER_LINK = '/gamificacao/player/inventario';
const taskLink = (listId: string, taskId: string) => `/flow/lista/${listId}?tarefa=${taskId}`;
const cardLink = (processId: string, cardId: string) =>
  `/flow/processo/${processId}?cartao=${cardId}`;
/** Quoted names inside titles stay short enough for the title's 200 characters. */
const quote = (name: string) => `“${clip(name, 80)}”`;

async function nameOf(tx: Tx, userId: string | null): Promise<string> {
  if (!userId) return 'O Orbita';
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? 'Alguém';
}

async function workspaceName(tx: Tx, workspaceId: string): Promise<string> {
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
async function homeOf(tx: Tx, userId: string, workspaceId: string): Promise<string | null> {
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
function guarded<N extends DomainEventName>(
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
function on<N extends DomainEventName>(
  bus: EventBus,
  name: N,
  handler: (payload: DomainEventPayload<N>, tx: Tx) => Promise<unknown>,
): void {
  bus.onInTransaction(name, guarded<N>(handler));
}

const deliverAll = async (tx: Tx, notices: Notice[]) => {
  for (const notice of notices) await deliver(tx, notice);
};

/** Subscribes notifications to the domain events they come from (the module's `subscribe`). */
export function subscribeNotifications(bus: EventBus): void {
  // ---------------------------------------------------------------- workspaces
  const onInvite = guarded<'workspaces.invite.created'>(async (e, tx) => {
    const invite = await inviteBrief(tx, e.workspaceId, e.inviteId);
    if (!invite) return;
    const [invited] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, invite.email.trim().toLowerCase()));
    if (!invited) return; // No account yet: the invite's e-mail is all they get.
    const home = await homeOf(tx, invited.id, e.workspaceId);
    if (!home) return;
    const [who, where] = await Promise.all([
      nameOf(tx, e.actorId),
      workspaceName(tx, e.workspaceId),
    ]);
    await deliver(tx, {
      event: 'invited',
      kind: 'invite',
      workspaceId: home,
      userId: invited.id,
      actorId: e.actorId,
      title: `${who} convidou você para a conta ${quote(where)}`,
      body: `Papel: ${roleLabels[invite.role]}. Para aceitar, abra o convite enviado para ${invite.email}.`,
      // A resent invite says it again without a second row.
      group: {
        key: `invite:${e.inviteId}`,
        title: () => `${who} convidou você para a conta ${quote(where)}`,
      },
    });
  });
  bus.onInTransaction('workspaces.invite.created', onInvite);
  bus.onInTransaction('workspaces.invite.resent', onInvite);

  on(bus, 'workspaces.invite.accepted', async (e, tx) => {
    const invite = await inviteBrief(tx, e.workspaceId, e.inviteId);
    if (!invite?.invitedBy) return;
    const [who, where] = await Promise.all([
      nameOf(tx, e.userId),
      workspaceName(tx, e.workspaceId),
    ]);
    await deliver(tx, {
      event: 'invite-accepted',
      kind: 'invite',
      workspaceId: e.workspaceId,
      userId: invite.invitedBy,
      actorId: e.userId,
      title: `${who} aceitou seu convite para a conta ${quote(where)}`,
      body: `Papel: ${roleLabels[e.role]}.`,
      link: `/conta/conta/${e.workspaceId}`,
    });
  });

  on(bus, 'workspaces.member.role-changed', async (e, tx) => {
    const [who, where] = await Promise.all([
      nameOf(tx, e.actorId),
      workspaceName(tx, e.workspaceId),
    ]);
    await deliver(tx, {
      event: 'role-changed',
      kind: 'system',
      workspaceId: e.workspaceId,
      userId: e.userId,
      actorId: e.actorId,
      title: `Seu papel na conta ${quote(where)} agora é ${roleLabels[e.to]}`,
      body: `${who} mudou seu papel de ${roleLabels[e.from]} para ${roleLabels[e.to]}.`,
      link: `/conta/conta/${e.workspaceId}`,
    });
  });

  // ---------------------------------------------------------------- flow
  on(bus, 'flow.task.assigned', async (e, tx) => {
    const task = await taskBrief(tx, e.workspaceId, e.taskId);
    if (!task) return;
    const who = await nameOf(tx, e.actorId);
    await deliver(tx, {
      event: 'assigned',
      kind: 'task',
      workspaceId: e.workspaceId,
      userId: e.userId,
      actorId: e.actorId,
      title: '',
      body: task.title,
      link: taskLink(task.listId, task.id),
      group: {
        key: `assigned-task:${e.actorId ?? 'sistema'}`,
        title: (n) =>
          n === 1
            ? `${who} atribuiu a você a tarefa ${quote(task.title)}`
            : `${who} atribuiu ${n} tarefas a você`,
      },
    });
  });

  on(bus, 'flow.comment.created', async (e, tx) => {
    const [task, comment] = await Promise.all([
      taskBrief(tx, e.workspaceId, e.taskId),
      commentBrief(tx, e.workspaceId, e.commentId),
    ]);
    if (!task || !comment) return;
    const author = comment.authorId ?? e.actorId;
    const who = await nameOf(tx, author);
    const mentioned = mentionedIn(comment.body, await mentionCandidates(tx, e.workspaceId));
    const common = {
      workspaceId: e.workspaceId,
      actorId: author,
      title: '',
      body: comment.body,
      link: taskLink(task.listId, task.id),
    };
    const notices: Notice[] = [...mentioned].map((userId) => ({
      ...common,
      event: 'mentioned',
      kind: 'mention',
      userId,
      group: {
        key: `mention:${task.id}`,
        title: (n) =>
          n === 1
            ? `${who} mencionou você em ${quote(task.title)}`
            : `${n} menções a você em ${quote(task.title)}`,
      },
    }));
    // The task's people hear of the comment, unless its mention already told them.
    const concerned = new Set([...task.assigneeIds, ...(task.createdBy ? [task.createdBy] : [])]);
    for (const userId of concerned) {
      if (mentioned.has(userId)) continue;
      notices.push({
        ...common,
        event: 'task-comment',
        kind: 'task',
        userId,
        group: {
          key: `task-comment:${task.id}`,
          title: (n) =>
            n === 1
              ? `${who} comentou em ${quote(task.title)}`
              : `${n} comentários em ${quote(task.title)}`,
        },
      });
    }
    await deliverAll(tx, notices);
  });

  on(bus, 'flow.card.assigned', async (e, tx) => {
    const card = await cardBrief(tx, e.workspaceId, e.cardId);
    if (!card) return;
    const who = await nameOf(tx, e.actorId);
    await deliver(tx, {
      event: 'assigned',
      kind: 'task',
      workspaceId: e.workspaceId,
      userId: e.userId,
      actorId: e.actorId,
      title: '',
      body: card.title,
      link: cardLink(card.processId, card.id),
      group: {
        key: `assigned-card:${e.actorId ?? 'sistema'}`,
        title: (n) =>
          n === 1
            ? `${who} atribuiu a você o cartão ${quote(card.title)}`
            : `${who} atribuiu ${n} cartões a você`,
      },
    });
  });

  // Stages have no assignees or watchers of their own: the card's assignee hears of its moves.
  const onCardMoved = guarded<'flow.card.moved'>(async (e, tx) => {
    const card = await cardBrief(tx, e.workspaceId, e.cardId);
    if (!card?.assigneeId) return;
    await deliver(tx, {
      event: 'process-card',
      kind: 'task',
      workspaceId: e.workspaceId,
      userId: card.assigneeId,
      actorId: e.actorId,
      title: '',
      body: card.title,
      link: cardLink(card.processId, card.id),
      group: {
        key: `process-card:${e.toStageId}`,
        title: (n) =>
          n === 1
            ? `O cartão ${quote(card.title)} entrou em ${quote(card.stageName)}`
            : `${n} cartões entraram em ${quote(card.stageName)}`,
      },
    });
  });
  bus.onInTransaction('flow.card.moved', async (e, tx) => {
    // Reordering inside a stage is no news.
    if (e.fromStageId !== e.toStageId) await onCardMoved(e, tx);
  });

  // ---------------------------------------------------------------- gamification
  // The player earned these by their own work, but they are news to them: no actor to skip.
  on(bus, 'gamification.mission.completed', async (e, tx) => {
    const home = await homeOf(tx, e.userId, e.workspaceId);
    const name = await missionName(tx, e.workspaceId, e.missionId);
    if (!home || !name) return;
    await deliver(tx, {
      event: 'mission-concluded',
      kind: 'mission',
      workspaceId: home,
      userId: e.userId,
      actorId: null,
      title: `Missão concluída: ${quote(name)}`,
      link: PLAYER_LINK,
    });
  });

  on(bus, 'gamification.ledger.granted', async (e, tx) => {
    // Won (a mission's reward, the day's access), not bought or moved by the player.
    if (!/^(mission|daily):/.test(e.cause)) return;
    const home = await homeOf(tx, e.userId, e.workspaceId);
    if (!home) return;
    const parts: string[] = [];
    if (e.points > 0) parts.push(`${e.points} ${e.points === 1 ? 'ponto' : 'pontos'}`);
    if (e.resourceId && e.quantity > 0) {
      const name = await resourceName(tx, e.workspaceId, e.resourceId);
      if (name) parts.push(`${e.quantity} × ${name}`);
    }
    if (parts.length === 0) return;
    const won = `Você ganhou ${parts.join(' e ')}`;
    await deliver(tx, {
      event: 'reward-won',
      kind: 'reward',
      workspaceId: home,
      userId: e.userId,
      actorId: null,
      title: '',
      body: won,
      link: PLAYER_LINK,
      group: {
        key: `reward:${e.gameId ?? 'orbita'}`,
        title: (n) => (n === 1 ? won : `Você ganhou ${n} recompensas`),
      },
    });
  });

  on(bus, 'gamification.trophy.awarded', async (e, tx) => {
    const home = await homeOf(tx, e.userId, e.workspaceId);
    const name = await trophyName(tx, e.workspaceId, e.trophyId);
    if (!home || !name) return;
    await deliver(tx, {
      event: 'reward-won',
      kind: 'reward',
      workspaceId: home,
      userId: e.userId,
      actorId: null,
      title: `Você conquistou o troféu ${quote(name)}`,
      link: PLAYER_LINK,
    });
  });
}
