import { generateKeyBetween } from 'fractional-indexing';
import * as Y from 'yjs';
import { isSafeNodeColor, isSafeNodeIcon, safeLink } from './fields';
import { clampText, setYText } from './text';

/**
 * The mind map as a Yjs document, shared by the web editor (live co-editing), the server
 * (templates, import/export, nodes → tasks, restore) and the tests (convergence). There is one
 * tree model and it is this one: everything reads the tree through `readTree` and writes it
 * through the operations below, each one Yjs transaction (one undo step).
 *
 * Layout of the Y.Doc: `nodes` is a Y.Map of node id → Y.Map with `text` and `note` (Y.Text, so
 * two people typing in one node merge character by character), `parent` (node id; null for the
 * root), `order` (a fractional index among its siblings) and the plain fields of NodeFields,
 * last writer wins. `meta` holds the layout.
 *
 * Why a parent pointer and not nested Y.Arrays: a move is then one field write, and two
 * concurrent moves of one node cannot duplicate it (with arrays a move is delete + insert, and
 * two concurrent moves leave two copies). The price is that concurrent moves can form a cycle
 * (A under B while B under A); `readTree` breaks it the same way on every replica, so every
 * replica with the same updates shows the same tree.
 *
 * The document is untrusted input (any client can write anything into it), so `readTree`
 * reads every field defensively and never throws on a malformed node.
 */

export { safeLink, NODE_COLORS, NODE_ICONS } from './fields';
export { parseMarkdownOutline, toMarkdownOutline } from './outline-markdown';

export const ROOT_ID = 'root';
export type MapLayout = 'right' | 'left' | 'both';
export type Side = 'left' | 'right';

export interface NodeFields {
  text: string;
  note: string;
  color: string | null;
  icon: string | null;
  link: string | null;
  collapsed: boolean;
  side: Side | null;
  taskId: string | null;
  taskCode: string | null;
}

export interface TreeNode extends NodeFields {
  id: string;
  parentId: string | null;
  depth: number;
  children: TreeNode[];
}

/** A branch without ids: what templates, imports, pasted outlines and copies are made of. */
export interface OutlineNode {
  text: string;
  note?: string;
  color?: string | null;
  icon?: string | null;
  link?: string | null;
  collapsed?: boolean;
  children: OutlineNode[];
}

export const MAP_LIMITS = { nodes: 5000, text: 1000, note: 10000, link: 2000, depth: 100 } as const;

/** Thrown by an operation that would pass MAP_LIMITS; the message is for the person. */
export class MapLimitError extends Error {}

const LAYOUTS: readonly MapLayout[] = ['right', 'left', 'both'];

type NodeMap = Y.Map<unknown>;

function nodesOf(doc: Y.Doc): Y.Map<NodeMap> {
  return doc.getMap<NodeMap>('nodes');
}

function metaOf(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap('meta');
}

/** Ids need no secure context (crypto.randomUUID does), so a phone on plain http works too. */
function newId(): string {
  const bytes = new Uint8Array(9);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}

/**
 * A key strictly between two siblings' keys. Siblings can hold equal keys (two people inserted
 * at one place at once) or keys written by a foreign client that the library refuses; then the
 * new node goes right after `before` — a slightly different place, never an error.
 */
function keyBetween(before: string | null, after: string | null): string {
  if (before !== null && after !== null && before >= after) after = null;
  try {
    return generateKeyBetween(before, after);
  } catch {
    try {
      return generateKeyBetween(before, null);
    } catch {
      return generateKeyBetween(null, null) + newId();
    }
  }
}

function str(value: unknown): string {
  if (value instanceof Y.Text) return value.toString();
  return typeof value === 'string' ? value : '';
}

function strOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

interface RawNode {
  id: string;
  parent: string | null;
  order: string;
  map: NodeMap;
}

