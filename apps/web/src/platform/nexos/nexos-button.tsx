import CloseIcon from '@mui/icons-material/Close';
import HubOutlined from '@mui/icons-material/HubOutlined';
import {
  Box,
  Button,
  Drawer,
  IconButton,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { RecordRef } from '@orbita/contracts';
import { useId, useState } from 'react';
import { NexosPanel } from './lazy-panel';

/**
 * "Nexos" in the header of a record that fills the screen (a list's board, a process, a map,
 * a publication, a codex, a game): the same panel as on a record's page, in a side panel
 * opened on demand, so every record shows its links — from both ends.
 */
export function NexosButton({ kind, id, name }: RecordRef & { name: string }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = () => setOpen(false);
  // On a phone the icon alone: beside a record's title the label cut the title to a letter.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <>
      {phone ? (
        <Tooltip title="Nexos">
          <IconButton aria-label="Nexos" aria-haspopup="dialog" onClick={() => setOpen(true)}>
            <HubOutlined />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          size="small"
          startIcon={<HubOutlined />}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          Nexos
        </Button>
      )}
      <Drawer
        anchor="right"
        open={open}
        onClose={close}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: { xs: '100%', sm: 440 }, p: 2, gap: 1 },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" noWrap sx={{ flex: 1 }}>
            Nexos de {name}
          </Typography>
          <IconButton aria-label="Fechar" onClick={close}>
            <CloseIcon />
          </IconButton>
        </Box>
        {open && <NexosPanel kind={kind} id={id} />}
      </Drawer>
    </>
  );
}
