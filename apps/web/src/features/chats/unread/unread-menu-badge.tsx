import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { chatsQueries } from '../api/queries';

const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);

/**
 * The side menu's unread count beside "Chats" (WhatsApp and team messages not read yet). Its
 * key starts with `chat-conversations`, so every message that arrives refreshes it live; a
 * failed read shows nothing rather than a wrong figure.
 */
export function UnreadMenuBadge() {
  const unread = useQuery({ ...chatsQueries.unread(), retry: false });
  const total = count(unread.data?.whatsapp) + count(unread.data?.team);
  if (!total) return null;
  return (
    <Box
      component="span"
      aria-label={total === 1 ? '1 não lida' : `${total} não lidas`}
      sx={{
        ml: 1,
        minWidth: 20,
        height: 20,
        px: 0.75,
        borderRadius: 10,
        bgcolor: 'error.main',
        color: 'error.contrastText',
        fontSize: 12,
        fontWeight: 700,
        lineHeight: '20px',
        textAlign: 'center',
        flexShrink: 0,
      }}
    >
      {total > 99 ? '99+' : total}
    </Box>
  );
}
