import { MindMapsPage } from './pages/mind-maps-page';

/** The screens of mind-maps by route path (the web module manifest, app/modules.ts, lists them). */
export const screens = {
  '/mind-space/mind-maps': MindMapsPage,
};
