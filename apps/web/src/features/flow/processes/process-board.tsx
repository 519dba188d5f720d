import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type SensorDescriptor,
  type SensorOptions,
} from '@dnd-kit/core';
import type { Process, ProcessCard } from '@orbita/contracts/flow';
import { Box, CircularProgress } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  LONG_PRESS_MS,
  MOVE_TOLERANCE_PX,
  swallowClicksAfterPress,
} from '../../../platform/long-press';
import { QueryError } from '../../../ui/query-states';
import { boardAnnouncements, boardCollision } from '../tasks/board-dnd';
import { planDrop } from '../tasks/ordering';
import { CardTile } from './process-card-tile';
import { placedIn, useCreateCard, useMoveCard, withCardPlaced } from './process-mutations';
import { processQueries } from './processes-api';
import { StageColumn } from './stage-column';
import { TileMenu } from './tile-menu';
import { boardKeyboardCoordinates } from './board-keyboard';
import { useScreenFill } from '../../../ui/use-screen-fill';

const keyboardCodes = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };
/**
 * Touch: a long press lifts the card; a finger that moves first scrolls the page (and the
 * board sideways), as on any mobile list. Shorter than the 1 s long press of menus because
 * the lifted card answers at once (the drag overlay appears under the finger).
 */
const touchLift = { delay: 400, tolerance: MOVE_TOLERANCE_PX };
// Built once: dnd-kit rebuilds its sensors from new option objects, and new sensors give every
// stage and card a new drag context, so each render of the board drew every card again.
const mouseOptions = { activationConstraint: { distance: 6 } };
const touchOptions = { activationConstraint: touchLift };
const keyboardOptions = { coordinateGetter: boardKeyboardCoordinates, keyboardCodes };
const noSensors: SensorDescriptor<SensorOptions>[] = [];

