import { PagesPage } from './pages/pages-page';

/** The screens of pages by route path (the web module manifest, app/modules.ts, lists them). */
export const screens = {
  '/produto/paginas': PagesPage,
};
