import {
  closestCorners,
  pointerWithin,
  rectIntersection,
  type Announcements,
  type CollisionDetection,
} from '@dnd-kit/core';

/** Droppable ids of whole columns/stages start with this; cards use their record id. */
export const isContainerId = (id: string | number) => /^(column|stage):/.test(String(id));

/**
 * Columns are tall and cards small, so "closest corners" alone keeps a card dropped at the
 * top of another column over itself. Under the pointer first (a card beats its column),
 * then by overlap (keyboard drags land the card on the target's rect), then corners.
 */
export const boardCollision: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  if (underPointer.length) {
    const card = underPointer.find((c) => !isContainerId(c.id));
    return card ? [card] : underPointer;
  }
  const overlapping = rectIntersection(args);
  if (overlapping.length) return overlapping;
  return closestCorners(args);
};

/** What a screen reader hears while dragging, in pt-BR, naming things by `label`. */
export function boardAnnouncements(name: (id: string | number) => string): Announcements {
  const label = (id: string | number) => {
    const text = name(id);
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  return {
    onDragStart: ({ active }) =>
      `${label(active.id)} foi pega. Use as setas para mover, Espaço para soltar, Esc para cancelar.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${label(active.id)} está sobre ${name(over.id)}.`
        : `${label(active.id)} não está sobre uma área válida.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${label(active.id)} foi solta sobre ${name(over.id)}.`
        : `${label(active.id)} foi solta.`,
    onDragCancel: ({ active }) => `Movimento de ${label(active.id)} cancelado.`,
  };
}
