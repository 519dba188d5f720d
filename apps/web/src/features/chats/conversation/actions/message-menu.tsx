import type { Message } from '@orbita/contracts/chats';
import { Box, Divider, IconButton, ListSubheader, Menu, MenuItem } from '@mui/material';

export const QUICK_REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;

export type WorkTarget = 'inbox' | 'task' | 'finance' | 'note';

/** ⋯ (or a long press): Responder, Reagir, Copiar texto, Transformar em… */
export function MessageMenu({
  message,
  anchor,
  onClose,
  onReply,
  onReact,
  onCopy,
  onWork,
  canWrite,
  hasContact,
}: {
  message: Message | null;
  anchor: HTMLElement | null;
  onClose: () => void;
  onReply: (m: Message) => void;
  onReact: (m: Message, emoji: string) => void;
  onCopy: (m: Message) => void;
  onWork: (m: Message, to: WorkTarget) => void;
  canWrite: boolean;
  hasContact: boolean;
}) {
  const open = !!message && !!anchor;
  const act = (fn: (m: Message) => void) => () => {
    if (message) fn(message);
    onClose();
  };
  const note = message?.direction === 'note';
  return (
    <Menu
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': 'Ações da mensagem' } }}
    >
      {canWrite && !note && (
        <Box role="group" aria-label="Reagir" sx={{ display: 'flex', px: 1, pb: 0.5 }}>
          {QUICK_REACTIONS.map((emoji) => (
            <IconButton
              key={emoji}
              size="small"
              aria-label={`Reagir com ${emoji}`}
              onClick={act((m) => onReact(m, emoji))}
            >
              <span aria-hidden>{emoji}</span>
            </IconButton>
          ))}
        </Box>
      )}
      {canWrite && !note && <MenuItem onClick={act(onReply)}>Responder</MenuItem>}
      <MenuItem onClick={act(onCopy)} disabled={!message?.text}>
        Copiar texto
      </MenuItem>
      {canWrite && <Divider />}
      {canWrite && <ListSubheader>Transformar em…</ListSubheader>}
      {canWrite && (
        <MenuItem onClick={act((m) => onWork(m, 'inbox'))}>Item na caixa de entrada</MenuItem>
      )}
      {canWrite && <MenuItem onClick={act((m) => onWork(m, 'task'))}>Tarefa</MenuItem>}
      {canWrite && (
        <MenuItem onClick={act((m) => onWork(m, 'finance'))}>Lançamento financeiro</MenuItem>
      )}
      {canWrite && hasContact && (
        <MenuItem onClick={act((m) => onWork(m, 'note'))}>Nota no contato</MenuItem>
      )}
    </Menu>
  );
}
