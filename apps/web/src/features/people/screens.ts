import { PersonPage } from './detail/person-page';
import { PeoplePage } from './list/people-page';

/**
 * The screens of people by route path (the web module manifest, app/modules.ts, lists them).
 * Players is its own chunk: the people screens with it passed the 150 KB lazy-chunk budget.
 */
export const screens = {
  '/pessoa/pessoas': PeoplePage,
  '/pessoa/pessoa/:id?': PersonPage,
  '/pessoa/players': {
    load: () => import('./players/players-page').then((m) => m.PlayersPage),
  },
};
