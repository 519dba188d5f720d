import {
  MAP_LIMITS,
  type MapLayout,
  type OutlineNode,
  type Side,
  type TreeNode,
} from '@orbita/contracts/mind-map-doc';
import { importInvalid, importMessages, titleOf, type ImportedMap } from './imported';

/**
 * Orbita's own JSON: lossless for everything a node holds except ids and task links (a
 * re-import is new work), plus the map's title and layout. Versioned, so a later format can
 * still read files exported today:
 *   { "format": "orbita.mind-map", "version": 1, "title": "…", "layout": "both",
 *     "root": { "text": "…", "note"?, "color"?, "icon"?, "link"?, "collapsed"?, "children": […] } }
 */
export const ORBITA_MAP_FORMAT = 'orbita.mind-map';
export const ORBITA_MAP_VERSION = 1;

export const jsonMessages = {
  syntax: 'O arquivo não é um JSON válido.',
  notOrbita: 'O arquivo não é um mapa exportado pelo Orbita (formato "orbita.mind-map").',
  version: 'Este arquivo foi exportado por uma versão mais nova do Orbita.',
  node: (path: string) => `Tópico inválido em ${path}: cada tópico precisa de "text" e "children".`,
} as const;

export function exportJson(title: string, layout: MapLayout, root: TreeNode): string {
  return `${JSON.stringify(
    {
      format: ORBITA_MAP_FORMAT,
      version: ORBITA_MAP_VERSION,
      title,
      layout,
      root: outlineOf(root),
    },
    null,
    2,
  )}\n`;
}

/**
 * `toOutline` of the model, without recursion and cut at the depth limit: the document is
 * written by clients and may hold a chain deeper than the stack (or than JSON.stringify
 * takes); the editor never makes one, so only a hostile document loses anything here.
 */
function outlineOf(root: TreeNode): OutlineNode {
  const fields = (node: TreeNode): OutlineNode & { side?: Side } => {
    const outline: OutlineNode & { side?: Side } = { text: node.text, children: [] };
    // The side of the root a first-level branch sits on (layout 'both').
    if (node.depth === 1 && node.side) outline.side = node.side;
    if (node.note) outline.note = node.note;
    if (node.color) outline.color = node.color;
    if (node.icon) outline.icon = node.icon;
    if (node.link) outline.link = node.link;
    if (node.collapsed) outline.collapsed = true;
    return outline;
  };
  const top = fields(root);
  const stack: { node: TreeNode; outline: OutlineNode; level: number }[] = [
    { node: root, outline: top, level: 1 },
  ];
  while (stack.length > 0) {
    const { node, outline, level } = stack.pop()!;
    if (level >= MAP_LIMITS.depth) continue;
    for (const child of node.children) {
      const childOutline = fields(child);
      outline.children.push(childOutline);
      stack.push({ node: child, outline: childOutline, level: level + 1 });
    }
  }
  return top;
}

const LAYOUTS: readonly MapLayout[] = ['right', 'left', 'both'];
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const optionalString = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** Reads one node's own fields (not its children); null when it is not a node. */
function readNode(raw: unknown): (OutlineNode & { side?: Side }) | null {
  if (!isObject(raw) || typeof raw.text !== 'string' || !Array.isArray(raw.children)) return null;
  const node: OutlineNode & { side?: Side } = { text: raw.text, children: [] };
  if (raw.side === 'left' || raw.side === 'right') node.side = raw.side;
  const note = optionalString(raw.note);
  if (note) node.note = note;
  for (const key of ['color', 'icon', 'link'] as const) {
    const value = optionalString(raw[key]);
    if (value) node[key] = value;
  }
  if (raw.collapsed === true) node.collapsed = true;
  return node;
}

export function importJson(content: string): ImportedMap {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    // Syntax errors and nesting deeper than the parser allows alike.
    throw importInvalid(jsonMessages.syntax);
  }
  if (!isObject(data) || data.format !== ORBITA_MAP_FORMAT)
    throw importInvalid(jsonMessages.notOrbita);
  if (typeof data.version !== 'number' || data.version > ORBITA_MAP_VERSION)
    throw importInvalid(jsonMessages.version);

  const root = readNode(data.root);
  if (!root) throw importInvalid(jsonMessages.node('root'));
  // Without recursion (a hostile file may nest deeper than the stack), refusing past the limits.
  const queue: { raw: Record<string, unknown>; node: OutlineNode; path: string; level: number }[] =
    [{ raw: data.root as Record<string, unknown>, node: root, path: 'root', level: 1 }];
  let count = 1;
  for (let i = 0; i < queue.length; i++) {
    const { raw, node, path, level } = queue[i]!;
    const children = raw.children as unknown[];
    for (const [index, rawChild] of children.entries()) {
      if (++count > MAP_LIMITS.nodes) throw importInvalid(importMessages.nodes);
      if (level + 1 > MAP_LIMITS.depth) throw importInvalid(importMessages.depth);
      const childPath = `${path}.children[${index}]`;
      const child = readNode(rawChild);
      if (!child) throw importInvalid(jsonMessages.node(childPath));
      node.children.push(child);
      queue.push({
        raw: rawChild as Record<string, unknown>,
        node: child,
        path: childPath,
        level: level + 1,
      });
    }
  }
  const layout = LAYOUTS.includes(data.layout as MapLayout) ? (data.layout as MapLayout) : 'right';
  const fileTitle = typeof data.title === 'string' ? data.title : null;
  return { title: titleOf(fileTitle, root), layout, root };
}
