import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { useSortable } from '@dnd-kit/sortable';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import type { DashboardSummary, WidgetId } from '@orbita/contracts/dashboard';
import { widgetViews } from '../widgets/widget-views';
import { WidgetFrame } from './widget-frame';

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
    <Box
      ref={setNodeRef}
      data-widget={id}
      sx={{
        gridColumn: view.wide ? '1 / -1' : undefined,
        minWidth: 0,
        position: 'relative',
        zIndex: sortable.isDragging ? 2 : undefined,
        boxShadow: sortable.isDragging ? 6 : undefined,
        borderRadius: 1,
      }}
      style={{
        // Translate only: scaling a card of another height would squash its content.
        transform: transform
          ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)`
          : undefined,
        transition,
      }}
    >
      <WidgetFrame
        title={view.title}
        icon={view.icon}
        badge={hidden ? undefined : view.badge?.(summary)}
        href={view.href}
        controls={controls || undefined}
        dimmed={hidden}
      >
        {hidden ? (
          <Typography color="text.secondary">Oculto: não aparece no painel.</Typography>
        ) : (
          view.render(summary)
        )}
      </WidgetFrame>
    </Box>
  );
}
