import { PublicationsPage } from './pages/publications-page';

/** The screens of publications by route path (the web module manifest, app/modules.ts, lists them). */
export const screens = {
  '/universo/publicacoes': PublicationsPage,
};
