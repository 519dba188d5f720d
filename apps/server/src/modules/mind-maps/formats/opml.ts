import { MAP_LIMITS, type OutlineNode, type TreeNode } from '@orbita/contracts/mind-map-doc';
import { importInvalid, importMessages, rootOf, titleOf, type ImportedMap } from './imported';
import { elements, parseUntrustedXml, str, xmlAttr } from './xml';

/**
 * OPML 2.0 both ways. Each node is an `<outline text="…">`; the note goes in `_note` (the
 * attribute outliners such as OmniOutliner and WorkFlowy use), a link as `type="link"
 * url="…"`, and Orbita's own fields as `_color`, `_icon`, `_collapsed` (other readers ignore
 * unknown attributes; ours reads them back, so an export re-imports to the same tree).
 */

export const opmlMessages = {
  notOpml: 'O arquivo não é um OPML: falta o elemento <opml> com <body>.',
} as const;

export function exportOpml(title: string, root: TreeNode): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<opml version="2.0">',
    `  <head><title>${xmlAttr(title)}</title></head>`,
    '  <body>',
  ];
  // Iterative: a closing tag is pushed as a marker after the node's children.
  const stack: ({ node: TreeNode; depth: number } | { close: number })[] = [
    { node: root, depth: 2 },
  ];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if ('close' in item) {
      lines.push(`${'  '.repeat(item.close)}</outline>`);
      continue;
    }
    const { node, depth } = item;
    const attrs = [`text="${xmlAttr(node.text)}"`];
    if (node.note) attrs.push(`_note="${xmlAttr(node.note)}"`);
    if (node.link) attrs.push(`type="link"`, `url="${xmlAttr(node.link)}"`);
    if (node.color) attrs.push(`_color="${xmlAttr(node.color)}"`);
    if (node.icon) attrs.push(`_icon="${xmlAttr(node.icon)}"`);
    if (node.collapsed) attrs.push(`_collapsed="true"`);
    const open = `${'  '.repeat(depth)}<outline ${attrs.join(' ')}`;
    if (node.children.length === 0) {
      lines.push(`${open}/>`);
      continue;
    }
    lines.push(`${open}>`);
    stack.push({ close: depth });
    for (let i = node.children.length - 1; i >= 0; i--)
      stack.push({ node: node.children[i]!, depth: depth + 1 });
  }
  lines.push('  </body>', '</opml>', '');
  return lines.join('\n');
}

function outlineNode(el: Record<string, unknown>): OutlineNode {
  const node: OutlineNode = { text: (str(el.text) ?? str(el.title) ?? '').trim(), children: [] };
  const note = str(el._note);
  if (note) node.note = note;
  const link = str(el.url) ?? str(el.htmlUrl) ?? str(el.xmlUrl);
  if (link) node.link = link;
  const color = str(el._color);
  if (color) node.color = color;
  const icon = str(el._icon);
  if (icon) node.icon = icon;
  if (str(el._collapsed) === 'true') node.collapsed = true;
  return node;
}

export function importOpml(content: string): ImportedMap {
  const parsed = parseUntrustedXml(content, { arrays: ['outline'] }) as Record<string, unknown>;
  const opml = parsed.opml as Record<string, unknown> | undefined;
  if (!opml || typeof opml !== 'object' || opml.body === undefined)
    throw importInvalid(opmlMessages.notOpml);
  const head = opml.head && typeof opml.head === 'object' ? (opml.head as object) : {};
  const fileTitle = str((head as Record<string, unknown>).title)?.trim() || null;

  // Breadth-first without recursion, refusing past the limits as it goes.
  const top: OutlineNode[] = [];
  const queue: { el: Record<string, unknown>; into: OutlineNode[]; level: number }[] = elements(
    opml.body,
    'outline',
  ).map((el) => ({ el, into: top, level: 1 }));
  let count = 0;
  for (let i = 0; i < queue.length; i++) {
    const { el, into, level } = queue[i]!;
    if (++count > MAP_LIMITS.nodes + 1) throw importInvalid(importMessages.nodes);
    if (level > MAP_LIMITS.depth) throw importInvalid(importMessages.depth);
    const node = outlineNode(el);
    into.push(node);
    for (const child of elements(el, 'outline'))
      queue.push({ el: child, into: node.children, level: level + 1 });
  }
  const root = rootOf(top, fileTitle);
  return { title: titleOf(fileTitle, root), layout: 'right', root };
}
