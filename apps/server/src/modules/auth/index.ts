import { defineModule } from '../../platform/module';
import type { AuthDeps } from './deps';
import { facebookRoutes } from './facebook-routes';
import { facebookSignInRoutes } from './facebook-sign-in-routes';
import { createGoogleVerifier } from './google-verifier';
import { meRoutes } from './me-routes';
import { configurePasswordHashing } from './passwords';
import { authRoutes } from './routes';

export { becomePlayer } from './service';

/**
 * The auth module: `/auth/...` (session) and `/app/me...` (own profile), under the API
 * prefix. Needs `authPlugin` and `mailPlugin` registered before it. Other modules use
 * `becomePlayer` (gamification: joining a game).
 */
export const authModule = defineModule({
  name: 'auth',
  tag: 'sessão',
  prefix: '/api',
  routes: async (app) => {
    configurePasswordHashing(app.config);
    const deps: AuthDeps = {
      config: app.config,
      keys: app.authKeys,
      mailer: app.mailer,
      google: createGoogleVerifier(app.config),
    };
    await app.register(authRoutes, { prefix: '/auth', deps });
    await app.register(facebookSignInRoutes, { prefix: '/auth/facebook', deps });
    await app.register(meRoutes, { prefix: '/app/me', deps });
    await app.register(facebookRoutes, { prefix: '/app/me/facebook', deps });
  },
});
