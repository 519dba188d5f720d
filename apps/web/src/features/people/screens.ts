import { PersonPage } from './detail/person-page';
import { PeoplePage } from './list/people-page';
import { PlayersPage } from './players/players-page';

/** The screens of people by route path (the web module manifest, app/modules.ts, lists them). */
export const screens = {
  '/pessoa/pessoas': PeoplePage,
  '/pessoa/pessoa/:id?': PersonPage,
  '/pessoa/players': PlayersPage,
};
