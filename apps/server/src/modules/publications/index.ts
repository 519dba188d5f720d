import { publicationCollabKind } from '@orbita/contracts/publications';
import { defineModule } from '../../platform/module';
import { publicationAccess, restoreBody } from './collab';
import { startScheduler } from './publish';
import { publicationRevisionRoutes } from './revision-routes';
import { publicationsRoutes } from './routes';
import { publications } from './schema';

export { publications, publicationRevisions } from './schema';
export type { PublicationRow, PublicationRevisionRow } from './schema';
export { draftHtmlOf, renderPublicationHtml } from './render';
export { findPublicationForReview, setPublicationModeration } from './moderation';

/**
 * The publications module: a workspace's publications, on the screens /universo/publicacoes
 * and /universo/publicacao/:id, under `/api/app/universo/publications`. The record (title,
 * slug, tags, status, visibility, the live copy) is this module's table; the body is a Yjs
 * document of the collaboration layer (kind `publication`, rooms `publication:<id>`, XML
 * fragment `body` in the TipTap schema of `@orbita/contracts/rich-text`). Every route needs a
 * member of the current workspace (`app.requireMember`) and checks its role before the body
 * is parsed (`requires`). Every write emits its `publications.publication.*` domain event.
 * What other modules may call is exported from here, and only from here.
 */
export const publicationsModule = defineModule({
  name: 'publications',
  tag: 'universo',
  prefix: '/api/app/universo',
  routes: async (app) => {
    app.addHook('onRequest', app.requireMember);
    await app.register(publicationsRoutes);
    await app.register(publicationRevisionRoutes);
    // Scheduled publication: the `scheduled_at` column is the queue (see publish.ts).
    startScheduler(app.ctx, app.collab, (stop) => app.addHook('onClose', async () => stop()));
  },
  locatable: {
    publicacao: {
      table: publications,
      title: publications.title,
      path: '/universo/publicacao/{id}',
      deleted: ['publications.publication.deleted'],
    },
  },
  collab: {
    kind: publicationCollabKind,
    access: (member, id) => publicationAccess(member.db, member, id),
    // Restoring a named version: the body becomes the version's, as ordinary edits.
    restore: restoreBody,
  },
});
