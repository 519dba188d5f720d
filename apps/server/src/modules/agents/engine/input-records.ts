import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../platform/db/client';
import { memberships, teams, users } from '../../../platform/identity/schema';
import { inWorkspace, type WorkspaceTable } from '../../../platform/scope';
import { chatContacts } from '../../chats';
import { financeBoxes, financeCategories, financeEntries } from '../../finance';
import {
  flowCardComments,
  flowCards,
  flowComments,
  flowItems,
  flowLists,
  flowProcesses,
  flowStages,
  flowTasks,
} from '../../flow';
import {
  gamificationGames,
  gamificationMissions,
  gamificationResources,
  gamificationStoreItems,
  gamificationTrophies,
} from '../../gamification';
import { mediaFiles, mediaFolders } from '../../media';
import { mindMaps } from '../../mind-maps';
import { pages } from '../../pages';
import { publications } from '../../publications';

/**
 * The records a run's input holds besides the event: one KIND per table (read with one
 * query for all the ids a run needs of it) and the SLOTS that name them (`task` ← the
 * payload's `taskId`, `fromStage` ← `fromStageId`…). Every read is scoped to the run's
 * workspace, so an id from another workspace — or sent in an external call's body — finds
 * nothing, and the slot is simply absent.
 */
export type RecordRow = Record<string, unknown>;

export interface RecordKind {
  /** The fields the loader puts in the record (besides `id`). */
  fields: readonly string[];
  load(q: Queryable, workspaceId: string, ids: string[]): Promise<Map<string, RecordRow>>;
}

/** JSON-friendly values: instants as ISO text. */
function plain(row: Record<string, unknown>): RecordRow {
  const out: RecordRow = {};
  for (const [k, v] of Object.entries(row)) out[k] = v instanceof Date ? v.toISOString() : v;
  return out;
}

function byId(rows: Record<string, unknown>[]): Map<string, RecordRow> {
  return new Map(rows.map((r) => [String(r.id), plain(r)]));
}

/** A kind that reads some columns of one workspace table. */
function columnsOf<T extends WorkspaceTable>(
  table: T,
  columns: Record<string, PgColumn>,
): RecordKind {
  return {
    fields: Object.keys(columns),
    async load(q, workspaceId, ids) {
      const rows = await q
        .select({ id: table.id, ...columns })
        .from(table as PgTable)
        .where(inWorkspace(table, { workspaceId }, inArray(table.id, ids)));
      return byId(rows);
    },
  };
}

const nameOf = <T extends WorkspaceTable & { name: PgColumn }>(table: T) =>
  columnsOf(table, { name: table.name });

export const recordKinds = {
  // People: members of the workspace only (users hold no workspace; the membership scopes them).
  user: {
    fields: ['name'],
    async load(q, workspaceId, ids) {
      const rows = await q
        .select({ id: users.id, name: users.name })
        .from(users)
        .innerJoin(
          memberships,
          and(eq(memberships.userId, users.id), eq(memberships.workspaceId, workspaceId)),
        )
        .where(inArray(users.id, ids));
      return byId(rows);
    },
  },
  task: columnsOf(flowTasks, {
    title: flowTasks.title,
    code: flowTasks.code,
    status: flowTasks.status,
    dueAt: flowTasks.dueAt,
  }),
  list: nameOf(flowLists),
  item: columnsOf(flowItems, {
    content: flowItems.content,
    code: flowItems.code,
    stage: flowItems.stage,
  }),
  process: nameOf(flowProcesses),
  stage: nameOf(flowStages),
  card: columnsOf(flowCards, { title: flowCards.title, dueAt: flowCards.dueAt }),
  taskComment: columnsOf(flowComments, { body: flowComments.body }),
  cardComment: columnsOf(flowCardComments, { body: flowCardComments.body }),
  // The entry with its box's and category's names (one query: joins, not three kinds).
  entry: {
    fields: ['description', 'value', 'type', 'status', 'date', 'box', 'category'],
    async load(q, workspaceId, ids) {
      const rows = await q
        .select({
          id: financeEntries.id,
          description: financeEntries.description,
          value: financeEntries.value,
          type: financeEntries.type,
          status: financeEntries.status,
          date: financeEntries.occurredOn,
          box: financeBoxes.name,
          category: financeCategories.name,
        })
        .from(financeEntries)
        .leftJoin(financeBoxes, eq(financeBoxes.id, financeEntries.boxId))
        .leftJoin(financeCategories, eq(financeCategories.id, financeEntries.categoryId))
        .where(inWorkspace(financeEntries, { workspaceId }, inArray(financeEntries.id, ids)));
      return byId(rows);
    },
  },
  box: nameOf(financeBoxes),
  category: nameOf(financeCategories),
  game: nameOf(gamificationGames),
  mission: nameOf(gamificationMissions),
  trophy: nameOf(gamificationTrophies),
  resource: nameOf(gamificationResources),
  storeItem: nameOf(gamificationStoreItems),
  page: columnsOf(pages, { title: pages.title }),
  publication: columnsOf(publications, { title: publications.title }),
  map: columnsOf(mindMaps, { title: mindMaps.title }),
  file: nameOf(mediaFiles),
  folder: nameOf(mediaFolders),
  team: nameOf(teams),
  contact: nameOf(chatContacts),
} satisfies Record<string, RecordKind>;

