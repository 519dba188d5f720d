import { lazyScreen, type Screens } from '../screens';

// Each finance screen is its own chunk (recharts alone is large).
export const screens: Screens = {
  '/riqueza/administracao': lazyScreen(
    async () =>
      (await import('../../features/finance/pages/administration-page')).AdministrationPage,
  ),
  '/riqueza/portfolio/:id?': lazyScreen(
    async () => (await import('../../features/finance/portfolios/portfolio-page')).PortfolioPage,
  ),
};
