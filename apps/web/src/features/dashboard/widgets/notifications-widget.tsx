import type { DashboardSummary } from '@orbita/contracts/dashboard';
import { List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { WidgetEmpty } from '../components/widget-frame';
import { shortDateTime } from './format';

/** The latest notifications; the unread count sits in the widget's title. */
export function NotificationsWidget({
  notifications,
}: {
  notifications: DashboardSummary['notifications'];
}) {
  if (notifications.latest.length === 0)
    return <WidgetEmpty text="Nenhuma notificação. Quando algo precisar de você, avisamos aqui." />;
  return (
    <List dense disablePadding aria-label="Últimas notificações" sx={{ mx: -1 }}>
      {notifications.latest.map((n) => (
        <ListItem key={n.id} disablePadding>
          <ListItemButton
            component={RouterLink}
            to="/comunicacao/notificacoes"
            sx={{ borderRadius: 1 }}
          >
            <ListItemText
              primary={n.title}
              secondary={shortDateTime(n.createdAt)}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
