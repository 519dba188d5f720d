import type { EventBus } from '../../platform/events/bus';
import { cardBrief, commentBrief, taskBrief } from '../flow';
import { mentionCandidates, mentionedIn } from './mentions';
import { cardLink, deliverAll, guarded, nameOf, on, quote, taskLink } from './notify-helpers';
import { deliver, type Notice } from './notify';

/** Tasks and cards assigned, comments and mentions, cards entering a stage. */
export function subscribeFlowNotices(bus: EventBus): void {
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
}
