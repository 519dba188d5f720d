import { useSortable } from '@dnd-kit/sortable';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { IconButton, ListItem, ListItemText, Switch, Tooltip } from '@mui/material';
import { useHeldValue } from '../../../platform/cache';

/** One entry of the menu editor: drag handle, name, move buttons and the "show" switch. */
export function MenuEditorRow({
  item,
  first,
  last,
  onMove,
  onToggle,
}: {
  item: { path: string; title: string; hidden: boolean };
  first: boolean;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
  onToggle: (show: boolean) => Promise<unknown>;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.path });
  // The click shows at once and holds until the save settles (see useHeldValue).
  const [shown, hold] = useHeldValue(!item.hidden);
  return (
    <ListItem
      ref={setNodeRef}
      disableGutters
      sx={{
        pl: 0.5,
        pr: 0.5,
        gap: 0.5,
        borderRadius: 1,
        bgcolor: isDragging ? 'action.selected' : undefined,
        transform: transform
          ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)`
          : undefined,
        transition,
        zIndex: isDragging ? 1 : undefined,
        position: 'relative',
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        {...attributes}
        {...listeners}
        aria-roledescription="item arrastável"
        aria-label={`Arrastar ${item.title}`}
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <ListItemText
        primary={item.title}
        sx={{
          opacity: item.hidden ? 0.5 : 1,
          textDecoration: item.hidden ? 'line-through' : 'none',
        }}
      />
      <Tooltip title="Subir">
        <span>
          <IconButton
            size="small"
            disabled={first}
            onClick={() => onMove(-1)}
            aria-label={`Subir ${item.title}`}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Descer">
        <span>
          <IconButton
            size="small"
            disabled={last}
            onClick={() => onMove(1)}
            aria-label={`Descer ${item.title}`}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={shown ? 'Visível no menu' : 'Oculto no menu'}>
        <Switch
          size="small"
          checked={shown}
          onChange={(e) => hold(e.target.checked, onToggle(e.target.checked))}
          slotProps={{ input: { 'aria-label': `Mostrar ${item.title} no menu` } }}
        />
      </Tooltip>
    </ListItem>
  );
}
