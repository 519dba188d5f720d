/**
 * Drag and drop placement. The server orders records by fractional keys and takes the two
 * neighbours of the dropped record (`afterId` above it, `beforeId` below it), writing only
 * the moved row; these helpers work those neighbours out from what the user saw.
 */

export interface Placement {
  afterId: string | null;
  beforeId: string | null;
}

/** The neighbours of `id` in an ordered column. */
export function neighboursOf(ordered: readonly string[], id: string): Placement {
  const index = ordered.indexOf(id);
  if (index < 0) return { afterId: null, beforeId: null };
  return { afterId: ordered[index - 1] ?? null, beforeId: ordered[index + 1] ?? null };
}

/**
 * The target column's order after a drop. Within a column the card takes the place of the
 * one it was dropped on (like `arrayMove`); from another column it goes right before that
 * card; dropped on the column itself (`overId` null or unknown), it goes last.
 */
export function orderAfterDrop(
  target: readonly string[],
  activeId: string,
  overId: string | null,
): string[] {
  const from = target.indexOf(activeId);
  const rest = target.filter((id) => id !== activeId);
  const overIndex = overId === null ? -1 : target.indexOf(overId);
  if (overIndex < 0 || overId === activeId) {
    if (from >= 0 && overId === activeId) return [...target];
    return [...rest, activeId];
  }
  if (from >= 0) {
    const next = [...rest];
    next.splice(overIndex, 0, activeId);
    return next;
  }
  const at = rest.indexOf(overId!);
  const next = [...rest];
  next.splice(at, 0, activeId);
  return next;
}

/** Where to send a drop: the new order of the target column and the neighbours to post. */
export function planDrop(
  target: readonly string[],
  activeId: string,
  overId: string | null,
): { order: string[]; placement: Placement; changed: boolean } {
  const order = orderAfterDrop(target, activeId, overId);
  const changed = order.length !== target.length || order.some((id, i) => id !== target[i]);
  return { order, placement: neighboursOf(order, activeId), changed };
}