/** The stages side by side with their cards; cards drag within and between stages. */
export function ProcessBoard({
  process,
  canWrite,
  onOpen,
}: {
  process: Process;
  canWrite: boolean;
  onOpen: (card: ProcessCard) => void;
}) {
  const query = useInfiniteQuery(processQueries.cards(process.id));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  // The board shows every card: keep loading pages until the last one.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  // A drop is drawn with the drop itself, in the same render as dnd-kit's: the cache's own
  // update reaches the board a task later (TanStack notifies in a timeout), and drawing the
  // stage twice was most of a drop's time. Only until the cache changes: then it decides.
  const [dropped, setDropped] = useState<{
    card: ProcessCard;
    order: string[];
    over: typeof query.data;
  } | null>(null);
  if (dropped && dropped.over !== query.data) setDropped(null);
  const byStage = useMemo(() => {
    const data =
      dropped && dropped.over === query.data
        ? withCardPlaced(query.data, dropped.card, dropped.order)
        : query.data;
    const map = new Map<string, ProcessCard[]>(process.stages.map((s) => [s.id, []]));
    for (const card of data?.pages.flatMap((p) => p.items) ?? []) map.get(card.stageId)?.push(card);
    return map;
  }, [query.data, process.stages, dropped]);
  const [now] = useState(() => Date.now());
  const [active, setActive] = useState<ProcessCard | null>(null);
  const move = useMoveCard(process.id);
  const [fillHeight, setFillElement] = useScreenFill<HTMLDivElement>({ xs: 240, md: 210 });
  const createCard = useCreateCard(process.id).mutateAsync;
  // Mouse and touch apart (not one PointerSensor): a touch must not start a drag on contact.
  const sensors = useSensors(
    useSensor(MouseSensor, mouseOptions),
    useSensor(TouchSensor, touchOptions),
    useSensor(KeyboardSensor, keyboardOptions),
  );
  const find = (id: string) => {
    for (const [stageId, cards] of byStage) {
      const card = cards.find((c) => c.id === id);
      if (card) return { stageId, card };
    }
    return null;
  };
  const labelOf = (id: string | number) => {
    const text = String(id);
    if (text.startsWith('stage:'))
      return `a etapa ${process.stages.find((s) => s.id === text.slice(6))?.name ?? ''}`;
    return `o cartão ${find(text)?.card.title ?? ''}`;
  };
  // Long press (spec §9): a touch that lifted the card, held still for the long-press time
  // and let go where it began opens the card's actions (its ⋮ menu) instead of moving it.
  const [pressed, setPressed] = useState<{ id: string; at: number } | null>(null);
  // The browser's own long-press menu may cancel the touch instead of ending it: both count.
  const heldStill = ({ active: a, delta, activatorEvent }: DragEndEvent) => {
    const touch = typeof TouchEvent !== 'undefined' && activatorEvent instanceof TouchEvent;
    if (
      !touch ||
      Math.hypot(delta.x, delta.y) > MOVE_TOLERANCE_PX ||
      performance.now() - activatorEvent.timeStamp < LONG_PRESS_MS
    )
      return false;
    setPressed({ id: String(a.id), at: Date.now() });
    swallowClicksAfterPress();
    return true;
  };
  // The same function while the process and the long press stay: each card's content is
  // memo (process-card-tile), and a new function would draw all of them again on every drag.
  const menuFor = useCallback(
    (card: ProcessCard) => (
      <TileMenu
        card={card}
        process={process}
        openSignal={pressed?.id === card.id ? pressed.at : undefined}
      />
    ),
    [process, pressed],
  );
  const onDragEnd = (event: DragEndEvent) => {
    const { active: a, over } = event;
    setActive(null);
    if (heldStill(event)) return;
    if (!over) return;
    const from = find(String(a.id));
    const overId = String(over.id);
    const toStage = overId.startsWith('stage:')
      ? overId.slice('stage:'.length)
      : find(overId)?.stageId;
    if (!from || !toStage) return;
    const plan = planDrop(
      (byStage.get(toStage) ?? []).map((c) => c.id),
      from.card.id,
      overId.startsWith('stage:') ? null : overId,
    );
    if (!plan.changed && from.stageId === toStage) return;
    setDropped({ card: placedIn(from.card, toStage), order: plan.order, over: query.data });
    move.mutate({
      card: from.card,
      stageId: toStage,
      order: plan.order,
      placement: plan.placement,
    });
  };
  const createIn = useCallback(
    (title: string, stageId: string) => createCard({ title, stageId }),
    [createCard],
  );

  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <DndContext
      // An Observador reads the board: nothing to drag (the server would say 403).
      sensors={canWrite ? sensors : noSensors}
      collisionDetection={boardCollision}
      onDragStart={({ active: a }) => setActive(find(String(a.id))?.card ?? null)}
      onDragEnd={onDragEnd}
      onDragCancel={(event) => {
        setActive(null);
        heldStill(event);
      }}
      accessibility={{
        announcements: boardAnnouncements(labelOf),
        screenReaderInstructions: {
          draggable:
            'Para mover o cartão, pressione Espaço, use as setas e pressione Espaço de novo para soltar; Esc cancela.',
        },
      }}
    >
      <Box
        ref={setFillElement}
        sx={{
          display: 'flex',
          gap: 1.5,
          overflowX: 'auto',
          pb: 1,
          height: fillHeight,
          minHeight: 400,
        }}
        data-testid="process-board"
      >
        {query.isPending ? (
          <Box
            sx={{ display: 'grid', placeItems: 'center', flex: 1 }}
            role="status"
            aria-label="Carregando cartões"
          >
            <CircularProgress />
          </Box>
        ) : (
          process.stages.map((stage) => (
            <StageColumn
              key={stage.id}
              stage={stage}
              cards={byStage.get(stage.id) ?? []}
              now={now}
              onOpen={onOpen}
              menuFor={canWrite ? menuFor : undefined}
              onCreate={canWrite ? createIn : undefined}
            />
          ))
        )}
      </Box>
      <DragOverlay>{active ? <CardTile card={active} now={now} dragging /> : null}</DragOverlay>
    </DndContext>
  );
}
