import {
  createItemBodySchema,
  createTaskBodySchema,
  ITEM_CONTENT_MAX,
  TASK_DESCRIPTION_MAX,
  TASK_TITLE_MAX,
  type InboxItem,
  type Task,
} from '@orbita/contracts';
import {
  indexTree,
  readTree,
  ROOT_ID,
  updateNode,
  type TreeNode,
} from '@orbita/contracts/mind-map-doc';
import {
  MIND_MAP_CONVERT_MAX,
  mindMapRoom,
  mindMapWorkMessages as messages,
  workStatus,
  type convertNodesBodySchema,
  type NodeLink,
} from '@orbita/contracts/mind-maps';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { CollabHub } from '../../../platform/collab';
import type { AppContext } from '../../../platform/context';
import { transaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { findInWorkspace, inWorkspace, type MemberContext } from '../../../platform/scope';
import { captureItemInTx, createTaskInTx, presentTasks } from '../../flow';
import { mindMaps } from '../schema';
import { mapNotFound } from '../service';
import { mindMapNodeLinks } from './schema';

type Member = Pick<MemberContext, 'userId' | 'workspaceId'>;
type Body = z.output<typeof convertNodesBodySchema>;

export interface Converted {
  converted: NodeLink[];
  skipped: string[];
  /** What flow's screens hear about (published by the route after the commit). */
  tasks: Task[];
  items: InboxItem[];
}

/**
 * At most `max` UTF-16 units (what flow's limits count), ending in "…" when cut; a cut never
 * leaves half of an emoji (a lone surrogate) behind.
 */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** A node's text as a one-line title within flow's limit ("Sem título" when empty). */
export function titleOf(text: string, max = TASK_TITLE_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line === '' ? messages.untitled : clip(line, max);
}

/**
 * The nodes to convert, in map order (a parent before its children), each once: the chosen
 * ones, and with `includeDescendants` their whole branches. Unknown ids answer 404 and the
 * central idea 400 (it is the map itself, not a piece of work).
 */
export function nodesToConvert(root: TreeNode, ids: string[], withBranches: boolean): TreeNode[] {
  const byId = indexTree(root);
  const chosen = new Set<string>();
  for (const id of ids) {
    if (id === ROOT_ID) throw AppError.validation(messages.rootRefused);
    if (!byId.has(id)) throw AppError.notFound(messages.nodeNotFound);
    chosen.add(id);
  }
  const picked: TreeNode[] = [];
  const visit = (node: TreeNode, inChosenBranch: boolean) => {
    const take = chosen.has(node.id) || (withBranches && inChosenBranch);
    if (take) picked.push(node);
    for (const child of node.children) visit(child, take && withBranches);
  };
  visit(root, false);
  if (picked.length > MIND_MAP_CONVERT_MAX) throw AppError.validation(messages.tooMany);
  return picked;
}

/**
 * Turns map nodes into inbox items or tasks of a list (`POST …/{id}/nodes/convert`). The
 * records and their links are written in ONE transaction through flow's public services:
 * either every node becomes work or none does. The map's row is locked first, so two people
 * converting the same node at once take turns and the second one finds it linked (skipped).
 * Then the nodes get `taskId`/`taskCode` through the collaboration layer, a change every open
 * editor receives; the links table stays the truth if that change were to fail.
 */
export async function convertNodes(
  ctx: AppContext,
  collab: CollabHub,
  member: Member,
  mapId: string,
  body: Body,
): Promise<Converted> {
  await findInWorkspace(ctx.db, mindMaps, member, mapId, mapNotFound);
  const room = mindMapRoom(mapId);
  const doc = await collab.read(room, member.workspaceId);
  let nodes: TreeNode[];
  try {
    nodes = nodesToConvert(readTree(doc), body.nodeIds, body.includeDescendants);
  } finally {
    doc.destroy();
  }

  const done = await transaction(ctx, async (tx) => {
    await tx
      .select({ id: mindMaps.id })
      .from(mindMaps)
      .where(inWorkspace(mindMaps, member, eq(mindMaps.id, mapId)))
      .for('no key update');
    const linked = new Set(
      (
        await tx
          .select({ nodeId: mindMapNodeLinks.nodeId })
          .from(mindMapNodeLinks)
          .where(
            inWorkspace(
              mindMapNodeLinks,
              member,
              and(
                eq(mindMapNodeLinks.mapId, mapId),
                inArray(
                  mindMapNodeLinks.nodeId,
                  nodes.map((n) => n.id),
                ),
              ),
            ),
          )
      ).map((r) => r.nodeId),
    );
    const fresh = nodes.filter((n) => !linked.has(n.id));
    const made: NodeLink[] = [];
    const tasks: Parameters<typeof presentTasks>[1] = [];
    const items: InboxItem[] = [];
    for (const node of fresh) {
      if (body.target === 'tasks') {
        const row = await createTaskInTx(
          tx,
          member,
          body.listId!,
          createTaskBodySchema.parse({
            title: titleOf(node.text),
            description: clip(node.note, TASK_DESCRIPTION_MAX),
            ...(body.status ? { status: body.status } : {}),
          }),
        );
        tasks.push(row);
        made.push(linkOf(node.id, 'task', row.id, row.code, row.title, row.status, row.listId));
      } else {
        const title = titleOf(node.text, ITEM_CONTENT_MAX);
        const content = node.note.trim()
          ? clip(`${title}\n\n${node.note.trim()}`, ITEM_CONTENT_MAX)
          : title;
        const item = await captureItemInTx(
          tx,
          member,
          createItemBodySchema.parse({ content, parse: false }),
        );
        items.push(item);
        made.push(linkOf(node.id, 'inbox', item.id, item.code, title, item.stage, null));
      }
    }
    if (made.length > 0) {
      await tx.insert(mindMapNodeLinks).values(
        made.map((link) => ({
          workspaceId: member.workspaceId,
          mapId,
          nodeId: link.nodeId,
          kind: link.kind,
          recordId: link.recordId,
          code: link.code,
          title: link.title,
          createdBy: member.userId,
        })),
      );
      await emit(tx, 'mind-maps.nodes.converted', {
        workspaceId: member.workspaceId,
        actorId: member.userId,
        mapId,
        target: body.target,
        recordIds: made.map((link) => link.recordId),
      });
    }
    return { made, tasks, items, skipped: nodes.filter((n) => linked.has(n.id)).map((n) => n.id) };
  });

  if (done.made.length > 0) {
    try {
      await collab.change(room, member.workspaceId, { userId: member.userId }, (d) => {
        for (const link of done.made)
          updateNode(d, link.nodeId, { taskId: link.recordId, taskCode: link.code });
      });
    } catch (err) {
      // The work exists and its links answer the badges; only the node's own copy is missing.
      ctx.log.warn({ err, mapId }, 'mind-maps: códigos das tarefas não gravados nos nós');
    }
  }
  return {
    converted: done.made,
    skipped: done.skipped,
    // One batch read for all of them (a branch can be 200 tasks).
    tasks: await presentTasks(ctx.db, done.tasks),
    items: done.items,
  };
}

export function linkOf(
  nodeId: string,
  kind: NodeLink['kind'],
  recordId: string,
  code: string,
  title: string,
  status: string,
  listId: string | null,
): NodeLink {
  return {
    nodeId,
    kind,
    recordId,
    code,
    title,
    status,
    ...workStatus(kind, status),
    gone: false,
    listId,
  };
}
