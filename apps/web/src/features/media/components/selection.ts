/** What is selected in the library, and the file a Shift+click range starts from. */
export interface Selection {
  ids: ReadonlySet<string>;
  anchor: string | null;
}

export const emptySelection: Selection = { ids: new Set(), anchor: null };

/**
 * A click on a file with its modifiers: plain click selects only it; Ctrl/Cmd (or the tile's
 * checkbox) toggles it; Shift selects the range from the anchor in the shown order.
 */
export function clickSelect(
  selection: Selection,
  id: string,
  order: readonly string[],
  how: { toggle?: boolean; range?: boolean },
): Selection {
  if (how.range && selection.anchor) {
    const a = order.indexOf(selection.anchor);
    const b = order.indexOf(id);
    if (a >= 0 && b >= 0) {
      const [from, to] = a < b ? [a, b] : [b, a];
      return {
        ids: new Set([...selection.ids, ...order.slice(from, to + 1)]),
        anchor: selection.anchor,
      };
    }
  }
  if (how.toggle) {
    const ids = new Set(selection.ids);
    if (ids.has(id)) ids.delete(id);
    else ids.add(id);
    return { ids, anchor: id };
  }
  return { ids: new Set([id]), anchor: id };
}

/** Drops ids no longer shown (deleted elsewhere, filtered out). */
export function keepShown(selection: Selection, shown: ReadonlySet<string>): Selection {
  const ids = [...selection.ids].filter((id) => shown.has(id));
  if (ids.length === selection.ids.size) return selection;
  return {
    ids: new Set(ids),
    anchor: selection.anchor && shown.has(selection.anchor) ? selection.anchor : null,
  };
}