function readFields(map: NodeMap): NodeFields {
  const side = map.get('side');
  const color = strOrNull(map.get('color'));
  const icon = strOrNull(map.get('icon'));
  const link = strOrNull(map.get('link'));
  return {
    text: clampText(str(map.get('text')), MAP_LIMITS.text),
    note: clampText(str(map.get('note')), MAP_LIMITS.note),
    color: color && isSafeNodeColor(color) ? color : null,
    icon: icon && isSafeNodeIcon(icon) ? icon : null,
    link: link ? safeLink(link) : null,
    collapsed: map.get('collapsed') === true,
    side: side === 'left' || side === 'right' ? side : null,
    taskId: strOrNull(map.get('taskId')),
    taskCode: strOrNull(map.get('taskCode')),
  };
}

function rawNodes(doc: Y.Doc): Map<string, RawNode> {
  const raw = new Map<string, RawNode>();
  nodesOf(doc).forEach((map, id) => {
    if (!(map instanceof Y.Map)) return;
    const parent = id === ROOT_ID ? null : strOrNull(map.get('parent'));
    const order = map.get('order');
    raw.set(id, { id, parent, order: typeof order === 'string' ? order : '', map });
  });
  return raw;
}

/**
 * Each node's parent as shown. A node whose parent is gone (deleted, maybe concurrently) is
 * hidden with its branch. A cycle of concurrent moves is broken by hanging the cycle's smallest
 * id under the root: in a graph where every node has one parent the cycles are fixed sets, so
 * every replica picks the same node whatever order it walks in.
 */
function effectiveParents(raw: Map<string, RawNode>): Map<string, string | null> {
  const parentOf = new Map<string, string | null>();
  for (const node of raw.values()) parentOf.set(node.id, node.parent);
  const state = new Map<string, 'root' | 'hidden'>();
  state.set(ROOT_ID, 'root');
  for (const start of raw.keys()) {
    if (state.has(start)) continue;
    const path: string[] = [];
    const onPath = new Set<string>();
    let current: string | null = start;
    let outcome: 'root' | 'hidden' = 'hidden';
    for (;;) {
      if (current === null || !raw.has(current)) break;
      const known = state.get(current);
      if (known) {
        outcome = known;
        break;
      }
      if (onPath.has(current)) {
        const cycle = path.slice(path.indexOf(current));
        const smallest = cycle.reduce((a, b) => (b < a ? b : a));
        parentOf.set(smallest, ROOT_ID);
        // Walk again from the start: the path now reaches the root through `smallest`.
        path.length = 0;
        onPath.clear();
        current = start;
        continue;
      }
      path.push(current);
      onPath.add(current);
      current = parentOf.get(current) ?? null;
    }
    for (const id of path) state.set(id, outcome);
  }
  for (const [id, s] of state) if (s === 'hidden') parentOf.delete(id);
  if (!raw.has(ROOT_ID)) parentOf.clear();
  return parentOf;
}

