import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  List,
  Paper,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../ui/page-header';
import { useMarkAllRead, useMarkNotification } from '../api/mutations';
import { notificationQueries } from '../api/queries';
import { NotificationItem } from '../components/notification-item';
import { NotificationListSkeleton } from '../components/notification-list-skeleton';

type Filter = 'all' | 'unread';

function EmptyState({ filter }: { filter: Filter }) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}>
      <NotificationsNoneIcon color="primary" sx={{ fontSize: 56, opacity: 0.7 }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        Nenhuma notificação por aqui.
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {filter === 'unread'
          ? 'Você já leu todas as suas notificações.'
          : 'Quando algo precisar da sua atenção, avisamos aqui.'}
      </Typography>
    </Box>
  );
}

/** `/comunicacao/notificacoes`: the person's notifications in the current workspace, newest first. */
export function NotificationsPage() {
  const [filter, setFilter] = useState<Filter>('all');
  const list = useInfiniteQuery(notificationQueries.list(filter === 'unread'));
  const unread = useQuery(notificationQueries.unreadCount());
  const mark = useMarkNotification();
  const markAll = useMarkAllRead();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const unreadCount = unread.data ?? 0;

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader
        title="Notificações"
        subtitle="Comunicação"
        actions={
          <Button
            variant="contained"
            startIcon={<DoneAllIcon />}
            disabled={unreadCount === 0 || markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            Marcar todas como lidas
          </Button>
        }
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={filter}
        onChange={(_, value: Filter | null) => value && setFilter(value)}
        aria-label="Quais notificações mostrar"
        sx={{
          mb: 2,
          bgcolor: 'background.paper',
          '& .MuiToggleButton-root': { textTransform: 'none', px: 2 },
        }}
      >
        <ToggleButton value="all">Todas</ToggleButton>
        <ToggleButton value="unread">
          {unreadCount > 0 ? `Não lidas (${unreadCount})` : 'Não lidas'}
        </ToggleButton>
      </ToggleButtonGroup>

      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {list.isPending && <NotificationListSkeleton />}
        {list.isError && (
          <Alert
            severity="error"
            sx={{ borderRadius: 0 }}
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                Tentar de novo
              </Button>
            }
          >
            Não foi possível carregar as notificações. {list.error.message}
          </Alert>
        )}
        {list.isSuccess && items.length === 0 && <EmptyState filter={filter} />}
        {list.isSuccess && items.length > 0 && (
          <List disablePadding aria-label="Notificações">
            {items.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                onMark={(notification, read) => mark.mutate({ notification, read })}
              />
            ))}
          </List>
        )}
      </Paper>

      {list.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
            startIcon={list.isFetchingNextPage ? <CircularProgress size={16} /> : undefined}
          >
            {list.isFetchingNextPage ? 'Carregando…' : 'Carregar mais'}
          </Button>
        </Box>
      )}
      {list.isFetchNextPageError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          Não foi possível carregar mais notificações. Tente de novo.
        </Alert>
      )}
    </Box>
  );
}
