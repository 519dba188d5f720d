import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import EditOutlined from '@mui/icons-material/EditOutlined';
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
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CHECKLIST_TEXT_MAX, type ChecklistItem, type TaskDetail } from '@orbita/contracts/flow';
import {
  Box,
  Checkbox,
  IconButton,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useHeldValue } from '../../../platform/cache';
import { useEnterAndNext } from '../../../platform/keyboard';
import { notify } from '../../../platform/toasts';
import { planDrop } from './ordering';
import {
  useAddChecklistItem,
  useMoveChecklistItem,
  useChecklistSave,
  useRemoveChecklistItem,
} from './task-part-mutations';

/** The item's text, edited in place: Enter or leaving the field saves, Esc cancels. */
function ItemText({
  item,
  onRename,
}: {
  item: ChecklistItem;
  /** Saves on the version the edit began on (a stale one opens the conflict dialog). */
  onRename: (text: string, version: number) => Promise<unknown>;
}) {
  const [editing, setEditing] = useState<{ draft: string; version: number } | null>(null);
  const finish = () => {
    if (!editing) return;
    const text = editing.draft.trim();
    // Closed at once (Enter then blur must not save twice); the answer brings the new text.
    setEditing(null);
    if (text && text !== item.text) void onRename(text, editing.version);
  };
  if (editing)
    return (
      <TextField
        size="small"
        fullWidth
        autoFocus
        label="Texto do item"
        value={editing.draft}
        onChange={(e) => setEditing({ ...editing, draft: e.target.value })}
        onBlur={finish}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            finish();
          }
          if (e.key === 'Escape') {
            e.stopPropagation();
            setEditing(null);
          }
        }}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        sx={{ flex: 1 }}
      />
    );
  return (
    <>
      <Typography
        variant="body2"
        onDoubleClick={() => setEditing({ draft: item.text, version: item.version })}
        sx={{
          flex: 1,
          textDecoration: item.done ? 'line-through' : 'none',
          color: item.done ? 'text.secondary' : 'text.primary',
          wordBreak: 'break-word',
        }}
      >
        {item.text}
      </Typography>
      <IconButton
        size="small"
        onClick={() => setEditing({ draft: item.text, version: item.version })}
        aria-label={`Editar "${item.text}"`}
      >
        <EditOutlined fontSize="small" />
      </IconButton>
    </>
  );
}

function Row({
  item,
  onToggle,
  onRename,
  onDelete,
}: {
  item: ChecklistItem;
  onToggle: (done: boolean) => Promise<unknown>;
  onRename: (text: string, version: number) => Promise<unknown>;
  onDelete: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: item.id });
  const [checked, hold] = useHeldValue(item.done);
  return (
    <Stack
      ref={setNodeRef}
      direction="row"
      spacing={0.5}
      style={{
        transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined,
        transition,
      }}
      sx={{ alignItems: 'center', bgcolor: 'background.paper' }}
    >
      <IconButton
        size="small"
        {...attributes}
        {...listeners}
        aria-label={`Reordenar "${item.text}"`}
        sx={{ cursor: 'grab' }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      <Checkbox
        size="small"
        checked={checked}
        onChange={(e) => hold(e.target.checked, onToggle(e.target.checked))}
        slotProps={{ input: { 'aria-label': item.text } }}
      />
      <ItemText item={item} onRename={onRename} />
      <IconButton size="small" onClick={onDelete} aria-label={`Excluir "${item.text}"`}>
        <DeleteOutline fontSize="small" />
      </IconButton>
    </Stack>
  );
}

/** The checklist: add (Enter), toggle, edit the text, delete, reorder by drag (pointer or keyboard). */
export function TaskChecklist({ task }: { task: TaskDetail }) {
  const add = useAddChecklistItem(task.id);
  // Enter adds and the focus stays for the next item; a failure toasts (the mutation's own).
  const newItem = useEnterAndNext({ save: (text) => add.mutateAsync(text) });
  const itemSave = useChecklistSave(task.id);
  // A stale version opens the conflict dialog (save resolves undefined); other errors toast.
  const edit = (body: { id: string; text?: string; done?: boolean }, version: number) =>
    itemSave.save(body, version).catch((error: Error) => notify.error(error.message));
  const remove = useRemoveChecklistItem(task.id);
  const move = useMoveChecklistItem(task.id);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const items = task.checklistItems;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const plan = planDrop(
      items.map((i) => i.id),
      String(active.id),
      String(over.id),
    );
    if (plan.changed)
      move.mutate({
        id: String(active.id),
        version: items.find((i) => i.id === String(active.id))?.version,
        order: plan.order,
        placement: plan.placement,
      });
  };
  const done = items.filter((i) => i.done).length;
  return (
    <Box>
      {itemSave.dialog}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          Checklist
        </Typography>
        {items.length > 0 && (
          <Typography variant="caption" color="text.secondary">
            {done}/{items.length}
          </Typography>
        )}
      </Stack>
      {items.length > 0 && (
        <LinearProgress
          variant="determinate"
          value={(done / items.length) * 100}
          sx={{ mb: 1, borderRadius: 1 }}
          aria-label="Progresso do checklist"
        />
      )}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
          {items.map((item) => (
            <Row
              key={item.id}
              item={item}
              onToggle={(done) => edit({ id: item.id, done }, item.version)}
              onRename={(text, version) => edit({ id: item.id, text }, version)}
              onDelete={() => remove.mutate(item)}
            />
          ))}
        </SortableContext>
      </DndContext>
      <TextField
        size="small"
        fullWidth
        label="Novo item"
        value={newItem.value}
        inputRef={newItem.inputRef}
        onChange={(e) => newItem.setValue(e.target.value)}
        onKeyDown={newItem.onKeyDown}
        helperText={newItem.pending > 0 ? `Salvando… (${newItem.pending})` : 'Enter adiciona'}
        slotProps={{
          htmlInput: { autoComplete: 'off', enterKeyHint: 'next', maxLength: CHECKLIST_TEXT_MAX },
        }}
        sx={{ mt: 1 }}
      />
    </Box>
  );
}
