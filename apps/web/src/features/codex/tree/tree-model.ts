/**
 * The entry tree of a codex as the screen needs it, from the flat list the server sends
 * (each entry: its parent and its position among its siblings). Pure functions, tested alone.
 */
export interface TreeEntry {
  id: string;
  parentId: string | null;
  position: string;
  title: string;
}

/** Where an entry goes: under `parentId` (null = the root), at `index` among the others there. */
export interface TreePlace {
  parentId: string | null;
  index: number;
}

export interface TreeRow<E extends TreeEntry> {
  entry: E;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
}

// Positions are fractional keys: they order by code unit, not by locale.
const byPosition = (a: TreeEntry, b: TreeEntry) =>
  a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : 1;

/** Each parent's children in order (the root under `null`). */
export function childrenOf<E extends TreeEntry>(entries: readonly E[]): Map<string | null, E[]> {
  const ids = new Set(entries.map((e) => e.id));
  const map = new Map<string | null, E[]>();
  for (const entry of entries) {
    // An entry whose parent is not in the list shows at the root rather than vanishing.
    const parent = entry.parentId && ids.has(entry.parentId) ? entry.parentId : null;
    const list = map.get(parent);
    if (list) list.push(entry);
    else map.set(parent, [entry]);
  }
  for (const list of map.values()) list.sort(byPosition);
  return map;
}

/** The rows on screen: the root's entries and, under each expanded one, its children. */
export function visibleRows<E extends TreeEntry>(
  entries: readonly E[],
  expanded: ReadonlySet<string>,
): TreeRow<E>[] {
  const children = childrenOf(entries);
  const rows: TreeRow<E>[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, depth: number) => {
    for (const entry of children.get(parent) ?? []) {
      if (seen.has(entry.id)) continue; // never loop on a bad list
      seen.add(entry.id);
      const hasChildren = (children.get(entry.id)?.length ?? 0) > 0;
      const open = hasChildren && expanded.has(entry.id);
      rows.push({ entry, depth, hasChildren, expanded: open });
      if (open) walk(entry.id, depth + 1);
    }
  };
  walk(null, 0);
  return rows;
}

/** The ids of `id`'s ancestors, nearest first (to expand the way to an entry). */
export function ancestorsOf(entries: readonly TreeEntry[], id: string): string[] {
  const byId = new Map(entries.map((e) => [e.id, e] as const));
  const out: string[] = [];
  let current = byId.get(id)?.parentId ?? null;
  while (current && !out.includes(current)) {
    out.push(current);
    current = byId.get(current)?.parentId ?? null;
  }
  return out;
}

/** Whether putting `id` under `parentId` would make a cycle (itself or one of its descendants). */
export function wouldCycle(
  entries: readonly TreeEntry[],
  id: string,
  parentId: string | null,
): boolean {
  if (parentId === null) return false;
  return parentId === id || ancestorsOf(entries, parentId).includes(id);
}

/** Where `id` is now. */
export function placeOf(entries: readonly TreeEntry[], id: string): TreePlace | null {
  const entry = entries.find((e) => e.id === id);
  if (!entry) return null;
  const siblings = childrenOf(entries).get(entry.parentId) ?? [];
  return { parentId: entry.parentId, index: siblings.findIndex((e) => e.id === id) };
}

export type DropSide = 'before' | 'inside' | 'after';

/**
 * The place of `id` dropped on `targetId`: before or after it among its siblings, or as its
 * last child. Null when nothing would change or the drop would make a cycle.
 */
export function dropPlace(
  entries: readonly TreeEntry[],
  id: string,
  targetId: string,
  side: DropSide,
): TreePlace | null {
  if (id === targetId) return null;
  const target = entries.find((e) => e.id === targetId);
  if (!target) return null;
  const children = childrenOf(entries);
  const parentId = side === 'inside' ? target.id : target.parentId;
  if (wouldCycle(entries, id, parentId)) return null;
  // The siblings there without the moved entry: the index is counted among them.
  const siblings = (children.get(parentId) ?? []).filter((e) => e.id !== id);
  let index: number;
  if (side === 'inside') index = siblings.length;
  else {
    const at = siblings.findIndex((e) => e.id === targetId);
    index = side === 'before' ? at : at + 1;
  }
  const now = placeOf(entries, id);
  if (now && now.parentId === parentId && now.index === index) return null;
  return { parentId, index };
}

export type KeyMove = 'up' | 'down' | 'indent' | 'outdent';

/**
 * The keyboard's moves (Alt+arrows): up/down swap with the sibling before/after, indent makes
 * the entry the last child of the sibling before it, outdent puts it right after its parent.
 */
export function keyPlace(
  entries: readonly TreeEntry[],
  id: string,
  move: KeyMove,
): TreePlace | null {
  const entry = entries.find((e) => e.id === id);
  if (!entry) return null;
  const children = childrenOf(entries);
  const siblings = children.get(entry.parentId) ?? [];
  const at = siblings.findIndex((e) => e.id === id);
  switch (move) {
    case 'up':
      return at > 0 ? { parentId: entry.parentId, index: at - 1 } : null;
    case 'down':
      return at < siblings.length - 1 ? { parentId: entry.parentId, index: at + 1 } : null;
    case 'indent': {
      const before = siblings[at - 1];
      if (!before) return null;
      return { parentId: before.id, index: children.get(before.id)?.length ?? 0 };
    }
    case 'outdent': {
      if (!entry.parentId) return null;
      const parent = entries.find((e) => e.id === entry.parentId);
      if (!parent) return null;
      const uncles = children.get(parent.parentId) ?? [];
      return { parentId: parent.parentId, index: uncles.findIndex((e) => e.id === parent.id) + 1 };
    }
  }
}

/**
 * The neighbours of a place, for an API that positions by them: the entry that will be right
 * before and right after `id` there (ids; null at an end).
 */
export function neighboursAt(
  entries: readonly TreeEntry[],
  id: string,
  place: TreePlace,
): { afterId: string | null; beforeId: string | null } {
  const siblings = (childrenOf(entries).get(place.parentId) ?? []).filter((e) => e.id !== id);
  return {
    afterId: siblings[place.index - 1]?.id ?? null,
    beforeId: siblings[place.index]?.id ?? null,
  };
}
