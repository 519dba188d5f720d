import {
  productsEndpoints as endpoints,
  type CreateProductsItemBody,
  type UpdateProductsItemBody,
} from '@orbita/contracts/products';
import { callApi, type RequestOptions } from '../../../platform/http';

/** `/api/app/produto/products`, typed by the contracts. */
export const productsApi = {
  list: (cursor: string | undefined, options?: RequestOptions) =>
    callApi(endpoints.list, { query: { cursor }, ...options }),
  create: (body: CreateProductsItemBody) => callApi(endpoints.create, { body }),
  update: (id: string, body: UpdateProductsItemBody) =>
    callApi(endpoints.update, { params: { id }, body }),
  remove: (id: string) => callApi(endpoints.remove, { params: { id } }),
};
