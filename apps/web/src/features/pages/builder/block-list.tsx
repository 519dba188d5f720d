import AddIcon from '@mui/icons-material/Add';
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
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Button, Menu, MenuItem, Snackbar, Stack, Typography } from '@mui/material';
import { PAGE_BLOCKS_MAX, type PageBlock, type PageBlockType } from '@orbita/contracts/pages';
import { useState } from 'react';
import { BlockCard } from './block-card';
import { blockKinds, newBlock } from './block-kinds';

/** The page's blocks as cards, the add-block menu, reorder (drag, keyboard, arrows) and delete with undo. */
export function BlockList({
  blocks,
  readOnly,
  onChange,
}: {
  blocks: PageBlock[];
  readOnly: boolean;
  onChange: (blocks: PageBlock[]) => void;
}) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [removed, setRemoved] = useState<{ block: PageBlock; index: number } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => {
    if (to < 0 || to >= blocks.length || from === to) return;
    onChange(arrayMove(blocks, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const from = blocks.findIndex((b) => b.id === active.id);
    const to = blocks.findIndex((b) => b.id === over.id);
    if (from >= 0 && to >= 0) move(from, to);
  };
  const add = (type: PageBlockType) => {
    setMenu(null);
    onChange([...blocks, newBlock(type)]);
  };
  const remove = (index: number) => {
    const block = blocks[index];
    if (!block) return;
    setRemoved({ block, index });
    onChange(blocks.filter((_b, i) => i !== index));
  };
  const undo = () => {
    if (!removed) return;
    const next = [...blocks];
    next.splice(Math.min(removed.index, next.length), 0, removed.block);
    setRemoved(null);
    onChange(next);
  };
  const full = blocks.length >= PAGE_BLOCKS_MAX;
  return (
    <Stack spacing={1.5}>
      {blocks.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {readOnly
            ? 'Esta página ainda não tem blocos.'
            : 'A página está vazia. Adicione o primeiro bloco abaixo.'}
        </Typography>
      )}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={blocks.map((b) => b.id)} strategy={verticalListSortingStrategy}>
          {blocks.map((block, index) => (
            <BlockCard
              key={block.id}
              block={block}
              index={index}
              count={blocks.length}
              readOnly={readOnly}
              onChange={(next) => onChange(blocks.map((b) => (b.id === block.id ? next : b)))}
              onMove={(to) => move(index, to)}
              onDelete={() => remove(index)}
            />
          ))}
        </SortableContext>
      </DndContext>
      {!readOnly && (
        <>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={full}
            aria-haspopup="menu"
            onClick={(e) => setMenu(e.currentTarget)}
            sx={{ alignSelf: 'flex-start' }}
          >
            Adicionar bloco
          </Button>
          <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
            {blockKinds.map((kind) => (
              <MenuItem key={kind.type} onClick={() => add(kind.type)}>
                {kind.label}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
      <Snackbar
        open={removed !== null}
        autoHideDuration={8000}
        onClose={(_e, reason) => reason !== 'clickaway' && setRemoved(null)}
        message="Bloco excluído."
        action={
          <Button color="inherit" size="small" onClick={undo}>
            Desfazer
          </Button>
        }
      />
    </Stack>
  );
}
