import MoreVert from '@mui/icons-material/MoreVert';
import type { Process, ProcessCard } from '@orbita/contracts/flow';
import { Box, IconButton } from '@mui/material';
import { useEffect, useRef, type SyntheticEvent } from 'react';
import { MoveMenu } from './move-menu';

// React events of the button and of the menu (a portal) bubble through the tile: they must
// never start a drag (pointer, touch, keyboard) nor open the card (click).
const stop = (e: SyntheticEvent) => e.stopPropagation();

/**
 * The tile's ⋮ button with "Mover para…". `openSignal` (the board's long press, spec §9)
 * opens the menu from the button whenever it changes to a new number.
 */
export function TileMenu({
  card,
  process,
  openSignal,
}: {
  card: ProcessCard;
  process: Process;
  openSignal?: number;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const opener = useRef<((anchor: HTMLElement) => void) | null>(null);
  useEffect(() => {
    if (openSignal && button.current) opener.current?.(button.current);
  }, [openSignal]);
  return (
    <Box
      component="span"
      sx={{ display: 'contents' }}
      onPointerDown={stop}
      onMouseDown={stop}
      onTouchStart={stop}
      onKeyDown={stop}
      onClick={stop}
    >
      <MoveMenu
        card={card}
        process={process}
        trigger={(open) => {
          opener.current = open;
          return (
            <IconButton
              ref={button}
              size="small"
              // Not named after the card: the tile itself is (a shared name would blur the two).
              aria-label="Ações do cartão"
              aria-haspopup="menu"
              sx={{ mt: -0.5 }}
              onClick={(e) => open(e.currentTarget)}
            >
              <MoreVert fontSize="small" />
            </IconButton>
          );
        }}
      />
    </Box>
  );
}
