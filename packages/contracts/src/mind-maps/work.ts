import { z } from 'zod';
import {
  itemStageLabels,
  itemStages,
  taskStatusLabels,
  taskStatuses,
  taskStatusSchema,
  type ItemStage,
  type TaskStatus,
} from '../flow/vocabulary';
import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { DomainEventBase } from '../platform/events';

/**
 * Mind maps ↔ work (issue 19, "Nodes ↔ work"): a node or a branch becomes inbox items or tasks
 * of a chosen list; the node then carries the task's id and code (`taskId`/`taskCode` of the
 * map document) and shows a live status badge; a list can be opened as a read-only map of its
 * tasks grouped by status. Routes under `/api/app/mind-space/mind-maps`.
 */

/** How many nodes one conversion may turn into work (a branch with its descendants included). */
export const MIND_MAP_CONVERT_MAX = 200;
/** Tasks a list shows as a map, at most (more: `truncated`). */
export const MIND_MAP_LIST_TASKS_MAX = 2000;

export const mindMapWorkMessages = {
  nodesRequired: 'Escolha ao menos um nó.',
  tooMany: `Converta no máximo ${MIND_MAP_CONVERT_MAX} nós de uma vez.`,
  nodeNotFound: 'Nó não encontrado neste mapa.',
  listRequired: 'Escolha a lista das tarefas.',
  targetInvalid: 'Escolha o destino: caixa de entrada ou tarefas.',
  rootRefused: 'A ideia central não pode virar tarefa: escolha um ramo.',
  untitled: 'Sem título',
  linkNotFound: 'Esta tarefa não está ligada a um nó de mapa.',
} as const;

/** Node ids are strings of the map document (the root is `root`); bounded like any input. */
const nodeIdSchema = z
  .string()
  .min(1, mindMapWorkMessages.nodeNotFound)
  .max(100, mindMapWorkMessages.nodeNotFound);

export const workTargets = ['inbox', 'tasks'] as const;
export type WorkTarget = (typeof workTargets)[number];

/**
 * `POST /mind-maps/{id}/nodes/convert`. `tasks` needs `listId`; `status` is the column the
 * new tasks start in (default "A fazer"). With `includeDescendants` each chosen node brings
 * its whole branch (pre-order: a parent before its children). Nodes already linked are
 * skipped, never converted twice.
 */
export const convertNodesBodySchema = z
  .strictObject({
    nodeIds: z
      .array(nodeIdSchema)
      .min(1, mindMapWorkMessages.nodesRequired)
      .max(MIND_MAP_CONVERT_MAX, mindMapWorkMessages.tooMany),
    target: z.enum(workTargets, mindMapWorkMessages.targetInvalid),
    listId: z.uuid(mindMapWorkMessages.listRequired).optional(),
    status: taskStatusSchema.exclude(['archived']).optional(),
    includeDescendants: z.boolean().default(false),
  })
  .refine((b) => b.target !== 'tasks' || b.listId !== undefined, {
    message: mindMapWorkMessages.listRequired,
    path: ['listId'],
  });
export type ConvertNodesBody = z.input<typeof convertNodesBodySchema>;

export const linkKinds = ['task', 'inbox'] as const;
export type LinkKind = (typeof linkKinds)[number];

/** Board colours of each task status (the kanban column's top border). */
export const taskStatusColors: Record<TaskStatus, string> = {
  todo: '#90a4ae',
  doing: '#1976d2',
  done: '#2e7d32',
  canceled: '#9e9e9e',
  archived: '#6d4c41',
};
/** Colours of an inbox item's stage on a node's badge. */
export const itemStageColors: Record<ItemStage, string> = {
  collected: '#ed6c02',
  separated: '#2e7d32',
  canceled: '#9e9e9e',
  archived: '#6d4c41',
};

/** A node's link to the work it became, with that work's current state (the node's badge). */
export const nodeLinkSchema = z.object({
  nodeId: z.string(),
  /** `task` also for an inbox item processed into a task since: the badge follows the task. */
  kind: z.enum(linkKinds),
  /** The task's or inbox item's id. */
  recordId: z.uuid(),
  /** `TAR-0042` / `IN-0007`: the current one, or the last known when the record is gone. */
  code: z.string(),
  title: z.string(),
  /** Task status or inbox stage (`todo`, `collected`, …); null when gone. */
  status: z.string().nullable(),
  /** pt-BR label of the status ("Feito", "Coletado"), or "Excluída" when gone. */
  statusLabel: z.string(),
  color: z.string(),
  /** Finished: a task done, an inbox item processed (no longer collected). */
  done: z.boolean(),
  /** The task or item was deleted (or moved to the trash). */
  gone: z.boolean(),
  /** The task's list (to open it); null for inbox items and gone tasks. */
  listId: z.uuid().nullable(),
});
export type NodeLink = z.infer<typeof nodeLinkSchema>;

