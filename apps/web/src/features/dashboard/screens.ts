import { DashboardPage } from './pages/dashboard-page';

export const screens = {
  '/me/home': DashboardPage,
};
