import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';

/**
 * The products module's records, shared by the server (validation, OpenAPI) and the web
 * (types, form validation). A product (`PRD-0001`, from the workspace's product sequence),
 * its variants (options such as tamanho/cor, own price or the product's, stock) and its
 * images (media-library files, in order, optionally of one variant). API:
 * `/api/app/produto/produtos`; public catalog (server-rendered HTML):
 * `/catalogo/{workspaceSlug}` and `/catalogo/{workspaceSlug}/{productSlug}`, where the
 * workspace slug is the handle of the workspace's public site (explore).
 */

/** The realtime entity: what the server publishes, and what the web's query keys start with. */
export const productsEntity = 'products';

export const productStatuses = ['rascunho', 'ativo', 'arquivado'] as const;
export type ProductStatus = (typeof productStatuses)[number];
export const productStatusLabels: Record<ProductStatus, string> = {
  rascunho: 'Rascunho',
  ativo: 'Ativo',
  arquivado: 'Arquivado',
};

export const productKinds = ['fisico', 'digital'] as const;
export type ProductKind = (typeof productKinds)[number];
export const productKindLabels: Record<ProductKind, string> = {
  fisico: 'Físico',
  digital: 'Digital',
};

export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_SLUG_MAX = 80;
/** Rich description as sanitized HTML (the publications' allow-list). */
export const PRODUCT_DESCRIPTION_MAX = 100_000;
export const PRODUCT_CATEGORIES_MAX = 20;
export const PRODUCT_CATEGORY_MAX = 60;
export const PRODUCT_IMAGES_MAX = 30;
export const PRODUCT_VARIANTS_MAX = 100;
export const PRODUCT_OPTIONS_MAX = 5;
export const PRODUCT_OPTION_MAX = 60;
export const PRODUCT_SKU_MAX = 60;
/** R$ 10.000.000,00: an integer number of centavos. */
export const PRODUCT_PRICE_MAX_CENTS = 1_000_000_000;
export const PRODUCT_STOCK_MAX = 1_000_000;
export const PRODUCT_POINTS_MAX = 1_000_000_000;
export const PRODUCTS_PAGE_DEFAULT = 50;
export const PRODUCTS_PAGE_MAX = 100;
/** The default code prefix of new products (`PRD-0001`); each workspace may choose its own. */
export const PRODUCT_CODE_PREFIX = 'PRD';

/** The digits of a product code's number (`PRD-0001`). */
export const PRODUCT_CODE_WIDTH = 4;
export const PRODUCT_CODE_PART_MAX = 10;

const productCodePart = (label: string, min: number) =>
  z
    .string(`Informe o ${label}.`)
    .trim()
    .toUpperCase()
    .min(min, `Informe o ${label}.`)
    .max(
      PRODUCT_CODE_PART_MAX,
      `O ${label} pode ter no máximo ${PRODUCT_CODE_PART_MAX} caracteres.`,
    )
    .regex(/^[A-Z0-9]*$/, `O ${label} só pode ter letras sem acento e números.`);

/**
 * The workspace's product sequence: the prefix and suffix of new products' codes (as a
 * list's task codes: `PRD-0007`, `LOJA-0007-SP`) and the next number (read only: the
 * workspace's counter, never lower than a number already used). Existing codes keep theirs.
 */
export const productCodeSettingsSchema = z.object({
  /** The workspace's id: the sequence is one record per workspace. */
  id: z.string(),
  prefix: z.string(),
  suffix: z.string(),
  width: z.number().int(),
  nextNumber: z.number().int(),
  /** The next product's code with these settings. */
  nextCode: z.string(),
  version: versionSchema,
});
export type ProductCodeSettings = z.infer<typeof productCodeSettingsSchema>;

export const updateProductCodeSettingsBodySchema = z.strictObject({
  prefix: productCodePart('prefixo', 1).optional(),
  suffix: productCodePart('sufixo', 0).optional(),
  ...expectedVersion,
});
export type UpdateProductCodeSettingsBody = z.input<typeof updateProductCodeSettingsBodySchema>;

export const productMessages = {
  notFound: 'Produto não encontrado.',
  variantNotFound: 'Variação não encontrada.',
  slugTaken: 'Já existe um produto com este endereço. Escolha outro.',
  skuTaken: 'Já existe uma variação com este SKU.',
  resourceNotFound: 'Recurso não encontrado nesta conta.',
  imageVariant: 'A imagem aponta para uma variação que não é deste produto.',
  imageNotFound: 'Imagem não encontrada na biblioteca desta conta.',
  outOfStock: 'Estoque insuficiente.',
  notSellable: 'Produto indisponível.',
  tooManyVariants: `Um produto pode ter no máximo ${PRODUCT_VARIANTS_MAX} variações.`,
} as const;

/** "Camiseta Básica Ação" → "camiseta-basica-acao": lower-case, unaccented, hyphens. */
export function productSlugFrom(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PRODUCT_SLUG_MAX)
    .replace(/-+$/g, '');
  return slug || 'produto';
}

