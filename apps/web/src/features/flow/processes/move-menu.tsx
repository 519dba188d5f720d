import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import type { Process, ProcessCard } from '@orbita/contracts/flow';
import { Box, Button, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { useMoveToStage } from './card-part-mutations';

/**
 * "Mover para…": the process's other stages; a full one (WIP limit) is shown disabled.
 * `trigger` renders the opener (the tile's ⋮ button, or the drawer's button by default).
 */
export function MoveMenu({
  card,
  process,
  trigger,
}: {
  card: ProcessCard;
  process: Process;
  trigger?: (open: (anchor: HTMLElement) => void) => ReactElement;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { moveTo, pending } = useMoveToStage(process.id);
  const open = (el: HTMLElement) => setAnchor(el);
  return (
    <>
      {trigger ? (
        trigger(open)
      ) : (
        <Button
          size="small"
          variant="outlined"
          startIcon={<DriveFileMoveOutlined />}
          onClick={(e) => open(e.currentTarget)}
          loading={pending}
          aria-haspopup="menu"
        >
          Mover para…
        </Button>
      )}
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': `Mover ${card.title} para` } }}
      >
        {process.stages.map((stage) => {
          const here = stage.id === card.stageId;
          const full = !here && stage.wipLimit !== null && stage.cardCount >= stage.wipLimit;
          return (
            <MenuItem
              key={stage.id}
              disabled={here || full}
              onClick={() => {
                setAnchor(null);
                void moveTo(card, stage.id).catch(() => undefined);
              }}
            >
              <Box
                aria-hidden
                sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: stage.color, mr: 1.5 }}
              />
              <ListItemText
                primary={stage.name}
                secondary={here ? 'Etapa atual' : full ? 'Etapa cheia (WIP)' : undefined}
              />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