export type RecordKindName = keyof typeof recordKinds;

export interface RecordSlot {
  /** The key in the run's input (`task` → `{{task.title}}`). */
  key: string;
  /** The payload field holding the record's id. */
  idKey: string;
  kind: RecordKindName;
  /** Only for these events (the same id key names different tables in other modules). */
  when?: (eventName: string) => boolean;
}

export const recordSlots: readonly RecordSlot[] = [
  { key: 'actor', idKey: 'actorId', kind: 'user' },
  { key: 'member', idKey: 'userId', kind: 'user' },
  { key: 'task', idKey: 'taskId', kind: 'task' },
  { key: 'list', idKey: 'listId', kind: 'list' },
  { key: 'item', idKey: 'itemId', kind: 'item' },
  { key: 'process', idKey: 'processId', kind: 'process' },
  { key: 'stage', idKey: 'stageId', kind: 'stage' },
  { key: 'fromStage', idKey: 'fromStageId', kind: 'stage' },
  { key: 'toStage', idKey: 'toStageId', kind: 'stage' },
  { key: 'card', idKey: 'cardId', kind: 'card' },
  {
    key: 'comment',
    idKey: 'commentId',
    kind: 'taskComment',
    when: (name) => name.startsWith('flow.comment.'),
  },
  {
    key: 'comment',
    idKey: 'commentId',
    kind: 'cardComment',
    when: (name) => name.startsWith('flow.card-comment.'),
  },
  { key: 'entry', idKey: 'entryId', kind: 'entry' },
  { key: 'box', idKey: 'boxId', kind: 'box' },
  { key: 'fromBox', idKey: 'fromBoxId', kind: 'box' },
  { key: 'toBox', idKey: 'toBoxId', kind: 'box' },
  { key: 'category', idKey: 'categoryId', kind: 'category' },
  { key: 'game', idKey: 'gameId', kind: 'game' },
  { key: 'mission', idKey: 'missionId', kind: 'mission' },
  { key: 'trophy', idKey: 'trophyId', kind: 'trophy' },
  { key: 'resource', idKey: 'resourceId', kind: 'resource' },
  { key: 'storeItem', idKey: 'storeItemId', kind: 'storeItem' },
  { key: 'page', idKey: 'pageId', kind: 'page' },
  { key: 'publication', idKey: 'publicationId', kind: 'publication' },
  { key: 'map', idKey: 'mapId', kind: 'map' },
  { key: 'file', idKey: 'fileId', kind: 'file' },
  { key: 'folder', idKey: 'folderId', kind: 'folder' },
  { key: 'team', idKey: 'teamId', kind: 'team' },
  { key: 'contact', idKey: 'contactId', kind: 'contact' },
  { key: 'assignee', idKey: 'assigneeId', kind: 'user' },
];

/** The slot that fills `key` for this event, if any. */
export function slotFor(eventName: string, key: string): RecordSlot | undefined {
  return recordSlots.find((s) => s.key === key && (!s.when || s.when(eventName)));
}
