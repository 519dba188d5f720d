import EventOutlined from '@mui/icons-material/EventOutlined';
import { useSortable } from '@dnd-kit/sortable';
import { priorityLabels, type ProcessCard } from '@orbita/contracts/flow';
import {
  Avatar,
  Box,
  Chip,
  Paper,
  Stack,
  Tooltip,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import { memo, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { personInitials } from '../../../ui/person-initials';
import { priorityColor, shortDue } from '../tasks/task-labels';
import { useMembers } from '../tasks/use-members';
import { sinceText } from './time-in-stage';

type Props = {
  card: ProcessCard;
  now: number;
  dragging?: boolean;
  /** The ⋮ menu ("Mover para…") of a card, absent for people who cannot move cards. */
  menuFor?: (card: ProcessCard) => ReactNode;
  ref?: Ref<HTMLDivElement>;
} & HTMLAttributes<HTMLDivElement>;

const tileSx = (withMenu: boolean, dragging: boolean): SxProps<Theme> => ({
  p: 1.5,
  pr: withMenu ? 0.5 : 1.5,
  cursor: 'pointer',
  bgcolor: 'background.paper',
  boxShadow: dragging ? 6 : 0,
  // Before the long press lifts it, a finger on a card still scrolls the page.
  touchAction: 'manipulation',
  '&:hover': { borderColor: 'primary.main' },
  '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
});
// The four looks, built once: a drag re-renders every card of the board (dnd-kit's sortable
// context), and a new style object per card per frame is serialized again by emotion.
const tileLooks = {
  plain: tileSx(false, false),
  menu: tileSx(true, false),
  dragging: tileSx(false, true),
  menuDragging: tileSx(true, true),
};
const lookOf = (withMenu: boolean, dragging: boolean) =>
  withMenu
    ? dragging
      ? tileLooks.menuDragging
      : tileLooks.menu
    : dragging
      ? tileLooks.dragging
      : tileLooks.plain;

/** A card on the process board: title, priority, due date, responsible and time in its stage. */
export function CardTile({ card, now, dragging = false, menuFor, ref, ...rest }: Props) {
  return (
    <Paper ref={ref} variant="outlined" {...rest} sx={lookOf(!!menuFor, dragging)}>
      <CardTileBody card={card} now={now} menuFor={menuFor} />
    </Paper>
  );
}

/**
 * What a card shows, drawn again only when the card (or the clock, or the menu) changes:
 * during a drag dnd-kit re-renders every sortable card of the board for each step, and with
 * 2,000 cards the MUI tree inside each was most of the time between the key press and the
 * card shown in its new stage (issue 26: kanban drag on 2,000 cards).
 */
const CardTileBody = memo(function CardTileBody({
  card,
  now,
  menuFor,
}: Pick<Props, 'card' | 'now' | 'menuFor'>) {
  const members = useMembers();
  const assignee = card.assigneeId
    ? (members.data ?? []).find((m) => m.userId === card.assigneeId)
    : undefined;
  const overdue = card.dueAt !== null && new Date(card.dueAt).getTime() < now;
  return (
    <>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: 'break-word', flex: 1 }}>
          {card.title}
        </Typography>
        {menuFor?.(card)}
      </Stack>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', columnGap: 0.75, rowGap: 0.5, alignItems: 'center', mt: 0.5 }}
      >
        {card.priority !== 'normal' && (
          <Chip
            size="small"
            color={priorityColor[card.priority]}
            label={priorityLabels[card.priority]}
            sx={{ height: 20 }}
          />
        )}
        {card.dueAt && (
          <Stack
            direction="row"
            spacing={0.25}
            sx={{ alignItems: 'center', color: overdue ? 'error.main' : 'text.secondary' }}
            aria-label={`Prazo ${shortDue(card.dueAt)}${overdue ? ' (atrasado)' : ''}`}
          >
            <EventOutlined sx={{ fontSize: 14 }} aria-hidden />
            <Typography variant="caption">{shortDue(card.dueAt)}</Typography>
          </Stack>
        )}
        <Typography variant="caption" color="text.secondary">
          {sinceText(card.enteredStageAt, now)} nesta etapa
        </Typography>
        <Box sx={{ flex: 1 }} />
        {assignee && (
          <Tooltip title={`Responsável: ${assignee.name}`}>
            <Avatar
              sx={{ width: 22, height: 22, fontSize: 11 }}
              aria-label={`Responsável: ${assignee.name}`}
            >
              {personInitials(assignee.name)}
            </Avatar>
          </Tooltip>
        )}
      </Stack>
    </>
  );
});

/**
 * Drags with the pointer, a long press (touch) or the keyboard (Space, arrows, Space); Enter or
 * a click opens it; its ⋮ menu moves it to another stage.
 */
export function SortableCard({
  card,
  now,
  onOpen,
  menuFor,
}: {
  card: ProcessCard;
  now: number;
  onOpen: (card: ProcessCard) => void;
  menuFor?: (card: ProcessCard) => ReactNode;
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
      menuFor={menuFor}
      {...attributes}
      {...listeners}
      aria-roledescription="cartão arrastável"
      aria-label={card.title}
      data-card-id={card.id}
      onClick={() => onOpen(card)}
      onKeyDown={(e) => {
        if (e.target !== e.currentTarget) return;
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