function compareSiblings(a: RawNode, b: RawNode): number {
  if (a.order !== b.order) return a.order < b.order ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function emptyRoot(): TreeNode {
  return {
    id: ROOT_ID,
    parentId: null,
    depth: 0,
    children: [],
    text: '',
    note: '',
    color: null,
    icon: null,
    link: null,
    collapsed: false,
    side: null,
    taskId: null,
    taskCode: null,
  };
}

interface ReadCache {
  tree: TreeNode;
  byId?: Map<string, TreeNode>;
}

/**
 * The last tree read from each document, dropped after every transaction on it. Every
 * operation reads the tree first (to find parents and siblings), and an editor re-renders
 * on every change: without this a keystroke on a 2,000-node map rebuilt the tree several
 * times. Inside a running transaction the document may already differ from the last read,
 * so reads there are never cached.
 */
const cache = new WeakMap<Y.Doc, ReadCache>();
const watched = new WeakSet<Y.Doc>();

function cached(doc: Y.Doc): ReadCache {
  const inTransaction = (doc as unknown as { _transaction: unknown })._transaction !== null;
  if (!inTransaction) {
    const hit = cache.get(doc);
    if (hit) return hit;
  }
  const entry: ReadCache = { tree: buildTree(doc) };
  if (!inTransaction) {
    if (!watched.has(doc)) {
      watched.add(doc);
      doc.on('afterTransaction', () => cache.delete(doc));
    }
    cache.set(doc, entry);
  }
  return entry;
}

function cachedIndex(doc: Y.Doc): Map<string, TreeNode> {
  const entry = cached(doc);
  entry.byId ??= indexTree(entry.tree);
  return entry.byId;
}

/**
 * The tree as every replica with the same updates shows it. The result is shared by every
 * reader until the next change: treat it as read-only.
 */
export function readTree(doc: Y.Doc): TreeNode {
  return cached(doc).tree;
}

function buildTree(doc: Y.Doc): TreeNode {
  const raw = rawNodes(doc);
  const rootRaw = raw.get(ROOT_ID);
  if (!rootRaw) return emptyRoot();
  const parentOf = effectiveParents(raw);
  const childrenOf = new Map<string, RawNode[]>();
  for (const [id, parent] of parentOf) {
    if (parent === null) continue;
    const list = childrenOf.get(parent) ?? [];
    list.push(raw.get(id)!);
    childrenOf.set(parent, list);
  }
  // Built without recursion: a hostile document can hold a chain thousands of nodes deep.
  const toTree = (node: RawNode, parentId: string | null, depth: number): TreeNode => ({
    id: node.id,
    parentId,
    depth,
    ...readFields(node.map),
    children: [],
  });
  const root = toTree(rootRaw, null, 0);
  const stack: TreeNode[] = [root];
  while (stack.length > 0) {
    const tree = stack.pop()!;
    const kids = (childrenOf.get(tree.id) ?? []).sort(compareSiblings);
    tree.children = kids.map((kid) => toTree(kid, tree.id, tree.depth + 1));
    stack.push(...tree.children);
  }
  return root;
}

/** Visits a tree depth-first, parents before children. */
export function walkTree(node: TreeNode, visit: (node: TreeNode) => void): void {
  const stack = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    visit(current);
    for (let i = current.children.length - 1; i >= 0; i--) stack.push(current.children[i]!);
  }
}

/** Every shown node by id. */
export function indexTree(root: TreeNode): Map<string, TreeNode> {
  const byId = new Map<string, TreeNode>();
  walkTree(root, (node) => byId.set(node.id, node));
  return byId;
}

/** Shown nodes, the root included. */
export function nodeCount(doc: Y.Doc): number {
  if (!nodesOf(doc).has(ROOT_ID)) return 0;
  return cachedIndex(doc).size;
}

/** Writes only what changes, so a no-op patch sends nothing to the other replicas. */
function setField(map: NodeMap, key: string, value: unknown): void {
  if (map.get(key) !== value) map.set(key, value);
}

function writeFields(map: NodeMap, patch: Partial<NodeFields>): void {
  for (const [key, value] of Object.entries(patch) as [keyof NodeFields, unknown][]) {
    switch (key) {
      case 'text':
      case 'note': {
        const limit = key === 'text' ? MAP_LIMITS.text : MAP_LIMITS.note;
        const text = clampText(typeof value === 'string' ? value : '', limit);
        const current = map.get(key);
        if (current instanceof Y.Text) setYText(current, text);
        else setField(map, key, new Y.Text(text));
        break;
      }
      case 'color':
        setField(map, key, typeof value === 'string' && isSafeNodeColor(value) ? value : null);
        break;
      case 'icon':
        setField(map, key, typeof value === 'string' && isSafeNodeIcon(value) ? value : null);
        break;
      case 'link':
        setField(map, key, typeof value === 'string' ? safeLink(value) : null);
        break;
      case 'collapsed':
        setField(map, key, value === true);
        break;
      case 'side':
        setField(map, key, value === 'left' || value === 'right' ? value : null);
        break;
      case 'taskId':
      case 'taskCode':
        setField(map, key, typeof value === 'string' && value !== '' ? value.slice(0, 100) : null);
        break;
    }
  }
}

function createNode(
  doc: Y.Doc,
  id: string,
  parent: string | null,
  order: string,
  fields: Partial<NodeFields>,
): void {
  const map = new Y.Map<unknown>();
  map.set('parent', parent);
  map.set('order', order);
  map.set('text', new Y.Text(''));
  map.set('note', new Y.Text(''));
  nodesOf(doc).set(id, map);
  writeFields(map, fields);
}

