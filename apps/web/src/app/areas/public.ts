import { HomePage } from '../../features/auth/pages/home-page';
import { ConfirmPage, ResetPage } from '../../features/auth/pages/lazy-pages';
import { lazyScreen, type Screens } from '../screens';

export const screens: Screens = {
  '/': HomePage,
  '/registro/Confirma': ConfirmPage,
  '/registro/Recupera': ResetPage,
  '/play/:codigo?': lazyScreen(
    async () => (await import('../../features/gamification/play/play-page')).PlayPage,
  ),
};
