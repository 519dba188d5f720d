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
import { Box } from '@mui/material';
import type { DashboardSummary, LayoutWidget, WidgetId } from '@orbita/contracts/dashboard';
import { widgetLabels } from '@orbita/contracts/dashboard';
import { offered } from '../widgets/widget-views';
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
 * The widgets in the person's order: one column on a phone, two from md, three from xl.
 * Out of "Personalizar" hidden widgets are left out; in it they show dimmed, to bring back.
 */
export function DashboardGrid({
  summary,
  widgets,
  customizing,
  onMove,
  onStep,
  onToggle,
}: {
  summary: DashboardSummary;
  widgets: LayoutWidget[];
  customizing: boolean;
  onMove: (id: WidgetId, overId: WidgetId) => void;
  onStep: (shown: readonly WidgetId[], id: WidgetId, by: -1 | 1) => void;
  onToggle: (id: WidgetId) => void;
}) {
  const sensors = useSensors(
    // A few pixels before a drag starts, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const shown = widgets.filter((w) => offered(w.id, summary) && (customizing || !w.hidden));
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
        <Box
          data-testid="dashboard-grid"
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'stretch',
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: 'repeat(2, minmax(0, 1fr))',
              xl: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {shown.map((w, i) => (
            <SortableWidget
              key={w.id}
              id={w.id}
              summary={summary}
              hidden={w.hidden}
              customizing={customizing}
              first={i === 0}
              last={i === shown.length - 1}
              onStep={(id, by) => onStep(ids, id, by)}
              onToggle={onToggle}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
