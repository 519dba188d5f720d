import type { AppContext } from '../../platform/context';
import { clock } from '../../platform/clock';
import { transaction } from '../../platform/db/transaction';
import { tasksDueBetween, type DueTask } from '../flow';
import { personTimeZone } from '../settings';
import { deliver } from './notify';
import { notificationMarks } from './schema';

export const DUE_SOON_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

const formatDue = (dueAt: Date, timeZone: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(dueAt);

/** The task's people: its assignees, or whoever created it when nobody is assigned. */
const concerned = (task: DueTask) =>
  task.assigneeIds.length > 0 ? task.assigneeIds : task.createdBy ? [task.createdBy] : [];

/**
 * Tells each person of their open tasks due within the next 24 hours, once per task and
 * deadline: the mark `task-due:<task>:<due>` is inserted first and only the insert that
 * wins notifies, so runs on several instances (or a rerun) never repeat it; a new deadline
 * is a new mark. Each notice commits on its own. Answers how many notices it delivered.
 */
export async function notifyDueSoon(ctx: AppContext, now = clock.now()): Promise<number> {
  const until = new Date(now.getTime() + DUE_SOON_MS);
  let after: DueTask | undefined;
  let delivered = 0;
  for (;;) {
    const tasks = await tasksDueBetween(ctx.db, now, until, BATCH, after);
    for (const task of tasks) {
      for (const userId of concerned(task)) {
        const key = `task-due:${task.id}:${task.dueAt.toISOString()}`;
        delivered += await transaction(ctx, async (tx) => {
          const [marked] = await tx
            .insert(notificationMarks)
            .values({ userId, key })
            .onConflictDoNothing()
            .returning({ key: notificationMarks.key });
          if (!marked) return 0;
          const due = formatDue(task.dueAt, await personTimeZone(tx, userId));
          const outcome = await deliver(tx, {
            event: 'task-due',
            kind: 'task',
            workspaceId: task.workspaceId,
            userId,
            actorId: null,
            title: '',
            body: `${task.title} — prazo ${due}`,
            link: `/flow/lista/${task.listId}?tarefa=${task.id}`,
            group: {
              key: 'task-due',
              title: (n) =>
                n === 1
                  ? `A tarefa “${task.title.slice(0, 80)}” vence em menos de 24 horas`
                  : `${n} tarefas vencem nas próximas 24 horas`,
            },
          });
          return outcome === 'skipped' ? 0 : 1;
        });
      }
    }
    if (tasks.length < BATCH) return delivered;
    after = tasks.at(-1);
  }
}
