import {
  parseMarkdownOutline,
  toMarkdownOutline,
  type TreeNode,
} from '@orbita/contracts/mind-map-doc';
import { assertWithinLimits, rootOf, titleOf, type ImportedMap } from './imported';

/**
 * Markdown outlines both ways, through the one model's parser and writer ("- a\n  - b",
 * numbered lists, "#" headings, tabs). Text only: notes, colours and icons do not survive
 * Markdown (use JSON for a lossless copy).
 */
export function exportMarkdown(root: TreeNode): string {
  return toMarkdownOutline(root);
}

export function importMarkdown(content: string): ImportedMap {
  // The parser is iterative; the limits are checked on what it built, before any insert.
  const root = rootOf(parseMarkdownOutline(content), null);
  assertWithinLimits(root);
  return { title: titleOf(null, root), layout: 'right', root };
}
