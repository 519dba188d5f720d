import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { Paper, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { ROOT_DROP } from './folder-tree';

/**
 * Files dragged onto a folder of the tree move there (the selection moves together when the
 * dragged file is in it). Pointer only, with a 6 px start so a click still selects; the
 * keyboard moves through "Mover para…".
 */
export function LibraryDnd({
  selected,
  onDrop,
  children,
}: {
  selected: ReadonlySet<string>;
  onDrop: (fileIds: string[], folderId: string | null) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const [dragging, setDragging] = useState<string[] | null>(null);
  const idsFor = (id: string) => (selected.has(id) ? [...selected] : [id]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const target = over ? String(over.id) : '';
    if (!target.startsWith('folder:')) return;
    onDrop(idsFor(String(active.id)), target === ROOT_DROP ? null : target.slice('folder:'.length));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      onDragStart={({ active }) => setDragging(idsFor(String(active.id)))}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={{
        announcements: {
          onDragStart: () => 'Arraste até uma pasta para mover.',
          onDragOver: () => '',
          onDragEnd: ({ over }) =>
            over ? 'Arquivo solto na pasta.' : 'Arquivo solto fora das pastas.',
          onDragCancel: () => 'Movimento cancelado.',
        },
      }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragging && (
          <Paper
            elevation={8}
            sx={{ px: 2, py: 1, display: 'inline-block', pointerEvents: 'none' }}
          >
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {dragging.length === 1 ? 'Mover 1 arquivo' : `Mover ${dragging.length} arquivos`}
            </Typography>
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
}