/** `GET /mind-maps/{id}/links`: every linked node of the map, in link order. */
export const nodeLinksSchema = z.object({ links: z.array(nodeLinkSchema) });
export type NodeLinks = z.infer<typeof nodeLinksSchema>;

/** What a conversion did: the links made (with their records' state) and the nodes skipped. */
export const convertNodesResultSchema = z.object({
  converted: z.array(nodeLinkSchema),
  /** Nodes already linked before this conversion (never converted twice). */
  skipped: z.array(z.string()),
});
export type ConvertNodesResult = z.infer<typeof convertNodesResultSchema>;

/** `GET /mind-maps/links/by-task/{taskId}`: the map node a task came from (the task drawer). */
export const taskMapLinkSchema = z.object({
  mapId: z.uuid(),
  mapTitle: z.string(),
  nodeId: z.string(),
});
export type TaskMapLink = z.infer<typeof taskMapLinkSchema>;

/** The pt-BR label, colour and done flag of a task status or an inbox stage. */
export function workStatus(
  kind: LinkKind,
  status: string,
): { statusLabel: string; color: string; done: boolean } {
  if (kind === 'task' && (taskStatuses as readonly string[]).includes(status)) {
    const s = status as TaskStatus;
    return { statusLabel: taskStatusLabels[s], color: taskStatusColors[s], done: s === 'done' };
  }
  if (kind === 'inbox' && (itemStages as readonly string[]).includes(status)) {
    const s = status as ItemStage;
    return { statusLabel: itemStageLabels[s], color: itemStageColors[s], done: s !== 'collected' };
  }
  return { statusLabel: status, color: '#9e9e9e', done: false };
}
export const goneStatus = { statusLabel: 'Excluída', color: '#9e9e9e', done: false } as const;

// ------------------------------------------------------------------ a list as a map

/**
 * `GET /mind-maps/from-list/{listId}`: the list as a read-only tree in the editor's TreeNode
 * shape (`@orbita/contracts/mind-map-doc`): root = the list's name, children = the statuses in
 * board order (ids `status:<status>`; "Cancelado" and "Arquivado" collapsed like on the board),
 * grandchildren = its tasks in column order (id = task id, text = title, taskId/taskCode
 * set so the node opens the task).
 */
const nodeFields = {
  id: z.string(),
  parentId: z.string().nullable(),
  depth: z.number().int(),
  text: z.string(),
  note: z.string(),
  color: z.string().nullable(),
  icon: z.string().nullable(),
  link: z.string().nullable(),
  collapsed: z.boolean(),
  side: z.enum(['left', 'right']).nullable(),
  taskId: z.string().nullable(),
  taskCode: z.string().nullable(),
};
export const listMapTaskNodeSchema = z.object({ ...nodeFields, children: z.array(z.never()) });
export const listMapStatusNodeSchema = z.object({
  ...nodeFields,
  children: z.array(listMapTaskNodeSchema),
});
export const listMapSchema = z.object({
  listId: z.uuid(),
  readonly: z.literal(true),
  /** More tasks than `MIND_MAP_LIST_TASKS_MAX`: the first ones in board order are shown. */
  truncated: z.boolean(),
  root: z.object({ ...nodeFields, children: z.array(listMapStatusNodeSchema) }),
});
export type ListMap = z.infer<typeof listMapSchema>;

// ------------------------------------------------------------------ events and endpoints

/** Domain events of this slice (merged into DomainEvents like events.ts). */
export interface MindMapWorkEvents {
  'mind-maps.nodes.converted': DomainEventBase & {
    mapId: string;
    target: WorkTarget;
    /** The task or inbox item ids made, one per converted node. */
    recordIds: string[];
  };
}

declare module '../platform/events' {
  interface DomainEvents extends MindMapWorkEvents {}
}

const base = '/api/app/mind-space/mind-maps';

/** Nodes ↔ work: convert, the badges, a task's node, a list as a map. */
export const mindMapWorkEndpoints = {
  convert: defineEndpoint({
    method: 'POST',
    path: `${base}/{id}/nodes/convert`,
    body: schemaType<typeof convertNodesBodySchema>(),
    response: schemaType<typeof convertNodesResultSchema>(),
  }),
  links: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}/links`,
    response: schemaType<typeof nodeLinksSchema>(),
  }),
  taskLink: defineEndpoint({
    method: 'GET',
    path: `${base}/task-links/{taskId}`,
    response: schemaType<typeof taskMapLinkSchema>(),
  }),
  fromList: defineEndpoint({
    method: 'GET',
    path: `${base}/from-list/{listId}`,
    response: schemaType<typeof listMapSchema>(),
  }),
};
