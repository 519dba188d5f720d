import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { notificationQueries } from '../api/queries';
import { useLiveNotifications } from '../api/use-live-notifications';

export const NOTIFICATIONS_PATH = '/comunicacao/notificacoes';

function label(count: number): string {
  if (count === 0) return 'Notificações';
  return count === 1 ? 'Notificações: 1 não lida' : `Notificações: ${count} não lidas`;
}

/**
 * The top bar's bell: the unread count as a badge, a link to the notifications screen.
 * It lives as long as the signed-in shell, so it also keeps the cache in step with the
 * user's notification queue (new ones, read on another device).
 */
export function NotificationBell() {
  const client = useQueryClient();
  useLiveNotifications(client);
  const unread = useQuery(notificationQueries.unreadCount());
  const count = unread.data ?? 0;

  return (
    <Tooltip title="Notificações">
      <IconButton
        component={RouterLink}
        to={NOTIFICATIONS_PATH}
        color="inherit"
        aria-label={label(count)}
      >
        <Badge
          badgeContent={count}
          max={99}
          color="error"
          overlap="circular"
          data-testid="notification-badge"
        >
          {count > 0 ? <NotificationsIcon /> : <NotificationsNoneIcon />}
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
