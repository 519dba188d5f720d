import { HubPage } from './pages/hub-page';
import { HubsPage } from './pages/hubs-page';

/** The screens of hubs by route path (the web module manifest, app/modules.ts, lists them). */
export const screens = {
  '/fabrica/hubs': HubsPage,
  '/fabrica/hub/:id?': HubPage,
};
