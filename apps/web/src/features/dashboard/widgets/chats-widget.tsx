import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { chatConversationsEntity, chatsEndpoints } from '@orbita/contracts/chats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { callApi } from '../../../platform/http';
import { formatIntegerBR } from '../../../platform/masks/number-br';

/**
 * chats' unread totals, read through its public endpoint (features never import each other).
 * The key is the one chats' side-menu badge uses, so both share one read and the
 * `chat-conversations` nudge of a new message refreshes the widget live.
 */
const unreadQuery = () =>
  queryOptions({
    queryKey: [chatConversationsEntity, 'unread'] as const,
    queryFn: ({ signal }) => callApi(chatsEndpoints.unread, { signal }),
  });

const inbox = '/comunicacao/chats';

function Figure({ value, label, to }: { value: number; label: string; to: string }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="none"
      sx={{
        display: 'grid',
        gap: 0.25,
        p: 1,
        borderRadius: 1,
        color: 'text.primary',
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Typography component="span" sx={{ fontSize: 28, fontWeight: 600, lineHeight: 1.1 }}>
        {formatIntegerBR(value)}
      </Typography>{' '}
      <Typography component="span" variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Link>
  );
}

/** Conversas: messages not read yet, those of conversations assigned to me, and the unassigned. */
export function ChatsWidget() {
  const unread = useQuery(unreadQuery());
  if (unread.isPending)
    return (
      <Typography color="text.secondary" role="status">
        Carregando…
      </Typography>
    );
  if (unread.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void unread.refetch()}>
            Tentar de novo
          </Button>
        }
      >
        {unread.error.message}
      </Alert>
    );
  const { whatsapp, team, mine, unassigned } = unread.data;
  return (
    <Box
      aria-label="Conversas"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))',
        gap: 1,
        mx: -1,
      }}
    >
      <Figure value={whatsapp + team} label="não lidas" to={`${inbox}?filtro=unread`} />
      <Figure value={mine} label="minhas não lidas" to={`${inbox}?filtro=mine`} />
      {unassigned !== undefined && (
        <Figure value={unassigned} label="sem responsável" to={`${inbox}?filtro=unassigned`} />
      )}
    </Box>
  );
}
