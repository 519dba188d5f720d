import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import type { DashboardSummary, LayoutWidget, WidgetId } from '@orbita/contracts/dashboard';
import { widgetLabels } from '@orbita/contracts/dashboard';
import { GridBox } from './grid-box';
import { SortableWidget } from './sortable-widget';

const label = (id: string | number) => widgetLabels[id as WidgetId] ?? String(id);

const announcements: Announcements = {
  onDragStart: ({ active }) =>
    `Widget ${label(active.id)} pego. Use as setas para mover, Espaço para soltar, Esc para cancelar.`,
  onDragOver: ({ active, over }) =>
    over
      ? `${label(active.id)} está sobre ${label(over.id)}.`
      : `${label(active.id)} fora da grade.`,
  onDragEnd: ({ active, over }) =>
    over
      ? `${label(active.id)} foi colocado no lugar de ${label(over.id)}.`
      : `${label(active.id)} foi solto.`,
  onDragCancel: ({ active }) => `Movimento de ${label(active.id)} cancelado.`,
};

/**
 * The grid in "Personalizar": every widget offered (hidden ones dimmed, to bring back), each
 * with a drag handle (dnd-kit, pointer and keyboard), up/down and hide/show. Loaded when
 * "Personalizar" opens: the dashboard's first paint does not download the drag code.
 */
export default function SortableGrid({
  summary,
  shown,
  onMove,
  onStep,
  onToggle,
}: {
  summary: DashboardSummary;
  shown: LayoutWidget[];
  onMove: (id: WidgetId, overId: WidgetId) => void;
  onStep: (shown: readonly WidgetId[], id: WidgetId, by: -1 | 1) => void;
  onToggle: (id: WidgetId) => void;
}) {
  const sensors = useSensors(
    // A few pixels before a drag starts, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = shown.map((w) => w.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(active.id as WidgetId, over.id as WidgetId);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'Para mover o widget, pressione Espaço, use as setas e pressione Espaço de novo para soltar; Esc cancela.',
        },
      }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <GridBox>
          {shown.map((w, i) => (
            <SortableWidget
              key={w.id}
              id={w.id}
              summary={summary}
              hidden={w.hidden}
              customizing
              first={i === 0}
              last={i === shown.length - 1}
              onStep={(id, by) => onStep(ids, id, by)}
              onToggle={onToggle}
            />
          ))}
        </GridBox>
      </SortableContext>
    </DndContext>
  );
}
