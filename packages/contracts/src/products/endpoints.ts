import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { noContentSchema } from '../platform/no-content';
import type {
  createProductBodySchema,
  createVariantBodySchema,
  productCategoriesSchema,
  productCodeSettingsSchema,
  productPageSchema,
  productSchema,
  productsListQuerySchema,
  updateProductBodySchema,
  updateProductCodeSettingsBodySchema,
  updateVariantBodySchema,
} from './index';

const base = '/api/app/produto/produtos';

/** products: list, read, create, change and delete products and their variants. */
export const productsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: base,
    query: schemaType<typeof productsListQuerySchema>(),
    response: schemaType<typeof productPageSchema>(),
  }),
  categories: defineEndpoint({
    method: 'GET',
    path: `${base}/categorias`,
    response: schemaType<typeof productCategoriesSchema>(),
  }),
  codeSettings: defineEndpoint({
    method: 'GET',
    path: `${base}/codigos`,
    response: schemaType<typeof productCodeSettingsSchema>(),
  }),
  updateCodeSettings: defineEndpoint({
    method: 'PATCH',
    path: `${base}/codigos`,
    body: schemaType<typeof updateProductCodeSettingsBodySchema>(),
    response: schemaType<typeof productCodeSettingsSchema>(),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}`,
    response: schemaType<typeof productSchema>(),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: base,
    body: schemaType<typeof createProductBodySchema>(),
    response: schemaType<typeof productSchema>(),
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${base}/{id}`,
    body: schemaType<typeof updateProductBodySchema>(),
    response: schemaType<typeof productSchema>(),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{id}`,
    response: schemaType<typeof noContentSchema>(),
  }),
  createVariant: defineEndpoint({
    method: 'POST',
    path: `${base}/{id}/variantes`,
    body: schemaType<typeof createVariantBodySchema>(),
    response: schemaType<typeof productSchema>(),
  }),
  updateVariant: defineEndpoint({
    method: 'PATCH',
    path: `${base}/{id}/variantes/{variantId}`,
    body: schemaType<typeof updateVariantBodySchema>(),
    response: schemaType<typeof productSchema>(),
  }),
  removeVariant: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{id}/variantes/{variantId}`,
    response: schemaType<typeof productSchema>(),
  }),
};