/** Creates the root when the document has none (a new map). */
export function initMap(doc: Y.Doc, rootText: string): void {
  if (nodesOf(doc).has(ROOT_ID)) return;
  doc.transact(() => createNode(doc, ROOT_ID, null, 'a0', { text: rootText }));
}

function shownNode(doc: Y.Doc, id: string): TreeNode | undefined {
  return cachedIndex(doc).get(id);
}

function orderOf(doc: Y.Doc, id: string): string | null {
  const order = nodesOf(doc).get(id)?.get('order');
  return typeof order === 'string' && order !== '' ? order : null;
}

/** The order key for position `index` among `siblings` (ids in shown order). */
function orderAt(doc: Y.Doc, siblings: string[], index: number | undefined): string {
  const at = index === undefined ? siblings.length : Math.max(0, Math.min(index, siblings.length));
  const before = at > 0 ? orderOf(doc, siblings[at - 1]!) : null;
  const after = at < siblings.length ? orderOf(doc, siblings[at]!) : null;
  return keyBetween(before, after);
}

function assertRoomFor(doc: Y.Doc, adding: number): void {
  if (nodeCount(doc) + adding > MAP_LIMITS.nodes) {
    throw new MapLimitError(
      `O mapa pode ter no máximo ${MAP_LIMITS.nodes.toLocaleString('pt-BR')} nós.`,
    );
  }
}

/** Adds a child at `index` (default: last) and returns its id. */
export function addChild(doc: Y.Doc, parentId: string, text = '', index?: number): string {
  const parent = shownNode(doc, parentId);
  if (!parent) throw new Error(`No node ${parentId}`);
  if (parent.depth + 1 > MAP_LIMITS.depth) {
    throw new MapLimitError(`O mapa pode ter no máximo ${MAP_LIMITS.depth} níveis.`);
  }
  assertRoomFor(doc, 1);
  const id = newId();
  const siblings = parent.children.map((c) => c.id);
  doc.transact(() => createNode(doc, id, parentId, orderAt(doc, siblings, index), { text }));
  return id;
}

/** Adds a node right after `nodeId` under the same parent (a child when it is the root). */
export function addSibling(doc: Y.Doc, nodeId: string, text = ''): string {
  const byId = cachedIndex(doc);
  const node = byId.get(nodeId);
  if (!node) throw new Error(`No node ${nodeId}`);
  if (node.parentId === null) return addChild(doc, nodeId, text);
  const parent = byId.get(node.parentId)!;
  const index = parent.children.findIndex((c) => c.id === nodeId) + 1;
  return addChild(doc, parent.id, text, index);
}

export function updateNode(doc: Y.Doc, id: string, patch: Partial<NodeFields>): void {
  const map = nodesOf(doc).get(id);
  if (!(map instanceof Y.Map)) return;
  doc.transact(() => writeFields(map, patch));
}

/**
 * Moves a node (with its branch) under `newParentId` at `index` among the new siblings, counted
 * without the node itself. Refused (false) for the root, a hidden node, or a place inside the
 * node's own branch.
 */
export function moveNode(doc: Y.Doc, id: string, newParentId: string, index: number): boolean {
  if (id === ROOT_ID) return false;
  const byId = cachedIndex(doc);
  const node = byId.get(id);
  const target = byId.get(newParentId);
  if (!node || !target) return false;
  for (
    let at: TreeNode | undefined = target;
    at;
    at = at.parentId ? byId.get(at.parentId) : undefined
  ) {
    if (at.id === id) return false;
  }
  const siblings = target.children.map((c) => c.id).filter((c) => c !== id);
  const order = orderAt(doc, siblings, index);
  const map = nodesOf(doc).get(id)!;
  doc.transact(() => {
    map.set('parent', newParentId);
    map.set('order', order);
  });
  return true;
}

/** Deletes each node with its branch; the root is kept. */
export function deleteNodes(doc: Y.Doc, ids: string[]): void {
  const byId = cachedIndex(doc);
  const doomed = new Set<string>();
  for (const id of ids) {
    const node = byId.get(id);
    if (!node || id === ROOT_ID) continue;
    walkTree(node, (n) => doomed.add(n.id));
  }
  if (doomed.size === 0) return;
  const nodes = nodesOf(doc);
  doc.transact(() => {
    for (const id of doomed) nodes.delete(id);
  });
}

