import { NotificationsPage } from './pages/notifications-page';

export const screens = {
  '/comunicacao/notificacoes': NotificationsPage,
};
