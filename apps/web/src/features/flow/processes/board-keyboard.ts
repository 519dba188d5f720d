import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/**
 * dnd-kit's sortable keyboard moves, where ← and → always leave the card's own stage. The
 * stock getter counts every droppable whose left edge is left of the card, and the card's own
 * stage starts a few pixels left of it: the first ← only moved the card "over its own stage"
 * and nothing seemed to happen. Sideways, droppables under the card's centre are skipped.
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { collisionRect, droppableRects, droppableContainers } = args.context;
  if ((event.code !== 'ArrowLeft' && event.code !== 'ArrowRight') || !collisionRect)
    return sortableKeyboardCoordinates(event, args);
  const centre = collisionRect.left + collisionRect.width / 2;
  const elsewhere = droppableContainers.getEnabled().filter((entry) => {
    const rect = droppableRects.get(entry.id);
    return !rect || centre < rect.left || centre > rect.left + rect.width;
  });
  // Only these two are read by the stock getter (a Map's own methods refuse another receiver).
  const containers = {
    getEnabled: () => elsewhere,
    get: (id: Parameters<typeof droppableContainers.get>[0]) => droppableContainers.get(id),
  } as unknown as typeof droppableContainers;
  return sortableKeyboardCoordinates(event, {
    ...args,
    context: { ...args.context, droppableContainers: containers },
  });
};
