import {
  ROOT_ID,
  initMap,
  insertOutline,
  readTree,
  updateNode,
  type OutlineNode,
} from '@orbita/contracts/mind-map-doc';
import { taskStatusColors, type ListMap, type NodeLink } from '@orbita/contracts/mind-maps';
import * as Y from 'yjs';

type StatusNode = ListMap['root']['children'][number];

const statusOf = (node: StatusNode) =>
  node.id.replace(/^status:/, '') as keyof typeof taskStatusColors;

/**
 * A flow list as a local map document for the editor's canvas, read-only: the list at the
 * centre, its statuses in board order as coloured branches, their tasks as ideas carrying
 * the task's badge (code on the status colour, opening the task). Nothing is synced: the
 * list itself is the record, and a new read rebuilds the document.
 */
export function listMapDoc(map: ListMap): { doc: Y.Doc; links: Map<string, NodeLink> } {
  const doc = new Y.Doc();
  initMap(doc, map.root.text);
  const outline: OutlineNode[] = map.root.children.map((status) => ({
    text: `${status.text} (${status.children.length})`,
    color: taskStatusColors[statusOf(status)] ?? null,
    collapsed: status.collapsed,
    children: status.children.map((task) => ({ text: task.text, children: [] })),
  }));
  insertOutline(doc, ROOT_ID, outline);
  const links = new Map<string, NodeLink>();
  // insertOutline keeps the outline's order: pair the created ideas with the tasks in turn.
  readTree(doc).children.forEach((branch, i) => {
    const status = map.root.children[i];
    if (!status) return;
    const key = statusOf(status);
    branch.children.forEach((idea, j) => {
      const task = status.children[j];
      if (!task?.taskId || !task.taskCode) return;
      updateNode(doc, idea.id, { taskId: task.taskId, taskCode: task.taskCode });
      links.set(idea.id, {
        nodeId: idea.id,
        kind: 'task',
        recordId: task.taskId,
        code: task.taskCode,
        title: task.text,
        status: key,
        statusLabel: status.text,
        color: taskStatusColors[key] ?? '#9e9e9e',
        done: key === 'done',
        gone: false,
        listId: map.listId,
      });
    });
  });
  return { doc, links };
}
