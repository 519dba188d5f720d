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
import { stageInputSchema, type Process, type ProcessStage } from '@orbita/contracts/flow';
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
import { useEnterAndNext } from '../../../platform/keyboard';
import { notify } from '../../../platform/toasts';
import { planDrop } from '../tasks/ordering';
import { useProcessChange } from './process-mutations';
import { processesApi } from './processes-api';
import { useStageMove, useStageOrderChange, useStageSave, type StageEdit } from './stage-save';

/** The stage name's refusal (pt-BR, the contract's own), or null when it may be saved. */
export function stageNameError(name: string): string | null {
  const parsed = stageInputSchema.shape.name.safeParse(name);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Informe o nome da etapa.');
}

/**
 * The WIP field's text as a limit: empty is "no limit" (null); anything but a whole number of
 * at least 1 is refused in the field with the contract's pt-BR message.
 */
export function parseWipLimit(text: string): { value: number | null } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  const number = Number(trimmed.replace(',', '.'));
  if (!/^[-+]?\d+([.,]\d+)?$/.test(trimmed) || !Number.isFinite(number))
    return { error: 'Informe um número inteiro.' };
  const parsed = stageInputSchema.shape.wipLimit.safeParse(number);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Limite inválido.' };
  return { value: number };
}

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
  const nameError = stageNameError(name);
  const wipLimit = parseWipLimit(wip);
  const wipError = 'error' in wipLimit ? wipLimit.error : null;
  const saveName = () => {
    // An empty name is refused where it was typed (the message stays), never saved or dropped.
    if (nameError || name.trim() === stage.name) return;
    edit({ id: stage.id, name: name.trim() }, typedOn.current);
  };
  const saveWip = () => {
    if (!('value' in wipLimit) || wipLimit.value === stage.wipLimit) return;
    edit({ id: stage.id, wipLimit: wipLimit.value }, typedOn.current);
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
        onBlur={saveName}
        onKeyDown={(e) => e.key === 'Enter' && !nameError && (e.target as HTMLInputElement).blur()}
        error={!!nameError}
        helperText={nameError ?? undefined}
        sx={{ flex: 1 }}
      />
      <TextField
        size="small"
        label="Limite WIP"
        value={wip}
        onFocus={began}
        onChange={(e) => setWip(e.target.value)}
        onBlur={saveWip}
        onKeyDown={(e) => e.key === 'Enter' && !wipError && (e.target as HTMLInputElement).blur()}
        error={!!wipError}
        helperText={wipError ?? undefined}
        sx={{ width: { xs: 84, sm: 110 } }}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
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
  const [newNameError, setNewNameError] = useState<string | null>(null);
  // Enter adds and keeps the focus for the next stage; a conflict brings the name back.
  const newStage = useEnterAndNext({
    save: (name) =>
      order.mutateAsync({
        change: (version) => processesApi.addStage(process.id, { name, version }),
      }),
    onEmpty: () => setNewNameError(stageNameError('')),
  });
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
            value={newStage.value}
            inputRef={newStage.inputRef}
            onChange={(e) => {
              newStage.setValue(e.target.value);
              setNewNameError(null);
            }}
            onKeyDown={newStage.onKeyDown}
            error={!!newNameError}
            helperText={
              newNameError ?? (newStage.pending > 0 ? `Salvando… (${newStage.pending})` : undefined)
            }
            slotProps={{ htmlInput: { autoComplete: 'off', enterKeyHint: 'next' } }}
            sx={{ flex: 1 }}
          />
          <Button startIcon={<AddOutlined />} onClick={newStage.submit}>
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
