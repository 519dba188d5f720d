import { HomePage } from '../../features/auth/pages/home-page';
import type { Screens } from '../screens';

export const screens: Screens = {
  '/': HomePage,
};
