import type { DashboardSummary } from '@orbita/contracts/dashboard';
import { List } from '@mui/material';
import { WidgetEmpty } from '../components/widget-frame';
import { shortDateTime } from './format';
import { RowLink } from './row-link';

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
        <RowLink
          key={n.id}
          to="/comunicacao/notificacoes"
          primary={n.title}
          secondary={shortDateTime(n.createdAt)}
        />
      ))}
    </List>
  );
}
