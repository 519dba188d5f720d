import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Box, List, Typography } from '@mui/material';
import type { PersonMenu } from '@orbita/contracts/settings';
import { useSaveMenu, type MenuChange } from '../api/mutations';
import {
  arrangeMenu,
  baseMenuGroups,
  moveWithinGroup,
  orderOf,
  type ArrangedGroup,
} from '../menu-arrangement';
import { MenuEditorRow } from './menu-editor-row';

const screenReaderInstructions = {
  draggable:
    'Para mover, tecle Espaço, use as setas para cima e para baixo e tecle Espaço de novo para soltar (Esc cancela).',
};

/** What a screen reader hears while an entry moves (dnd-kit's defaults are in English). */
function announcementsFor(group: ArrangedGroup): Announcements {
  const title = (id: UniqueIdentifier | undefined) =>
    group.items.find((i) => i.path === id)?.title ?? '';
  return {
    onDragStart: ({ active }) => `Você pegou ${title(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${title(active.id)} está sobre ${title(over.id)}.`
        : `${title(active.id)} fora da lista.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${title(active.id)} solto no lugar de ${title(over.id)}.`
        : `${title(active.id)} solto.`,
    onDragCancel: ({ active }) => `Movimento de ${title(active.id)} cancelado.`,
  };
}

/**
 * Reorder (drag, or keyboard: Space, arrows, Space; or the arrow buttons) and hide the side
 * menu's entries, inside each area. Every change saves at once on the menu's version.
 */
export function MenuEditor({ menu }: { menu: PersonMenu }) {
  const { save, dialog } = useSaveMenu(menu);
  const groups = arrangeMenu(baseMenuGroups, menu);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // Failures are said by useSaveMenu (toast, or the conflict dialog).
  const send = (change: MenuChange) => save(change).catch(() => undefined);
  // Only the part that changed: a reapplied save keeps what another device changed elsewhere.
  const move = (path: string, to: number) =>
    void send({ order: orderOf(moveWithinGroup(groups, path, to)) });
  const toggle = (path: string, show: boolean) =>
    send({
      hidden: show
        ? menu.hidden.filter((p) => p !== path)
        : [...menu.hidden.filter((p) => p !== path), path],
    });

  const onDragEnd = (group: ArrangedGroup) => (event: DragEndEvent) => {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const to = group.items.findIndex((i) => i.path === over.id);
    move(String(active.id), to);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {groups
        .filter((g) => g.items.length > 0)
        .map((group) => (
          <Box key={group.area} component="section" aria-label={group.label}>
            <Typography variant="subtitle2" color="text.secondary" sx={{ px: 1 }}>
              {group.label}
            </Typography>
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={onDragEnd(group)}
              accessibility={{ screenReaderInstructions, announcements: announcementsFor(group) }}
            >
              <SortableContext
                items={group.items.map((i) => i.path)}
                strategy={verticalListSortingStrategy}
              >
                <List dense disablePadding>
                  {group.items.map((item, index) => (
                    <MenuEditorRow
                      key={item.path}
                      item={item}
                      first={index === 0}
                      last={index === group.items.length - 1}
                      onMove={(delta) => move(item.path, index + delta)}
                      onToggle={(show) => toggle(item.path, show)}
                    />
                  ))}
                </List>
              </SortableContext>
            </DndContext>
          </Box>
        ))}
      {dialog}
    </Box>
  );
}
