import { agentsModule } from './modules/agents';
import { authModule } from './modules/auth';
import { chatsModule } from './modules/chats';
import { codexModule } from './modules/codex';
import { communicationModule } from './modules/communication';
import { dashboardModule } from './modules/dashboard';
import { exploreModule } from './modules/explore';
import { financeModule } from './modules/finance';
import { flowModule } from './modules/flow';
import { gamificationModule } from './modules/gamification';
import { healthModule } from './modules/health';
import { hubsModule } from './modules/hubs';
import { mediaModule } from './modules/media';
import { mindMapsModule } from './modules/mind-maps';
import { nexosModule } from './modules/nexos';
import { pagesModule } from './modules/pages';
import { peopleModule } from './modules/people';
import { productsModule } from './modules/products';
import { publicConfigModule } from './modules/public-config';
import { publicationsModule } from './modules/publications';
import { reviewsModule } from './modules/reviews';
import { sequencesModule } from './modules/sequences';
import { settingsModule } from './modules/settings';
import { storeModule } from './modules/store';
import { structuresModule } from './modules/structures';
import { workspacesModule } from './modules/workspaces';
import type { ServerModule } from './platform/module';

/**
 * THE module manifest: the one list of server modules. app.ts registers their routes (with
 * their OpenAPI tag) and event subscriptions from it; the route sweep, the fuzz suite, the
 * crash/load writers and the benches read it too. A new module adds one line here
 * (`npm run new:module -- <name>` does it).
 */
export const modules: readonly ServerModule[] = [
  healthModule,
  authModule,
  communicationModule,
  flowModule,
  workspacesModule,
  financeModule,
  gamificationModule,
  mediaModule,
  dashboardModule,
  publicConfigModule,
  settingsModule,
  mindMapsModule,
  publicationsModule,
  pagesModule,
  reviewsModule,
  exploreModule,
  agentsModule,
  chatsModule,
  productsModule,
  peopleModule,
  storeModule,
  hubsModule,
  structuresModule,
  codexModule,
  sequencesModule,
  nexosModule,
];
