// `/revisao/{token}` is public: a reviewer from outside downloads only this page.
export const screens = {
  '/revisao/:token': { load: async () => (await import('./page/review-page')).ReviewPage },
};
