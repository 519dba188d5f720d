import { SettingsPage } from './pages/settings-page';

export const screens = {
  '/me/configuracoes': SettingsPage,
};
