import { PeoplePage } from './pages/people-page';

/** The screens of people by route path (the web module manifest, app/modules.ts, lists them). */
export const screens = {
  '/pessoa/pessoas': PeoplePage,
};
