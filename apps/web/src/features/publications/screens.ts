// Each screen is its own chunk: the list is light, the editor (TipTap, Yjs) is heavy and must
// not ride along with it.
export const screens = {
  '/universo/publicacoes': {
    load: async () => (await import('./pages/publications-page')).PublicationsPage,
  },
  '/universo/publicacao/:id?': {
    load: async () => (await import('./pages/publication-page')).default,
  },
};
