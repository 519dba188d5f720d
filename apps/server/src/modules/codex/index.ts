import { codexEntryCollabKind } from '@orbita/contracts/codex';
import { defineModule } from '../../platform/module';
import { entryAccess, settleEntry } from './collab';
import { codexRoutes } from './routes';
import { codexEntries, codices } from './schema';
import { codexTemplate } from './template';

export { codices, codexEntries } from './schema';

/**
 * The codex module: a workspace's knowledge bases (codices), each a tree of rich-text
 * entries with `[[…]]` links, revisions, Portuguese full-text search and Markdown
 * import/export, on the screens /codex/codices and /codex/codex/:id, under
 * `/api/app/codex`. Every route needs a member of the current workspace (the module's
 * onRequest `app.requireMember`) and checks its role before the body is parsed (`requires`).
 * Every write emits its `codex.codex.*` / `codex.entry.*` domain event
 * (packages/contracts/src/codex/events.ts): other modules react through the bus, never by
 * importing this one. What other modules may call is exported from here, and only from here.
 *
 * Entry bodies are co-edited live through platform/collab (kind `codex-entry`, rooms
 * `codex-entry:<entry id>`, XML fragment `body` in the codex TipTap schema). The stored body,
 * plain text (search), links (backlinks) and revisions follow the live document through the
 * kind's `onSettled` (collab.ts `settleEntry`); the REST reads answer from those columns.
 */
export const codexModule = defineModule({
  name: 'codex',
  tag: 'codex',
  prefix: '/api/app/codex',
  routes: async (app) => {
    app.addHook('onRequest', app.requireMember);
    await app.register(codexRoutes);
  },
  // A codex's entry tree saved as a structure (modules/structures) and made into new codices.
  templates: { codex: codexTemplate },
  // THE record registry: a codex opens on its page, an entry inside it (`?entrada=`).
  // Deleting a codex takes its entries (one codex event for all of them).
  locatable: {
    codex: {
      table: codices,
      title: codices.name,
      path: '/codex/codex/{id}',
      deleted: ['codex.codex.deleted'],
    },
    'entrada-codex': {
      table: codexEntries,
      title: codexEntries.title,
      path: '/codex/codex/{codexId}?entrada={id}',
      pathColumns: { codexId: codexEntries.codexId },
      // A hub holds the codex, not its entries: an entry is narrowed with its codex.
      narrowedBy: { kind: 'codex', column: codexEntries.codexId },
      deleted: ['codex.entry.deleted', 'codex.codex.deleted'],
    },
  },
  collab: {
    kind: codexEntryCollabKind,
    // The codex's workspace scoping and hub narrowing, like every codex route; Observador views.
    access: (member, id) => entryAccess(member.db, member, id),
    // Search text, `[[…]]` links and revisions follow the live body after each burst of edits.
    onSettled: settleEntry,
  },
});
