// Each finance screen is its own chunk (recharts alone is large).
export const screens = {
  '/riqueza/administracao': {
    load: async () => (await import('./pages/administration-page')).AdministrationPage,
  },
  '/riqueza/portfolio/:id?': {
    load: async () => (await import('./portfolios/portfolio-page')).PortfolioPage,
  },
};
