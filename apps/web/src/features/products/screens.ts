import { ProductPage } from './detail/product-page';
import { ProductsPage } from './list/products-page';

/** The screens of products by route path (the web module manifest, app/modules.ts, lists them). */
export const screens = {
  '/produto/produtos': ProductsPage,
  '/produto/produto/:id?': ProductPage,
};
