import { defineModule } from '../../platform/module';
import { healthRoutes } from './routes';

/** `/api/health`: is the server up and its database reachable (load balancers, tests). */
export const healthModule = defineModule({
  name: 'health',
  tag: 'plataforma',
  prefix: '/api',
  routes: healthRoutes,
});
