import type { Product } from './index';

/**
 * What products publishes as `data` (see platform/realtime.ts): the product the route
 * answered (with its variants and images), or `{ id }` for a deleted one. The key is
 * `productsEntity`.
 */
export interface ProductsRealtimeEntities {
  products: Product | { id: string };
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends ProductsRealtimeEntities {}
}
