// The library is its own chunk (with dnd-kit and the virtualizer); this file stays tiny so the
// manifest's preloader only fetches it when the route is near.
export const screens = {
  '/fabrica/midia': { load: async () => (await import('./pages/media-page')).MediaPage },
};
