// Each screen is its own chunk: the list is light, the builder (TipTap, dnd-kit) is heavier
// and must not ride along with it.
export const screens = {
  '/produto/paginas': {
    load: async () => (await import('./pages/pages-page')).PagesPage,
  },
  '/produto/pagina/:id?': {
    load: async () => (await import('./builder/page-builder-page')).default,
  },
};
