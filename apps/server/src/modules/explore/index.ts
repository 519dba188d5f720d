import { defineModule } from '../../platform/module';
import { exploreAppRoutes } from './app-routes';
import { explorePublicRoutes } from './public-routes';
import { siteRoutes } from './site-routes';

/** What other modules use of explore: the one visibility filter and the public site. */
export { listedWhere, openWhere } from './visibility-sql';
export { ensureSite, siteUrl } from './site-service';
/** For the products catalog (`/catalogo/<handle>`): the workspace by its site's handle, and the HTML shell. */
export { siteByHandle, type SiteRow } from './site-service';
export { escapeHtml, notFoundDocument, PUBLIC_CSP, renderDocument } from './html';
export { perIp } from './public-routes';

/**
 * The explore module: the public face of publications and pages. Public sites
 * (`/site/<handle>/…`, server-rendered HTML, sitemap, Atom and RSS), the public JSON API
 * (`/api/public/explore`: feed, featured, search, reactions, reports) and, for members,
 * the workspace's site and Orbita's moderation (`/api/app/universo/explore`). Every
 * public list filters with `listedWhere`, every public address with `openWhere`
 * (visibility-sql.ts, the SQL twins of contracts/explore visibility.ts).
 */
export const exploreModule = defineModule({
  name: 'explore',
  tag: 'universo',
  routes: async (app) => {
    await app.register(
      async (members) => {
        members.addHook('onRequest', members.requireMember);
        await members.register(exploreAppRoutes);
      },
      { prefix: '/api/app/universo' },
    );
    await app.register(explorePublicRoutes, { prefix: '/api/public/explore' });
    await app.register(siteRoutes);
  },
});
