// Each screen is its own chunk: the gallery and the list are light, the editor (canvas, Yjs,
// layout) is heavy and must not ride along with them.
export const screens = {
  '/mind-space/mind-maps': {
    load: async () => (await import('./pages/mind-maps-page')).MindMapsPage,
  },
  '/mind-space/mind-place': {
    load: async () => (await import('./gallery/mind-place-page')).MindPlacePage,
  },
  '/mind-space/mind-map/:id?': {
    // The editor's chunk downloads alongside the route's (which picks editor or list view).
    load: async () => {
      const [route] = await Promise.all([
        import('./pages/map-route'),
        import('./editor/mind-map-page'),
      ]);
      return route.MapRoute;
    },
  },
};
