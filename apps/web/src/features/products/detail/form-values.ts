import {
  updateProductBodySchema,
  type Product,
  type ProductKind,
  type ProductStatus,
  type UpdateProductBody,
} from '@orbita/contracts/products';

/** What the product's form edits (its variants and images save on their own). */
export interface ProductFormValues {
  name: string;
  slug: string;
  status: ProductStatus;
  kind: ProductKind;
  categories: string[];
  priceCents: number | null;
  /** '' = no points price. */
  pointsResourceId: string;
  pointsAmount: number | null;
  description: string;
}

export type ProductFormField = keyof ProductFormValues;

export function valuesOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    slug: product.slug,
    status: product.status,
    kind: product.kind,
    categories: product.categories,
    priceCents: product.priceCents,
    pointsResourceId: product.pointsPrice?.resourceId ?? '',
    pointsAmount: product.pointsPrice?.amount ?? null,
    description: product.description,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether two sets of values say the same (the form has nothing to save). */
export const sameValues = (a: ProductFormValues, b: ProductFormValues) => same(a, b);

/**
 * The PATCH body: only the fields the person changed from `base` (the values the edit began
 * on), so a save never sends back — and overwrites — what someone else changed meanwhile.
 */
export function bodyOf(values: ProductFormValues, base: ProductFormValues): UpdateProductBody {
  const body: UpdateProductBody = {};
  if (values.name !== base.name) body.name = values.name;
  if (values.slug !== base.slug) body.slug = values.slug;
  if (values.status !== base.status) body.status = values.status;
  if (values.kind !== base.kind) body.kind = values.kind;
  if (!same(values.categories, base.categories)) body.categories = values.categories;
  if (values.priceCents !== base.priceCents) body.priceCents = values.priceCents;
  if (
    values.pointsResourceId !== base.pointsResourceId ||
    values.pointsAmount !== base.pointsAmount
  )
    body.pointsPrice = values.pointsResourceId
      ? { resourceId: values.pointsResourceId, amount: values.pointsAmount ?? 0 }
      : null;
  if (values.description !== base.description) body.description = values.description;
  return body;
}

/**
 * The body checked by the contracts' own schema (the server's messages, in pt-BR), each
 * problem on the form field that shows it; empty when the body may go.
 */
export function problemsOf(
  body: UpdateProductBody,
  values: ProductFormValues,
): Partial<Record<ProductFormField, string>> {
  const problems: Partial<Record<ProductFormField, string>> = {};
  if (values.pointsResourceId && values.pointsAmount === null)
    problems.pointsAmount = 'Informe a quantidade.';
  const parsed = updateProductBodySchema.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const [top, inner] = issue.path;
      const field: ProductFormField =
        top === 'pointsPrice'
          ? inner === 'resourceId'
            ? 'pointsResourceId'
            : 'pointsAmount'
          : (top as ProductFormField);
      problems[field] ??= issue.message;
    }
  return problems;
}
