import {
  addChild,
  addSibling,
  deleteNodes,
  moveNode,
  ROOT_ID,
  updateNode,
  type TreeNode,
} from '@orbita/contracts/mind-map-doc';
import type * as Y from 'yjs';
import type { Command } from './keyboard-map';
import type { MapGeometry } from './layout';
import { neighbour } from './navigation';
import type { Viewport } from './viewport';

/** The focused node (where the keyboard acts) and every selected one (focus included). */
export interface Selection {
  focus: string;
  ids: string[];
}

export interface EditorContext {
  doc: Y.Doc;
  /** The origin of this editor's transactions: what its undo manager tracks. */
  origin: unknown;
  undo: Y.UndoManager | null;
  index: Map<string, TreeNode>;
  geometry: MapGeometry;
  selection: Selection;
  select: (selection: Selection) => void;
  startEdit: (id: string, replaceWith?: string, fresh?: boolean) => void;
  viewport: Viewport;
  tell: (message: string) => void;
}

/** One command = one transaction with this editor's origin = one undo step. */
export function write<T>(ctx: Pick<EditorContext, 'doc' | 'origin' | 'undo'>, change: () => T): T {
  ctx.undo?.stopCapturing();
  let result!: T;
  ctx.doc.transact(() => {
    result = change();
  }, ctx.origin);
  return result;
}

const only = (id: string): Selection => ({ focus: id, ids: [id] });

export function runCommand(command: Command, ctx: EditorContext): void {
  const { doc, selection, index } = ctx;
  const focus = index.get(selection.focus) ?? index.get(ROOT_ID)!;
  switch (command.kind) {
    case 'add-child':
    case 'add-sibling': {
      const id = write(ctx, () => {
        if (command.kind === 'add-sibling' && focus.parentId !== null)
          return addSibling(doc, focus.id);
        // A child of a folded node would be born hidden: unfold it first.
        if (focus.collapsed) updateNode(doc, focus.id, { collapsed: false });
        return addChild(doc, focus.id);
      });
      ctx.select(only(id));
      ctx.startEdit(id, '', true);
      return;
    }
    case 'edit':
      ctx.startEdit(focus.id, command.replaceWith);
      return;
    case 'delete': {
      const ids = selection.ids.filter((id) => id !== ROOT_ID && index.has(id));
      if (ids.length === 0) {
        ctx.tell('A ideia central não pode ser excluída.');
        return;
      }
      const next = afterDelete(focus, index, new Set(ids));
      write(ctx, () => deleteNodes(doc, ids));
      ctx.select(only(next));
      ctx.tell(ids.length === 1 ? 'Ideia excluída.' : `${ids.length} ideias excluídas.`);
      return;
    }
    case 'select': {
      const to = neighbour(ctx.geometry, focus.id, command.direction);
      if (!to) return;
      const ids = command.extend ? [...new Set([...selection.ids, to])] : [to];
      ctx.select({ focus: to, ids });
      const placed = ctx.geometry.byId.get(to);
      if (placed) ctx.viewport.reveal(placed);
      return;
    }
    case 'reorder': {
      const parent = focus.parentId === null ? undefined : index.get(focus.parentId);
      if (!parent) return;
      const at = parent.children.findIndex((c) => c.id === focus.id);
      const to = command.direction === 'up' ? at - 1 : at + 1;
      if (to < 0 || to >= parent.children.length) return;
      write(ctx, () => moveNode(doc, focus.id, parent.id, to));
      return;
    }
    case 'fold': {
      const folding = selection.ids
        .map((id) => index.get(id))
        .filter((n): n is TreeNode => !!n && n.children.length > 0);
      if (folding.length === 0) return;
      const collapse = !focus.collapsed || !folding.includes(focus);
      write(ctx, () => folding.forEach((n) => updateNode(doc, n.id, { collapsed: collapse })));
      return;
    }
    case 'undo':
    case 'redo':
      ctx.undo?.[command.kind]();
      return;
    case 'select-all':
      ctx.select({ focus: focus.id, ids: ctx.geometry.nodes.map((n) => n.id) });
      return;
    case 'clear-selection':
      ctx.select(only(focus.id));
      return;
    case 'zoom':
      ctx.viewport.zoomAt(command.by === 'in' ? 1.2 : 1 / 1.2);
      return;
    case 'fit':
      ctx.viewport.fit(ctx.geometry.bounds);
      return;
    case 'center': {
      const placed = ctx.geometry.byId.get(focus.id);
      if (placed) ctx.viewport.centerOn(placed);
      return;
    }
  }
}

/** Where the selection goes when its node is deleted: next sibling, previous, else the parent. */
function afterDelete(focus: TreeNode, index: Map<string, TreeNode>, gone: Set<string>): string {
  let node: TreeNode | undefined = focus;
  while (node && node.parentId !== null) {
    const parent: TreeNode | undefined = index.get(node.parentId);
    if (!parent) break;
    if (!gone.has(node.id)) return node.id;
    const at = parent.children.findIndex((c) => c.id === node!.id);
    const sibling = [
      ...parent.children.slice(at + 1),
      ...parent.children.slice(0, at).reverse(),
    ].find((c) => !gone.has(c.id));
    if (sibling) return sibling.id;
    node = parent;
  }
  return ROOT_ID;
}
