import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { useSortable } from '@dnd-kit/sortable';
import { Box, IconButton, Tooltip } from '@mui/material';
import type { DashboardSummary, WidgetId } from '@orbita/contracts/dashboard';
import { widgetViews } from '../widgets/widget-views';
import { WidgetCell } from './widget-cell';

export interface SortableWidgetProps {
  id: WidgetId;
  summary: DashboardSummary;
  hidden: boolean;
  customizing: boolean;
  first: boolean;
  last: boolean;
  onStep: (id: WidgetId, by: -1 | 1) => void;
  onToggle: (id: WidgetId) => void;
}

/** One widget in the grid; in "Personalizar" it gets a drag handle, up/down and hide/show. */
export function SortableWidget(props: SortableWidgetProps) {
  const { id, summary, hidden, customizing, first, last, onStep, onToggle } = props;
  const view = widgetViews[id];
  const sortable = useSortable({ id, disabled: !customizing });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    sortable;

  const controls = customizing && (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Tooltip title="Arraste para mover (ou Espaço e as setas)">
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          {...attributes}
          {...listeners}
          aria-label={`Arrastar ${view.title}`}
          sx={{ cursor: sortable.isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <IconButton
        size="small"
        disabled={first}
        onClick={() => onStep(id, -1)}
        aria-label={`Mover ${view.title} para antes`}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        disabled={last}
        onClick={() => onStep(id, 1)}
        aria-label={`Mover ${view.title} para depois`}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        onClick={() => onToggle(id)}
        aria-label={`${hidden ? 'Mostrar' : 'Ocultar'} ${view.title}`}
      >
        {hidden ? (
          <VisibilityOutlinedIcon fontSize="small" />
        ) : (
          <VisibilityOffOutlinedIcon fontSize="small" />
        )}
      </IconButton>
    </Box>
  );

  return (
    <WidgetCell
      id={id}
      summary={summary}
      hidden={hidden}
      controls={controls || undefined}
      cellRef={setNodeRef}
      dragging={sortable.isDragging}
      style={{
        // Translate only: scaling a card of another height would squash its content.
        transform: transform
          ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)`
          : undefined,
        transition,
      }}
    />
  );
}
