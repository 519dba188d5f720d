import { StorePage } from './pages/store-page';

/** The screens of store by route path (the web module manifest, app/modules.ts, lists them). */
export const screens = {
  '/produto/pedidos': StorePage,
};
