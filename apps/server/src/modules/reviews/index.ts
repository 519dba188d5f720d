import { defineModule } from '../../platform/module';
import { publicReviewRoutes } from './public-routes';
import { reviewRoutes } from './routes';

/**
 * The reviews module: the real "testing" status of publications and pages (issue 20). A
 * record's audience — members, teams, e-mail addresses — gets personal links
 * (`/revisao/<token>`) that open the current draft while the record is in `testing`, and
 * leaves comments anchored to its text; members reply, resolve and reopen. Members' routes
 * under `/api/app/universo/reviews/{kind}/{recordId}` (`app.requireMember`, `requires`),
 * the link's under `/api/public/reviews/{token}`. The reviewed records are read through the
 * publications and pages modules' public entries (sources.ts). Events `reviews.*`
 * (packages/contracts/src/reviews/events.ts); realtime entity `reviews`.
 */
export const reviewsModule = defineModule({
  name: 'reviews',
  tag: 'universo',
  routes: async (app) => {
    await app.register(
      async (members) => {
        members.addHook('onRequest', members.requireMember);
        await members.register(reviewRoutes);
      },
      { prefix: '/api/app/universo' },
    );
    await app.register(publicReviewRoutes, { prefix: '/api/public/reviews' });
  },
});
