import {
  deleteNodes,
  insertOutline,
  parseMarkdownOutline,
  ROOT_ID,
  toMarkdownOutline,
  toOutline,
  type OutlineNode,
  type TreeNode,
} from '@orbita/contracts/mind-map-doc';
import { write, type EditorContext } from './run-command';

/**
 * Copy and paste of branches. The system clipboard gets a Markdown outline (paste it into a
 * note, a chat or another map); this tab also keeps the outlines themselves, with colours,
 * icons and notes, and uses them when what is pasted is still the text it copied.
 */
let internal: { markdown: string; outlines: OutlineNode[] } | null = null;

/** The selected branches, without those inside another selected one (copied once). */
export function topBranches(ids: string[], index: Map<string, TreeNode>): TreeNode[] {
  const chosen = new Set(ids);
  return ids
    .map((id) => index.get(id))
    .filter((n): n is TreeNode => {
      if (!n) return false;
      for (let p = n.parentId; p !== null; p = index.get(p)?.parentId ?? null)
        if (chosen.has(p)) return false;
      return true;
    });
}

export function copyBranches(ctx: EditorContext, data: DataTransfer | null): boolean {
  const branches = topBranches(ctx.selection.ids, ctx.index);
  if (branches.length === 0 || !data) return false;
  const outlines = branches.map(toOutline);
  // Each outline ends its own last line.
  const markdown = outlines.map((o) => toMarkdownOutline(o)).join('');
  internal = { markdown, outlines };
  data.setData('text/plain', markdown);
  return true;
}

export function cutBranches(ctx: EditorContext, data: DataTransfer | null): boolean {
  if (!copyBranches(ctx, data)) return false;
  const ids = ctx.selection.ids.filter((id) => id !== ROOT_ID);
  if (ids.length > 0) write(ctx, () => deleteNodes(ctx.doc, ids));
  return true;
}

/**
 * Pastes under the focused node: the copied branches, or plain text read as an outline — an
 * indented list becomes a branch, each other line a child.
 */
export function pasteBranches(ctx: EditorContext, text: string): string[] {
  const outlines =
    internal && internal.markdown === text ? internal.outlines : parseMarkdownOutline(text);
  if (outlines.length === 0) return [];
  const parent = ctx.selection.focus;
  const ids = write(ctx, () => insertOutline(ctx.doc, parent, outlines));
  if (ids.length > 0) ctx.select({ focus: ids[0]!, ids });
  return ids;
}
