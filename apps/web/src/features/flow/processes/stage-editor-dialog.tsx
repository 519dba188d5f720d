import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
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
import type { Process, ProcessStage } from '@orbita/contracts/flow';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useRef, useState } from 'react';
import { notify } from '../../../platform/toasts';
import { planDrop } from '../tasks/ordering';
import { useProcessChange } from './process-mutations';
import { processesApi } from './processes-api';
import { useStageMove, useStageOrderChange, useStageSave, type StageEdit } from './stage-save';

function StageRow({
  process,
  stage,
  run,
  edit,
  remove,
}: {
  process: Process;
  stage: ProcessStage;
  run: (change: () => Promise<Process>) => void;
  edit: (body: StageEdit, version: number) => void;
  remove: (stageId: string) => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({
    id: stage.id,
  });
  const [name, setName] = useState(stage.name);
  const [wip, setWip] = useState(stage.wipLimit === null ? '' : String(stage.wipLimit));
  // The stage's version when the person began typing: a newer one meanwhile is a conflict.
  const typedOn = useRef(stage.version);
  const began = () => (typedOn.current = stage.version);
  const saveWip = () => {
    const value = wip.trim() === '' ? null : Number(wip);
    if (value === stage.wipLimit) return;
    edit({ id: stage.id, wipLimit: value }, typedOn.current);
  };
  return (
    <Stack
      ref={setNodeRef}
      direction="row"
      spacing={1}
      style={{
        transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined,
        transition,
      }}
      sx={{ alignItems: 'center', bgcolor: 'background.paper', py: 0.5 }}
    >
      <IconButton
        size="small"
        {...attributes}
        {...listeners}
        aria-label={`Reordenar etapa ${stage.name}`}
        sx={{ cursor: 'grab' }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      <Box
        component="input"
        type="color"
        value={stage.color}
        aria-label={`Cor da etapa ${stage.name}`}
        onChange={(e) =>
          run(() => processesApi.updateStage(process.id, stage.id, { color: e.target.value }))
        }
        sx={{ width: 36, height: 36, border: 0, p: 0, bgcolor: 'transparent', cursor: 'pointer' }}
      />
      <TextField
        size="small"
        label="Nome"
        value={name}
        onFocus={began}
        onChange={(e) => setName(e.target.value)}
        onBlur={() =>
          name.trim() &&
          name !== stage.name &&
          edit({ id: stage.id, name: name.trim() }, typedOn.current)
        }
        onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
        sx={{ flex: 1 }}
      />
      <TextField
        size="small"
        label="Limite WIP"
        type="number"
        value={wip}
        onFocus={began}
        onChange={(e) => setWip(e.target.value)}
        onBlur={saveWip}
        onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
        sx={{ width: { xs: 84, sm: 110 } }}
        slotProps={{ htmlInput: { min: 1 } }}
        placeholder="Sem"
      />
      <IconButton
        aria-label={`Excluir etapa ${stage.name}`}
        onClick={() => remove(stage.id)}
        disabled={process.stages.length <= 1}
      >
        <DeleteOutline />
      </IconButton>
    </Stack>
  );
}

/** Stages of a process: add, rename, colour, WIP limit, delete (when empty), reorder by drag. */
export function StageEditorDialog({ process, onClose }: { process: Process; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const change = useProcessChange();
  const run = (fn: () => Promise<Process>) => change.mutate(fn);
  const stageSave = useStageSave(process);
  const move = useStageMove(process);
  const order = useStageOrderChange(process);
  const remove = (stageId: string) =>
    order.mutate({
      change: (version) => processesApi.removeStage(process.id, stageId, version),
    });
  // A stale version opens the conflict dialog (save resolves undefined); other errors toast.
  const edit = (body: StageEdit, version: number) =>
    void stageSave.save(body, version).catch((error: Error) => notify.error(error.message));
  const [newName, setNewName] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const plan = planDrop(
      process.stages.map((s) => s.id),
      String(active.id),
      String(over.id),
    );
    if (plan.changed) move.mutate({ stageId: String(active.id), placement: plan.placement });
  };
  const add = () => {
    if (!newName.trim()) return;
    const name = newName.trim();
    order.mutate({
      change: (version) => processesApi.addStage(process.id, { name, version }),
      onDone: () => setNewName(''),
    });
  };
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="stage-editor-title"
    >
      {stageSave.dialog}
      <DialogTitle id="stage-editor-title">Etapas de {process.name}</DialogTitle>
      <DialogContent dividers>
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext
            items={process.stages.map((s) => s.id)}
            strategy={verticalListSortingStrategy}
          >
            {process.stages.map((stage) => (
              <StageRow
                key={`${stage.id}:${stage.name}:${stage.wipLimit}`}
                process={process}
                stage={stage}
                run={run}
                edit={edit}
                remove={remove}
              />
            ))}
          </SortableContext>
        </DndContext>
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
          <TextField
            size="small"
            label="Nova etapa"
            value={newName}
            onChange={(e) => setNewName(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && add()}
            sx={{ flex: 1 }}
          />
          <Button startIcon={<AddOutlined />} onClick={add} disabled={!newName.trim()}>
            Adicionar
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Concluir
        </Button>
      </DialogActions>
    </Dialog>
  );
}
