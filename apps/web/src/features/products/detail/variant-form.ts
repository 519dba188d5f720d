import {
  createVariantBodySchema,
  updateVariantBodySchema,
  type CreateVariantBody,
  type ProductVariant,
  type UpdateVariantBody,
} from '@orbita/contracts/products';

/** The two options the form names; a variant's other options are kept as they are. */
export const SIZE = 'tamanho';
export const COLOR = 'cor';

export interface VariantFormValues {
  name: string;
  size: string;
  color: string;
  sku: string;
  priceCents: number | null;
  stock: number | null;
  unlimited: boolean;
}

export type VariantField = keyof VariantFormValues;

export function variantValuesOf(
  variant: ProductVariant | null,
  digital: boolean,
): VariantFormValues {
  if (!variant)
    return {
      name: '',
      size: '',
      color: '',
      sku: '',
      priceCents: null,
      stock: digital ? null : 0,
      unlimited: digital,
    };
  return {
    name: variant.name,
    size: variant.options[SIZE] ?? '',
    color: variant.options[COLOR] ?? '',
    sku: variant.sku ?? '',
    priceCents: variant.priceCents,
    stock: variant.stock,
    unlimited: variant.stock === null,
  };
}

/** The options: the variant's others, then tamanho and cor when filled. */
function optionsOf(
  values: VariantFormValues,
  before: Record<string, string>,
): Record<string, string> {
  const rest = Object.fromEntries(
    Object.entries(before).filter(([key]) => key !== SIZE && key !== COLOR),
  );
  return {
    ...rest,
    ...(values.size.trim() ? { [SIZE]: values.size.trim() } : {}),
    ...(values.color.trim() ? { [COLOR]: values.color.trim() } : {}),
  };
}

const sorted = (o: Record<string, string>) =>
  JSON.stringify(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));

const stockOf = (values: VariantFormValues) => (values.unlimited ? null : values.stock);

export function createBodyOf(values: VariantFormValues): CreateVariantBody {
  return {
    name: values.name.trim(),
    options: optionsOf(values, {}),
    sku: values.sku.trim(),
    priceCents: values.priceCents,
    stock: stockOf(values),
  };
}

/** Only what changed from the variant, so a save never overwrites someone else's other fields. */
export function updateBodyOf(
  values: VariantFormValues,
  variant: ProductVariant,
): UpdateVariantBody {
  const body: UpdateVariantBody = {};
  if (values.name.trim() !== variant.name) body.name = values.name.trim();
  const options = optionsOf(values, variant.options);
  if (sorted(options) !== sorted(variant.options)) body.options = options;
  if (values.sku.trim() !== (variant.sku ?? '')) body.sku = values.sku.trim();
  if (values.priceCents !== variant.priceCents) body.priceCents = values.priceCents;
  if (stockOf(values) !== variant.stock) body.stock = stockOf(values);
  return body;
}

/** The body checked by the contracts' schema, each message on the field that shows it. */
export function variantProblemsOf(
  body: CreateVariantBody | UpdateVariantBody,
  values: VariantFormValues,
  isNew: boolean,
): Partial<Record<VariantField, string>> {
  const problems: Partial<Record<VariantField, string>> = {};
  if (!values.unlimited && values.stock === null) problems.stock = 'Informe o estoque.';
  const parsed = (isNew ? createVariantBodySchema : updateVariantBodySchema).safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const [top, inner] = issue.path;
      const field: VariantField =
        top === 'options' ? (inner === COLOR ? 'color' : 'size') : (top as VariantField);
      problems[field] ??= issue.message;
    }
  return problems;
}
