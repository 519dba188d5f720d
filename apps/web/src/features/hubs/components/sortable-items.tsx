import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import {
  Box,
  IconButton,
  Link as MuiLink,
  List,
  ListItem,
  Tooltip,
  Typography,
} from '@mui/material';
import { hubItemKindLabels, type HubItem } from '@orbita/contracts/hubs';
import { Link } from 'react-router';
import { dayjs } from '../../../platform/dates';

interface RowActions {
  canEdit: boolean;
  onPin: (item: HubItem) => void;
  onRemove: (item: HubItem) => void;
}

function ItemRow({ item, canEdit, onPin, onRemove }: { item: HubItem } & RowActions) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: !canEdit,
  });
  const changed = item.recordUpdatedAt
    ? `alterado em ${dayjs(item.recordUpdatedAt).format('DD/MM/YYYY [às] HH:mm')}`
    : `adicionado em ${dayjs(item.addedAt).format('DD/MM/YYYY')}`;
  return (
    <ListItem
      ref={setNodeRef}
      divider
      sx={{
        gap: 1,
        px: 1,
        transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined,
        transition: transition,
        opacity: isDragging ? 0.6 : 1,
        bgcolor: 'background.paper',
      }}
    >
      {canEdit && (
        <IconButton
          size="small"
          aria-label={`Mover ${item.title}`}
          sx={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <MuiLink component={Link} to={item.path} sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>
          {item.title}
        </MuiLink>
        <Typography variant="body2" color="text.secondary">
          {hubItemKindLabels[item.kind].one} · {changed}
        </Typography>
      </Box>
      {canEdit && (
        <Box sx={{ display: 'flex', flexShrink: 0 }}>
          <Tooltip title={item.pinned ? 'Desafixar' : 'Fixar no topo'}>
            <IconButton
              aria-label={`${item.pinned ? 'Desafixar' : 'Fixar'} ${item.title}`}
              aria-pressed={item.pinned}
              onClick={() => onPin(item)}
            >
              {item.pinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
            </IconButton>
          </Tooltip>
          <Tooltip title="Tirar do hub">
            <IconButton aria-label={`Tirar ${item.title} do hub`} onClick={() => onRemove(item)}>
              <RemoveCircleOutlineIcon />
            </IconButton>
          </Tooltip>
        </Box>
      )}
    </ListItem>
  );
}

/**
 * One group of the hub's items (the pinned ones, or one kind), reordered by drag or by
 * keyboard (Space on the handle, arrows, Space): `onOrder` gets the group's new order.
 */
export function SortableItems({
  label,
  items,
  onOrder,
  ...actions
}: { label: string; items: HubItem[]; onOrder: (ids: string[]) => void } & RowActions) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((i) => i.id);
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onOrder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        screenReaderInstructions: {
          draggable: 'Para mover, pressione espaço, use as setas e pressione espaço de novo.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <List aria-label={label} disablePadding>
          {items.map((item) => (
            <ItemRow key={item.id} item={item} {...actions} />
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}
