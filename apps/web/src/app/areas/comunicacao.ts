import { NotificationsPage } from '../../features/communication/pages/notifications-page';
import type { Screens } from '../screens';

export const screens: Screens = {
  '/comunicacao/notificacoes': NotificationsPage,
};
