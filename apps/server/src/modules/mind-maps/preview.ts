import { MIND_MAP_PREVIEW_MAX, type MindMapPreview } from '@orbita/contracts/mind-maps';

/** Any tree of the map model: a document's `TreeNode` or an `OutlineNode` (templates, imports). */
export interface PreviewSource {
  text: string;
  color?: string | null;
  children: PreviewSource[];
}

// A thumbnail shows words, not paragraphs.
const short = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/**
 * The gallery's preview of a tree: the root, its branches and their children's texts, at
 * most `MIND_MAP_PREVIEW_MAX` entries counted in drawing order (every branch first, then
 * their children, so a wide map still shows all its branches before any grandchild).
 */
export function previewOf(root: PreviewSource): MindMapPreview {
  let budget = MIND_MAP_PREVIEW_MAX - 1;
  const branches = root.children.slice(0, budget).map((branch) => ({
    text: short(branch.text),
    color: branch.color ?? null,
    children: [] as string[],
  }));
  budget -= branches.length;
  for (const [i, branch] of branches.entries()) {
    const children = root.children[i]!.children;
    const taken = children.slice(0, budget).map((child) => short(child.text));
    branch.children = taken;
    budget -= taken.length;
  }
  return { root: short(root.text), branches };
}

/** Nodes of a tree, the root included. */
export function countNodes(root: PreviewSource): number {
  let count = 0;
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    count += 1;
    stack.push(...node.children);
  }
  return count;
}
