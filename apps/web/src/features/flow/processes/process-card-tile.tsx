import { useSortable } from '@dnd-kit/sortable';
import type { ProcessCard } from '@orbita/contracts/flow';
import { Paper, Typography } from '@mui/material';
import type { HTMLAttributes, Ref } from 'react';
import { sinceText } from './time-in-stage';

type Props = {
  card: ProcessCard;
  now: number;
  dragging?: boolean;
  ref?: Ref<HTMLDivElement>;
} & HTMLAttributes<HTMLDivElement>;

/** A card on the process board: title and time in its stage. */
export function CardTile({ card, now, dragging, ref, ...rest }: Props) {
  return (
    <Paper
      ref={ref}
      variant="outlined"
      {...rest}
      sx={{
        p: 1.5,
        cursor: 'pointer',
        bgcolor: 'background.paper',
        boxShadow: dragging ? 6 : 0,
        '&:hover': { borderColor: 'primary.main' },
        '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: 'break-word' }}>
        {card.title}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {sinceText(card.enteredStageAt, now)} nesta etapa
      </Typography>
    </Paper>
  );
}

/** Drags with the pointer or the keyboard (Space, arrows, Space); Enter or a click opens it. */
export function SortableCard({
  card,
  now,
  onOpen,
}: {
  card: ProcessCard;
  now: number;
  onOpen: (card: ProcessCard) => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
    data: { stageId: card.stageId },
  });
  return (
    <CardTile
      ref={setNodeRef}
      card={card}
      now={now}
      {...attributes}
      {...listeners}
      aria-roledescription="cartão arrastável"
      aria-label={card.title}
      onClick={() => onOpen(card)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onOpen(card);
        else listeners?.onKeyDown?.(e);
      }}
      style={{
        transform: transform
          ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)`
          : undefined,
        transition,
        opacity: isDragging ? 0.4 : 1,
      }}
    />
  );
}
