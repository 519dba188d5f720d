import type { ProductsItem } from './index';

/**
 * What products publishes as `data` (see platform/realtime.ts): the item the route
 * answered, or `{ id }` for a deleted one. The key is `productsEntity`.
 */
export interface ProductsRealtimeEntities {
  products: ProductsItem | { id: string };
}

declare module '../platform/realtime' {
  interface RealtimeEntities extends ProductsRealtimeEntities {}
}
