import { CodexPage } from './pages/codex-page';

/** The screens of codex by route path (the web module manifest, app/modules.ts, lists them). */
export const screens = {
  '/codex/codices': CodexPage,
};
