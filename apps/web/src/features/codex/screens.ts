import { CodicesPage } from './pages/codices-page';

/** The screens of codex by route path (the web module manifest, app/modules.ts, lists them). */
export const screens = {
  '/codex/codices': CodicesPage,
  // The knowledge base (tree, editor, search) is its own chunk.
  '/codex/codex/:id?': { load: () => import('./pages/codex-page').then((m) => m.CodexPage) },
};
