import { MAP_LIMITS, type OutlineNode, type TreeNode } from '@orbita/contracts/mind-map-doc';
import { importInvalid, importMessages, titleOf, type ImportedMap } from './imported';
import { parseUntrustedXml, str, xmlAttr } from './xml';

/**
 * FreeMind `.mm` (also what Freeplane and many mind-map tools export): `<map><node TEXT="…">`,
 * with `FOLDED`, `LINK`, `COLOR`, `POSITION` (left/right of the root), `<icon BUILTIN="…"/>`
 * and notes / rich text as `<richcontent TYPE="NOTE|NODE"><html>…</html></richcontent>`
 * (read as plain text: their HTML is never kept).
 */

export const freemindMessages = {
  notFreemind: 'O arquivo não é um mapa do FreeMind: falta o elemento <map> com um <node>.',
} as const;

/** FreeMind's built-in icons and the emoji of our palette that mean the same. */
const iconsByBuiltin: Record<string, string> = {
  idea: '💡',
  yes: '✅',
  button_ok: '✅',
  help: '❓',
  messagebox_warning: '⚠️',
  stop: '⚠️',
  bookmark: '⭐',
  'bookmark-star': '⭐',
  flag: '📌',
  'flag-red': '📌',
  calendar: '📅',
  'money-dollar': '💰',
  male1: '👤',
  female1: '👤',
  launch: '🚀',
  'edu-book': '📚',
  bug: '🐞',
  fire: '🔥',
  target: '🎯',
};
// The first builtin of each emoji is the one written back.
const builtinByIcon: Record<string, string> = {};
for (const [builtin, icon] of Object.entries(iconsByBuiltin)) builtinByIcon[icon] ??= builtin;

/** One element of the parser's ordered form: `{ tag: children[], ':@': attributes }`. */
type Ordered = Record<string, unknown>;
const tagOf = (e: Ordered) => Object.keys(e).find((k) => k !== ':@') ?? '';
const childrenOf = (e: Ordered): Ordered[] => {
  const list = e[tagOf(e)];
  return Array.isArray(list) ? (list as Ordered[]) : [];
};
const attrsOf = (e: Ordered) => (e[':@'] ?? {}) as Record<string, unknown>;
const childrenTagged = (e: Ordered, tag: string) => childrenOf(e).filter((c) => tagOf(c) === tag);

// Elements that start a new line of a note's plain text.
const BLOCKS = new Set(['p', 'div', 'br', 'li', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * Plain text of a rich-content element (its HTML is never kept): text in document order,
 * a line break per paragraph, spaces collapsed; script and style contents dropped.
 */
function plainText(rich: Ordered): string {
  const lines: string[] = [];
  let line = '';
  const stack: (Ordered | 'break')[] = [...childrenOf(rich)].reverse();
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (item === 'break') {
      lines.push(line);
      line = '';
      continue;
    }
    const tag = tagOf(item);
    if (tag === '#text') {
      line += String(item['#text']);
      continue;
    }
    if (tag === 'script' || tag === 'style' || tag === 'head') continue;
    if (BLOCKS.has(tag.toLowerCase())) stack.push('break');
    const kids = childrenOf(item);
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  }
  lines.push(line);
  return lines
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l !== '')
    .join('\n');
}

function freemindNode(el: Ordered): OutlineNode {
  const attrs = attrsOf(el);
  const rich = childrenTagged(el, 'richcontent');
  const richOf = (type: string) => rich.find((r) => str(attrsOf(r).TYPE)?.toUpperCase() === type);
  const nodeHtml = richOf('NODE');
  const text = str(attrs.TEXT) ?? (nodeHtml ? plainText(nodeHtml).replace(/\n/g, ' ') : '');
  const node: OutlineNode = { text: text.trim(), children: [] };
  const noteHtml = richOf('NOTE');
  const note = noteHtml ? plainText(noteHtml) : '';
  if (note) node.note = note;
  const link = str(attrs.LINK);
  if (link) node.link = link;
  const color = str(attrs.COLOR);
  if (color) node.color = color.toUpperCase();
  if (str(attrs.FOLDED) === 'true') node.collapsed = true;
  for (const icon of childrenTagged(el, 'icon')) {
    const emoji = iconsByBuiltin[str(attrsOf(icon).BUILTIN) ?? ''];
    if (emoji) {
      node.icon = emoji;
      break;
    }
  }
  return node;
}

export function importFreemind(content: string): ImportedMap {
  // The ordered form: rich text mixes text and tags, whose order the grouped form loses.
  const parsed = parseUntrustedXml(content, { preserveOrder: true });
  const top = Array.isArray(parsed) ? (parsed as Ordered[]) : [];
  const mapEl = top.find((e) => tagOf(e) === 'map');
  const rootEl = mapEl && childrenTagged(mapEl, 'node')[0];
  if (!rootEl) throw importInvalid(freemindMessages.notFreemind);
  const root = freemindNode(rootEl);
  const queue: { el: Ordered; node: OutlineNode; level: number }[] = [
    { el: rootEl, node: root, level: 1 },
  ];
  let count = 1;
  let leftBranches = 0;
  for (let i = 0; i < queue.length; i++) {
    const { el, node, level } = queue[i]!;
    for (const childEl of childrenTagged(el, 'node')) {
      if (++count > MAP_LIMITS.nodes) throw importInvalid(importMessages.nodes);
      if (level + 1 > MAP_LIMITS.depth) throw importInvalid(importMessages.depth);
      const position = str(attrsOf(childEl).POSITION);
      if (level === 1 && position === 'left') leftBranches++;
      const child: OutlineNode & { side?: 'left' | 'right' } = freemindNode(childEl);
      if (level === 1 && (position === 'left' || position === 'right')) child.side = position;
      node.children.push(child);
      queue.push({ el: childEl, node: child, level: level + 1 });
    }
  }
  return { title: titleOf(null, root), layout: leftBranches > 0 ? 'both' : 'right', root };
}

export function exportFreemind(root: TreeNode): string {
  const lines = ['<map version="1.0.1">'];
  const stack: ({ node: TreeNode; depth: number } | { close: number })[] = [
    { node: root, depth: 1 },
  ];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if ('close' in item) {
      lines.push(`${'  '.repeat(item.close)}</node>`);
      continue;
    }
    const { node, depth } = item;
    const pad = '  '.repeat(depth);
    const attrs = [`TEXT="${xmlAttr(node.text)}"`];
    if (node.side && depth === 2) attrs.push(`POSITION="${node.side}"`);
    if (node.color) attrs.push(`COLOR="${xmlAttr(node.color.toLowerCase())}"`);
    if (node.link) attrs.push(`LINK="${xmlAttr(node.link)}"`);
    if (node.collapsed) attrs.push('FOLDED="true"');
    lines.push(`${pad}<node ${attrs.join(' ')}>`);
    const builtin = node.icon ? builtinByIcon[node.icon] : undefined;
    if (builtin) lines.push(`${pad}  <icon BUILTIN="${builtin}"/>`);
    if (node.note) {
      const paragraphs = node.note.split('\n').map((line) => `<p>${xmlAttr(line)}</p>`);
      lines.push(
        `${pad}  <richcontent TYPE="NOTE"><html><body>${paragraphs.join('')}</body></html></richcontent>`,
      );
    }
    stack.push({ close: depth });
    for (let i = node.children.length - 1; i >= 0; i--)
      stack.push({ node: node.children[i]!, depth: depth + 1 });
  }
  lines.push('</map>', '');
  return lines.join('\n');
}
