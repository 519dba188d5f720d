import { defineModule } from '../../platform/module';
import { pageFormRoutes } from './form-routes';
import { pagesRoutes } from './routes';
import { pages } from './schema';
import { pageTemplate } from './template';

/** What explore (public addresses, moderation) and reviews use of pages. */
export { pages, type PageRow } from './schema';
export {
  escapeHtml,
  formatPrice,
  PAGE_CSS,
  pageImageIds,
  renderPageBlocksHtml,
  type PageRenderContext,
} from './render';
export { pageDocument, renderBlocksOf } from './documents';
export {
  draftPageHtmlOf,
  findPageForReview,
  setPageModeration,
  type PageForReview,
  type PageModeration,
} from './review';
export { htmlText, sanitizePageHtml } from './sanitize';

/**
 * The pages module: a workspace's block-built public pages, on the screens /produto/paginas
 * and /produto/pagina/{id}, under `/api/app/produto/pages` (members: the module's onRequest
 * `app.requireMember`, then `requires(action)` per route) and the signed-out contact form
 * under `/api/public/pages/forms`. Every write emits its `pages.page.*` domain event
 * (packages/contracts/src/pages/events.ts). The public address itself is explore's
 * (`/site/<handle>/<slug>`), rendered with `renderPageBlocksHtml` exported here.
 */
export const pagesModule = defineModule({
  name: 'pages',
  tag: 'produto',
  locatable: {
    pagina: {
      table: pages,
      title: pages.title,
      path: '/produto/pagina/{id}',
      deleted: ['pages.page.deleted'],
    },
  },
  // A page's blocks saved as a structure (modules/structures) and made into new pages.
  templates: { pagina: pageTemplate },
  routes: async (app) => {
    await app.register(
      async (members) => {
        members.addHook('onRequest', members.requireMember);
        await members.register(pagesRoutes);
      },
      { prefix: '/api/app/produto' },
    );
    await app.register(pageFormRoutes, { prefix: '/api/public/pages' });
  },
});
