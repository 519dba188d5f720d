import type * as Y from 'yjs';

/** Item ids touched, accumulated while updates are applied. */
export interface ItemSets {
  added: Set<string>;
  edited: Set<string>;
  removed: Set<string>;
}

export const emptySets = (): ItemSets => ({
  added: new Set(),
  edited: new Set(),
  removed: new Set(),
});

/**
 * Watches the document's top-level items map (`nodes` for mind maps): a key added or
 * deleted is an item added or removed; a change anywhere below a key (a field, its text)
 * is that item edited. `sink()` says where to count (null: not counting, e.g. a remote
 * update another instance already counted). Returns the function that stops watching.
 */
export function watchItems(doc: Y.Doc, mapName: string, sink: () => ItemSets | null): () => void {
  const map = doc.getMap(mapName);
  const handler = (events: Y.YEvent<Y.AbstractType<unknown>>[]) => {
    const sets = sink();
    if (!sets) return;
    for (const event of events) {
      if (event.target === map) {
        for (const [key, change] of event.changes.keys) {
          if (change.action === 'add') sets.added.add(key);
          else if (change.action === 'delete') sets.removed.add(key);
          else sets.edited.add(key);
        }
      } else {
        const key = event.path[0];
        if (typeof key === 'string') sets.edited.add(key);
      }
    }
  };
  map.observeDeep(handler);
  return () => map.unobserveDeep(handler);
}
