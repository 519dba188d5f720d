import { financeEndpoints } from '@orbita/contracts/finance';
import { gamificationEndpoints } from '@orbita/contracts/gamification';
import { productsEndpoints } from '@orbita/contracts/products';
import {
  storeEndpoints as endpoints,
  type MemberCheckoutBody,
  type OrderListQuery,
  type StoreSettingsBody,
} from '@orbita/contracts/store';
import { callApi, type RequestOptions } from '../../../platform/http';

/** The store's API (`/api/app/produto/pedidos…`, `/api/app/produto/loja…`), typed by the contracts. */
export const storeApi = {
  orders: (query: OrderListQuery, options?: RequestOptions) =>
    callApi(endpoints.listOrders, { query, ...options }),
  order: (id: string, options?: RequestOptions) =>
    callApi(endpoints.getOrder, { params: { id }, ...options }),
  pay: (id: string, version: number) =>
    callApi(endpoints.payOrder, { params: { id }, body: { version } }),
  deliver: (id: string, version: number) =>
    callApi(endpoints.deliverOrder, { params: { id }, body: { version } }),
  cancel: (id: string, version: number) =>
    callApi(endpoints.cancelOrder, { params: { id }, body: { version } }),
  settings: (options?: RequestOptions) => callApi(endpoints.getSettings, { ...options }),
  saveSettings: (body: StoreSettingsBody) => callApi(endpoints.saveSettings, { body }),
  checkout: (body: MemberCheckoutBody) => callApi(endpoints.checkout, { body }),
  myOrders: (query: OrderListQuery, options?: RequestOptions) =>
    callApi(endpoints.myOrders, { query, ...options }),
};

/** The buyer's link (public: the token is the key, no session needed). */
export const publicOrderApi = {
  get: (token: string, signal?: AbortSignal) =>
    callApi(endpoints.publicOrder, { params: { token }, signal }),
};

/** What the store reads of other modules, through their contracts' endpoints. */
export const neighboursApi = {
  /** The catalog's products on sale (the member store). */
  products: (cursor: string | undefined, options?: RequestOptions) =>
    callApi(productsEndpoints.list, { query: { status: 'ativo', cursor, limit: 100 }, ...options }),
  product: (id: string, options?: RequestOptions) =>
    callApi(productsEndpoints.get, { params: { id }, ...options }),
  /** The finance boxes a revenue can go to (the Pix settings). */
  boxes: (options?: RequestOptions) => callApi(financeEndpoints.boxes, { query: {}, ...options }),
  /** The revenue categories a sale can be filed under (the Pix settings). */
  revenueCategories: (options?: RequestOptions) =>
    callApi(financeEndpoints.categories, { query: { type: 'revenue' }, ...options }),
  /** The member's points and resources (the balance shown beside prices in points). */
  player: (options?: RequestOptions) => callApi(gamificationEndpoints.player, { ...options }),
  resources: (options?: RequestOptions) =>
    callApi(gamificationEndpoints.resources, { query: { limit: 100 }, ...options }),
};
