import AddOutlined from '@mui/icons-material/AddOutlined';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ProcessCard, ProcessStage } from '@orbita/contracts/flow';
import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { memo, useMemo, useState, type ReactNode } from 'react';
import { useEnterAndNext } from '../../../platform/keyboard';
import { BoardCards } from '../tasks/board-cards';
import { SortableCard } from './process-card-tile';

interface StageColumnProps {
  stage: ProcessStage;
  cards: ProcessCard[];
  now: number;
  onOpen: (c: ProcessCard) => void;
  /** The ⋮ menu of each card ("Mover para…"), for people who may move cards. */
  menuFor?: (c: ProcessCard) => ReactNode;
  onCreate?: (title: string, stageId: string) => Promise<unknown>;
}

/**
 * The board draws its stages again whenever its cards change (a drop, the move's answer, a
 * page loading); a stage whose cards are the same ones, in the same order, is not drawn again
 * (each of its cards would be, through dnd-kit's sortable context).
 */
const sameProps = (before: StageColumnProps, after: StageColumnProps) =>
  (Object.keys(after) as (keyof StageColumnProps)[]).every(
    (key) => key === 'cards' || before[key] === after[key],
  ) &&
  before.cards.length === after.cards.length &&
  before.cards.every((card, i) => card === after.cards[i]);

/** One stage of the board: name, colour, WIP as "3/5" (red when full), its cards, a new card field. */
export const StageColumn = memo(function StageColumn({
  stage,
  cards,
  now,
  onOpen,
  onCreate,
  menuFor,
}: StageColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: `stage:${stage.id}` });
  const [adding, setAdding] = useState(false);
  // The same array while the cards stay: a new one makes every mounted card render again at
  // each step of a drag (the column re-renders with dnd-kit's context).
  const ids = useMemo(() => cards.map((c) => c.id), [cards]);
  const full = stage.wipLimit !== null && cards.length >= stage.wipLimit;
  // Enter creates and keeps the focus for the next title (the board's mutation toasts errors).
  const newCard = useEnterAndNext({
    save: (title) => onCreate?.(title, stage.id) ?? Promise.resolve(),
    onEscape: () => setAdding(false),
  });
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      component="section"
      aria-label={`Etapa ${stage.name}`}
      sx={{
        width: { xs: 270, md: 290 },
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        maxHeight: '100%',
        bgcolor: isOver ? 'action.selected' : 'action.hover',
        borderTop: 4,
        borderTopColor: stage.color,
      }}
    >
      <Box sx={{ p: 1.5, pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}
            noWrap
          >
            {stage.name}
          </Typography>
          <Typography
            variant="body2"
            sx={{ color: full ? 'error.main' : 'text.secondary', fontWeight: full ? 700 : 400 }}
            data-testid={`wip-${stage.name}`}
            aria-label={
              stage.wipLimit === null
                ? `${cards.length} cartões`
                : `${cards.length} de ${stage.wipLimit} cartões`
            }
          >
            {stage.wipLimit === null ? cards.length : `${cards.length}/${stage.wipLimit}`}
          </Typography>
        </Stack>
        {onCreate &&
          (adding ? (
            <TextField
              autoFocus
              size="small"
              fullWidth
              label="Título do cartão"
              value={newCard.value}
              inputRef={newCard.inputRef}
              onChange={(e) => newCard.setValue(e.target.value)}
              onBlur={() => !newCard.value.trim() && setAdding(false)}
              onKeyDown={newCard.onKeyDown}
              helperText={
                newCard.pending > 0 ? `Salvando… (${newCard.pending})` : 'Enter cria · Esc fecha'
              }
              slotProps={{ htmlInput: { autoComplete: 'off', enterKeyHint: 'next' } }}
              sx={{ mt: 1 }}
            />
          ) : (
            <Button
              size="small"
              startIcon={<AddOutlined />}
              onClick={() => setAdding(true)}
              disabled={full}
              sx={{ mt: 0.5 }}
            >
              {full ? 'Etapa cheia' : 'Novo cartão'}
            </Button>
          ))}
      </Box>
      <SortableContext id={stage.id} items={ids} strategy={verticalListSortingStrategy}>
        <BoardCards
          items={cards}
          keyOf={(card) => card.id}
          renderCard={(card) => (
            <SortableCard card={card} now={now} onOpen={onOpen} menuFor={menuFor} />
          )}
          emptyText="Nenhum cartão"
        />
      </SortableContext>
    </Paper>
  );
}, sameProps);
