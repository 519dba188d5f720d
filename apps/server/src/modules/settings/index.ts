import { defineModule } from '../../platform/module';
import { settingsRoutes } from './routes';

/**
 * The settings module: the person's own settings and side menu under `/api/app/me`
 * (`/settings`, `/menu`), the same in every workspace they open.
 *
 * What other modules may use (only from here):
 * - `personTimeZone(q, personId)`: the IANA zone to compute the person's days in;
 * - `notificationAllowed(q, personId, kind, channel)`: whether to notify them of `kind`.
 */
export { notificationAllowed, personTimeZone } from './person';

export const settingsModule = defineModule({
  name: 'settings',
  tag: 'configurações',
  prefix: '/api/app/me',
  routes: settingsRoutes,
});