function outlineSize(outline: OutlineNode[]): { count: number; depth: number } {
  let count = 0;
  let depth = 0;
  const stack = outline.map((node) => ({ node, level: 1 }));
  while (stack.length > 0) {
    const { node, level } = stack.pop()!;
    count++;
    depth = Math.max(depth, level);
    for (const child of node.children ?? []) stack.push({ node: child, level: level + 1 });
  }
  return { count, depth };
}

/** Inserts branches under `parentId` at `index` (default: last); returns their top-level ids. */
export function insertOutline(
  doc: Y.Doc,
  parentId: string,
  outline: OutlineNode[],
  index?: number,
): string[] {
  const parent = shownNode(doc, parentId);
  if (!parent) throw new Error(`No node ${parentId}`);
  const size = outlineSize(outline);
  if (parent.depth + size.depth > MAP_LIMITS.depth) {
    throw new MapLimitError(`O mapa pode ter no máximo ${MAP_LIMITS.depth} níveis.`);
  }
  assertRoomFor(doc, size.count);
  const siblings = parent.children.map((c) => c.id);
  const at = index === undefined ? siblings.length : Math.max(0, Math.min(index, siblings.length));
  const before = at > 0 ? orderOf(doc, siblings[at - 1]!) : null;
  const after = at < siblings.length ? orderOf(doc, siblings[at]!) : null;
  const topIds: string[] = [];
  doc.transact(() => {
    let previous = before;
    for (const branch of outline) {
      const order = keyBetween(previous, after);
      topIds.push(insertBranch(doc, parentId, branch, order));
      previous = order;
    }
  });
  return topIds;
}

function insertBranch(doc: Y.Doc, parentId: string, branch: OutlineNode, order: string): string {
  const id = newId();
  createNode(doc, id, parentId, order, {
    text: branch.text ?? '',
    note: branch.note ?? '',
    color: branch.color ?? null,
    icon: branch.icon ?? null,
    link: branch.link ?? null,
    collapsed: branch.collapsed === true,
  });
  let previous: string | null = null;
  for (const child of branch.children ?? []) {
    const childOrder = keyBetween(previous, null);
    insertBranch(doc, id, child, childOrder);
    previous = childOrder;
  }
  return id;
}

/** A shown branch as an outline (ids and task links left out: a copy is new work). */
export function toOutline(node: TreeNode): OutlineNode {
  const outline: OutlineNode = { text: node.text, children: node.children.map(toOutline) };
  if (node.note) outline.note = node.note;
  if (node.color) outline.color = node.color;
  if (node.icon) outline.icon = node.icon;
  if (node.link) outline.link = node.link;
  if (node.collapsed) outline.collapsed = true;
  return outline;
}

export function getLayout(doc: Y.Doc): MapLayout {
  const layout = metaOf(doc).get('layout');
  return LAYOUTS.includes(layout as MapLayout) ? (layout as MapLayout) : 'right';
}

export function setLayout(doc: Y.Doc, layout: MapLayout): void {
  if (!LAYOUTS.includes(layout)) return;
  doc.transact(() => metaOf(doc).set('layout', layout));
}

/**
 * Makes `target`'s map equal to `source`'s (restoring a version) as ordinary edits, so every
 * connected replica converges on the restored map and the restore itself can be undone.
 */
export function replaceContent(target: Y.Doc, source: Y.Doc): void {
  const from = rawNodes(source);
  const nodes = nodesOf(target);
  target.transact(() => {
    for (const id of Array.from(nodes.keys())) if (!from.has(id)) nodes.delete(id);
    for (const node of from.values()) {
      const fields = readFields(node.map);
      let map = nodes.get(node.id);
      if (!(map instanceof Y.Map)) {
        createNode(target, node.id, node.parent, node.order, {});
        map = nodes.get(node.id)!;
      }
      if (map.get('parent') !== node.parent) map.set('parent', node.parent);
      if (map.get('order') !== node.order) map.set('order', node.order);
      writeFields(map, fields);
    }
    metaOf(target).set('layout', getLayout(source));
  });
}
