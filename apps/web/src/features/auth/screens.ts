import { HomePage } from './pages/home-page';

// The front door `/` is in this chunk; every other auth screen is its own chunk so the
// sign-in page does not pay for forms it does not show.
export const screens = {
  '/': HomePage,
  '/registro/Confirma': { load: async () => (await import('./pages/confirm-page')).ConfirmPage },
  '/registro/Recupera': { load: async () => (await import('./pages/reset-page')).ResetPage },
  '/me/perfil': { load: async () => (await import('./pages/profile-page')).ProfilePage },
};
