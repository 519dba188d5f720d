// `/explorar` is public: a visitor signed out downloads only the explore page.
export const screens = {
  '/explorar': { load: async () => (await import('./feed/explore-page')).ExplorePage },
  '/universo/moderacao': {
    load: async () => (await import('./moderation/moderation-page')).ModerationPage,
  },
};
