import { gamificationEndpoints } from '@orbita/contracts/gamification';
import {
  productsEndpoints as endpoints,
  type CreateProductBody,
  type CreateVariantBody,
  type ProductsListQuery,
  type UpdateProductBody,
  type UpdateVariantBody,
} from '@orbita/contracts/products';
import { callApi, type RequestOptions } from '../../../platform/http';

/** What the list asks for: the search and the filters (all optional). */
export type ProductListParams = Pick<ProductsListQuery, 'q' | 'status' | 'category'>;

const one = (id: string) => ({ params: { id } });

/** `/api/app/produto/produtos`, typed by the contracts. */
export const productsApi = {
  list: (params: ProductListParams, cursor: string | undefined, options?: RequestOptions) =>
    callApi(endpoints.list, { query: { ...params, cursor }, ...options }),
  categories: (options?: RequestOptions) => callApi(endpoints.categories, { ...options }),
  get: (id: string, options?: RequestOptions) => callApi(endpoints.get, { ...one(id), ...options }),
  create: (body: CreateProductBody) => callApi(endpoints.create, { body }),
  update: (id: string, body: UpdateProductBody) => callApi(endpoints.update, { ...one(id), body }),
  remove: (id: string) => callApi(endpoints.remove, one(id)),
  createVariant: (id: string, body: CreateVariantBody) =>
    callApi(endpoints.createVariant, { ...one(id), body }),
  updateVariant: (id: string, variantId: string, body: UpdateVariantBody) =>
    callApi(endpoints.updateVariant, { params: { id, variantId }, body }),
  removeVariant: (id: string, variantId: string) =>
    callApi(endpoints.removeVariant, { params: { id, variantId } }),
  /** One page of the workspace's gamification resources (the points price's currency). */
  resources: (cursor: string | undefined, options?: RequestOptions) =>
    callApi(gamificationEndpoints.resources, { query: { cursor, limit: 100 }, ...options }),
};
