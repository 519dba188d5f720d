import { ProfilePage } from '../../features/auth/pages/profile-page';
import type { Screens } from '../screens';

export const screens: Screens = {
  '/me/perfil': ProfilePage,
};
