import { defineModule } from '../../platform/module';
import { publicConfigRoutes } from './routes';

/**
 * `/api/public/config`: the server's run-time settings a signed-out screen needs (which
 * sign-in buttons to show), so the web build carries none of them.
 */
export const publicConfigModule = defineModule({
  name: 'public-config',
  tag: 'plataforma',
  prefix: '/api/public',
  routes: publicConfigRoutes,
});
