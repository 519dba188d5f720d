import { ProductsPage } from './pages/products-page';

/** The screens of products by route path (the web module manifest, app/modules.ts, lists them). */
export const screens = {
  '/produto/produtos': ProductsPage,
};
