import { PeoplePage } from './list/people-page';

/**
 * The screens of people by route path (the web module manifest, app/modules.ts, lists them).
 * The person page and players are chunks of their own: the people screens with them passed
 * the 150 KB lazy-chunk budget (the person page alone brings the phone parser and masks).
 */
export const screens = {
  '/pessoa/pessoas': PeoplePage,
  '/pessoa/pessoa/:id?': {
    load: () => import('./detail/person-page').then((m) => m.PersonPage),
  },
  '/pessoa/players': {
    load: () => import('./players/players-page').then((m) => m.PlayersPage),
  },
};