/** The public catalog's addresses (relative to the app's origin). */
export const catalogPath = (workspaceSlug: string, productSlug?: string) =>
  `/catalogo/${encodeURIComponent(workspaceSlug)}${productSlug ? `/${encodeURIComponent(productSlug)}` : ''}`;

/**
 * The guest checkout the catalog's "Comprar" form posts to (the store module's): fields
 * `name`, `email`, `variantId`, `quantity` as application/x-www-form-urlencoded; the
 * answer is a 303 to `/pedido/{token}`.
 */
export const catalogCheckoutPath = (workspaceSlug: string) =>
  `/api/public/loja/${encodeURIComponent(workspaceSlug)}/pedidos`;

const nameSchema = z
  .string('Informe o nome.')
  .trim()
  .min(1, 'Informe o nome.')
  .max(PRODUCT_NAME_MAX, `Informe no máximo ${PRODUCT_NAME_MAX} caracteres.`);

const slugSchema = z
  .string('Informe o endereço.')
  .trim()
  .toLowerCase()
  .min(1, 'Informe o endereço.')
  .max(PRODUCT_SLUG_MAX, `Informe no máximo ${PRODUCT_SLUG_MAX} caracteres.`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use só letras sem acento, números e hífens.');

const descriptionSchema = z
  .string('Informe a descrição.')
  .max(
    PRODUCT_DESCRIPTION_MAX,
    `A descrição pode ter no máximo ${PRODUCT_DESCRIPTION_MAX} caracteres.`,
  );

const categorySchema = z
  .string('Informe a categoria.')
  .trim()
  .min(1, 'Informe a categoria.')
  .max(
    PRODUCT_CATEGORY_MAX,
    `Cada categoria pode ter no máximo ${PRODUCT_CATEGORY_MAX} caracteres.`,
  );

const categoriesSchema = z
  .array(categorySchema)
  .max(PRODUCT_CATEGORIES_MAX, `Use no máximo ${PRODUCT_CATEGORIES_MAX} categorias.`)
  .transform((list) => [...new Set(list)]);

/** Centavos (R$ 12,34 → 1234). */
const priceCentsSchema = z
  .number('Informe o preço em centavos.')
  .int('Informe o preço em centavos (número inteiro).')
  .min(0, 'O preço não pode ser negativo.')
  .max(PRODUCT_PRICE_MAX_CENTS, 'Preço alto demais.');

const pointsPriceSchema = z.strictObject({
  resourceId: z.uuid('Recurso inválido.'),
  amount: z
    .number('Informe a quantidade.')
    .int('Informe um número inteiro.')
    .min(1, 'A quantidade mínima é 1.')
    .max(PRODUCT_POINTS_MAX, 'Quantidade alta demais.'),
});
export type ProductPointsPrice = z.infer<typeof pointsPriceSchema>;

const stockSchema = z
  .number('Informe o estoque.')
  .int('Informe um número inteiro.')
  .min(0, 'O estoque não pode ser negativo.')
  .max(PRODUCT_STOCK_MAX, 'Estoque alto demais.');

const optionsSchema = z
  .record(
    z
      .string()
      .trim()
      .min(1, 'Informe o nome da opção.')
      .max(PRODUCT_OPTION_MAX, `Informe no máximo ${PRODUCT_OPTION_MAX} caracteres.`),
    z
      .string('Informe o valor da opção.')
      .trim()
      .min(1, 'Informe o valor da opção.')
      .max(PRODUCT_OPTION_MAX, `Informe no máximo ${PRODUCT_OPTION_MAX} caracteres.`),
  )
  .refine(
    (o) => Object.keys(o).length <= PRODUCT_OPTIONS_MAX,
    `Use no máximo ${PRODUCT_OPTIONS_MAX} opções.`,
  );

const skuSchema = z
  .string('Informe o SKU.')
  .trim()
  .max(PRODUCT_SKU_MAX, `Informe no máximo ${PRODUCT_SKU_MAX} caracteres.`)
  .transform((s) => s || null);

/** A variant as the API presents it. `priceCents` null: the product's price applies. */
export const productVariantSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  name: z.string(),
  /** `{ tamanho: 'M', cor: 'Azul' }`. */
  options: z.record(z.string(), z.string()),
  sku: z.string().nullable(),
  priceCents: z.number().int().nullable(),
  /** The variant's own price or else the product's; null when neither has one. */
  effectivePriceCents: z.number().int().nullable(),
  /** null: unlimited (digital goods). */
  stock: z.number().int().nullable(),
  position: z.number().int(),
  version: versionSchema,
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/** A library image of the product (or of one of its variants), in order. */
export const productImageSchema = z.object({
  mediaId: z.uuid(),
  variantId: z.uuid().nullable(),
  position: z.number().int(),
  /** An address the member's browser can show now (signed while the product is not public). */
  src: z.string().nullable(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

const productBase = {
  id: z.uuid(),
  /** `PRD-0001`: from the workspace's product sequence, never repeated. */
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(productStatuses),
  kind: z.enum(productKinds),
  categories: z.array(z.string()),
  priceCents: z.number().int().nullable(),
  pointsPrice: z.object({ resourceId: z.uuid(), amount: z.number().int() }).nullable(),
  /** The public address of the product (`/catalogo/{site}/{slug}`); it opens only while `ativo`. */
  catalogPath: z.string(),
  version: versionSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A product as the API and the realtime messages present it. */
export const productSchema = z.object({
  ...productBase,
  /** Sanitized HTML. */
  description: z.string(),
  variants: z.array(productVariantSchema),
  images: z.array(productImageSchema),
});
export type Product = z.infer<typeof productSchema>;

/** A row of the list: no description, the variants summed up, the first image. */
export const productSummarySchema = z.object({
  ...productBase,
  variantCount: z.number().int(),
  /** Sum of the variants' stock; null when any variant is unlimited. */
  stock: z.number().int().nullable(),
  coverSrc: z.string().nullable(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

const imageInputSchema = z.strictObject({
  mediaId: z.uuid('Imagem inválida.'),
  variantId: z.uuid('Variação inválida.').nullable().default(null),
});

export const createVariantBodySchema = z.strictObject({
  name: nameSchema,
  options: optionsSchema.default({}),
  sku: skuSchema.optional(),
  priceCents: priceCentsSchema.nullable().default(null),
  /** Omitted: 0 for physical goods, unlimited (null) for digital ones. */
  stock: stockSchema.nullable().optional(),
});
export type CreateVariantBody = z.input<typeof createVariantBodySchema>;

/** Only what is sent changes; `version` makes a stale edit answer 409. */
export const updateVariantBodySchema = z.strictObject({
  name: nameSchema.optional(),
  options: optionsSchema.optional(),
  sku: skuSchema.optional(),
  priceCents: priceCentsSchema.nullable().optional(),
  stock: stockSchema.nullable().optional(),
  position: z.number().int().min(0).max(PRODUCT_VARIANTS_MAX).optional(),
  ...expectedVersion,
});
export type UpdateVariantBody = z.input<typeof updateVariantBodySchema>;

/**
 * A new product. Without `variants` it gets one, "Padrão". `slug` defaults to the name's
 * (numbered when taken). `images` replace the list, in order.
 */
export const createProductBodySchema = z.strictObject({
  name: nameSchema,
  slug: slugSchema.optional(),
  description: descriptionSchema.default(''),
  status: z.enum(productStatuses, 'Status inválido.').default('rascunho'),
  kind: z.enum(productKinds, 'Tipo inválido.').default('fisico'),
  categories: categoriesSchema.default([]),
  priceCents: priceCentsSchema.nullable().default(null),
  pointsPrice: pointsPriceSchema.nullable().default(null),
  variants: z
    .array(createVariantBodySchema)
    .max(PRODUCT_VARIANTS_MAX, productMessages.tooManyVariants)
    .optional(),
  images: z
    .array(imageInputSchema)
    .max(PRODUCT_IMAGES_MAX, `Use no máximo ${PRODUCT_IMAGES_MAX} imagens.`)
    .default([]),
});
export type CreateProductBody = z.input<typeof createProductBodySchema>;

/** Only what is sent changes (`images` is the whole new list, in order). */
export const updateProductBodySchema = z.strictObject({
  name: nameSchema.optional(),
  slug: slugSchema.optional(),
  description: descriptionSchema.optional(),
  status: z.enum(productStatuses, 'Status inválido.').optional(),
  kind: z.enum(productKinds, 'Tipo inválido.').optional(),
  categories: categoriesSchema.optional(),
  priceCents: priceCentsSchema.nullable().optional(),
  pointsPrice: pointsPriceSchema.nullable().optional(),
  images: z
    .array(imageInputSchema)
    .max(PRODUCT_IMAGES_MAX, `Use no máximo ${PRODUCT_IMAGES_MAX} imagens.`)
    .optional(),
  ...expectedVersion,
});
export type UpdateProductBody = z.input<typeof updateProductBodySchema>;

/** `?q=&status=&category=&cursor=&limit=`: keyset pagination, newest first. */
export const productsListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Busca longa demais.').optional(),
  status: z.enum(productStatuses, 'Status inválido.').optional(),
  category: z.string().trim().max(PRODUCT_CATEGORY_MAX, 'Categoria inválida.').optional(),
  cursor: z.string().max(500, 'Cursor inválido.').optional(),
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max(PRODUCTS_PAGE_MAX, `O limite máximo é ${PRODUCTS_PAGE_MAX}.`)
    .default(PRODUCTS_PAGE_DEFAULT),
});
export type ProductsListQuery = z.input<typeof productsListQuerySchema>;

/** One page of products, newest first; `nextCursor` is null on the last page. */
export const productPageSchema = z.object({
  items: z.array(productSummarySchema),
  nextCursor: z.string().nullable(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

/** The workspace's categories in use (for the filter and the form's suggestions). */
export const productCategoriesSchema = z.object({ categories: z.array(z.string()) });
export type ProductCategories = z.infer<typeof productCategoriesSchema>;

export * from './events';
export * from './realtime';
export * from './endpoints';
