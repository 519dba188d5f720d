import { defineModule } from '../../platform/module';
import { inboxRoutes } from './inbox/routes';
import { flowLists } from './lists/schema';
import { flowProcesses } from './processes/schema';
import { flowTasks } from './tasks/schema';
import { listRoutes } from './lists/routes';
import { processRoutes } from './processes/routes';
import { cardPartRoutes } from './processes/card-parts-routes';
import { cardRoutes } from './processes/card-routes';
import { taskPartRoutes } from './tasks/task-parts-routes';
import { taskRoutes } from './tasks/routes';
import { historyRoutes } from './history/routes';
import { subscribeHistory } from './history/subscribe';
import { trashRoutes } from './trash/routes';
import { flowSequences } from './sequences-source';
import { listTemplate } from './lists/template';
import { processTemplate } from './processes/template';

/**
 * Flow's public entry: what other modules may use. Flow's writes tell the rest of Orbita
 * through the domain-event bus (`flow.task.completed`, `flow.inbox-item.processed`, … in
 * packages/contracts/src/flow/events.ts); these services let them read a list or do flow's
 * work themselves (tests, the seed), each write in its own transaction.
 */
export { captureItem } from './inbox/service';
/** For products' codes (`PRD-0001`): a named per-workspace counter, taken atomically. */
export { nextCounterNumber, peekCounterNumber } from './inbox/service';
/** For products' and the store's entries on /fabrica/sequencias: the counter, locked and set. */
export { counterSequenceSource, lockCounter, setCounterNext } from './sequences-source';
export { processItem } from './inbox/process';
export { createList, getList } from './lists/service';
export { createTask, moveTask, updateTask } from './tasks/service';
/** For mind maps: a branch becomes inbox items or tasks in one transaction, then its badges. */
export { captureItemInTx } from './inbox/service';
export { createTaskInTx } from './tasks/service';
/** For agents: their actions write inside the run step's transaction, as a person's would. */
export { moveTaskInTx } from './tasks/service';
/** A task the member may see (a restricted hub narrows it with its list), else 404. */
export { findTask } from './tasks/service';
export { presentTasks } from './tasks/presenter';
export { boardTasks, inboxItemBadges, taskBadges } from './map-reads';
/** Reads for the dashboard: the inbox's figures and the person's open tasks (agenda). */
export { inboxSummary } from './inbox/summary';
export { agendaOf, type Agenda, type AgendaTask } from './tasks/agenda';
/** Reads for notifications (communication): a task, comment or card by id, tasks due soon. */
export {
  cardBrief,
  commentBrief,
  taskBrief,
  tasksDueBetween,
  type DueTask,
} from './notification-reads';

/** Tables read by agents' run input (the records an event names: titles, names). */
export {
  flowCardComments,
  flowCards,
  flowComments,
  flowItems,
  flowLists,
  flowProcesses,
  flowStages,
  flowTasks,
} from './schema';

/**
 * The flow module (`/api/app/flow`): inbox, lists, tasks, processes. Every route needs a
 * member of the current workspace; each one checks the role it needs before the body is
 * parsed (`requires` of the platform route kit).
 */
export const flowModule = defineModule({
  name: 'flow',
  tag: 'flow',
  prefix: '/api/app/flow',
  routes: async (app) => {
    app.addHook('onRequest', app.requireMember);
    await app.register(inboxRoutes);
    await app.register(listRoutes);
    await app.register(taskRoutes);
    await app.register(taskPartRoutes);
    await app.register(processRoutes);
    await app.register(cardRoutes);
    await app.register(cardPartRoutes);
    await app.register(historyRoutes);
    await app.register(trashRoutes);
  },
  subscribe: subscribeHistory,
  // Each list's task codes and the inbox's numbers, on /fabrica/sequencias.
  sequences: flowSequences,
  // A shared link to a list or process of another workspace of mine offers the switch; a
  // task opens in its list (`?tarefa=`). Deleting a list takes its tasks (no task event).
  // Lists (fields, formulas) and processes (stages, WIP limits) saved as structures.
  templates: { lista: listTemplate, processo: processTemplate },
  locatable: {
    lista: {
      table: flowLists,
      title: flowLists.name,
      path: '/flow/lista/{id}',
      deleted: ['flow.list.deleted'],
    },
    processo: {
      table: flowProcesses,
      title: flowProcesses.name,
      path: '/flow/processo/{id}',
      deleted: ['flow.process.deleted'],
    },
    tarefa: {
      table: flowTasks,
      title: flowTasks.title,
      path: '/flow/lista/{listId}?tarefa={id}',
      pathColumns: { listId: flowTasks.listId },
      deleted: ['flow.task.deleted', 'flow.list.deleted'],
      // A hub holds lists, not tasks: a task is narrowed with its list.
      narrowedBy: { kind: 'lista', column: flowTasks.listId },
    },
  },
});
