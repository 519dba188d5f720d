import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import {
  normalizePixKey,
  PIX_MERCHANT_CITY_MAX,
  PIX_MERCHANT_NAME_MAX,
  pixKeyTypes,
  pixText,
} from './pix';

/**
 * The store: orders of the workspace's catalog (products module) in reais (Pix BR Code,
 * confirmed by hand or matched in an imported bank statement, then a finance revenue entry)
 * or in points (a gamification resource, spent at once), with stock reserved at checkout
 * and released on cancel; plus the workspace's store settings (Pix key, merchant name and
 * city, revenue box). APIs:
 * - members: `/api/app/produto/pedidos…` (orders), `/api/app/produto/loja…` (settings, the
 *   member's own checkout and "Meus pedidos");
 * - guests: `/api/public/loja/{workspaceSlug}/pedidos` (checkout, JSON or a plain HTML form,
 *   answered 303 to `/pedido/{token}`), `/api/public/loja/pedidos/{token}` (the buyer's view).
 */

/** The realtime entity: what the server publishes, and what the web's query keys start with. */
export const storeEntity = 'store';

export const orderStatuses = ['pendente', 'pago', 'entregue', 'cancelado'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const orderStatusLabels: Record<OrderStatus, string> = {
  pendente: 'Pendente',
  pago: 'Pago',
  entregue: 'Entregue',
  cancelado: 'Cancelado',
};

/** `brl`: reais, paid by Pix; `points`: a gamification resource, paid at checkout. */
export const orderCurrencies = ['brl', 'points'] as const;
export type OrderCurrency = (typeof orderCurrencies)[number];
export const orderCurrencyLabels: Record<OrderCurrency, string> = {
  brl: 'Reais (Pix)',
  points: 'Pontos',
};

/** How an order came to be paid. */
export const orderPaidVia = ['manual', 'extrato', 'pontos'] as const;
export type OrderPaidVia = (typeof orderPaidVia)[number];
export const orderPaidViaLabels: Record<OrderPaidVia, string> = {
  manual: 'Confirmado à mão',
  extrato: 'Extrato bancário',
  pontos: 'Pontos',
};

export const ORDER_ITEMS_MAX = 20;
export const ORDER_QUANTITY_MAX = 99;
export const BUYER_NAME_MAX = 120;
export const BUYER_EMAIL_MAX = 254;
export const ORDERS_PAGE_DEFAULT = 50;
export const ORDERS_PAGE_MAX = 100;
/** The order's display code: `PED-0042`. */
export const ORDER_CODE_PREFIX = 'PED';

export const formatOrderNumber = (n: number) =>
  `${ORDER_CODE_PREFIX}-${String(n).padStart(4, '0')}`;

/** The buyer's page of an order (web route, public). */
export const orderTokenPath = (token: string) => `/pedido/${encodeURIComponent(token)}`;

export const storeMessages = {
  orderNotFound: 'Pedido não encontrado.',
  storeNotFound: 'Loja não encontrada.',
  storeClosed: 'Esta loja não está recebendo pedidos com Pix agora.',
  pixNotConfigured: 'Configure a chave Pix da loja antes de vender em reais.',
  noPrice: 'Este produto não tem preço em reais.',
  noPointsPrice: 'Este produto não tem preço em pontos.',
  wrongStatus: 'Este pedido não está mais neste estado. Atualize a página.',
  paidBrlCancel:
    'Um pedido pago em reais não pode ser cancelado aqui: o valor já entrou no financeiro. Estorne pelo financeiro.',
  onlyPendingCancel: 'Só pedidos pendentes podem ser cancelados.',
  revenueBoxMissing: 'Escolha a caixa de receita da loja antes de confirmar pagamentos.',
  boxNotFound: 'Caixa não encontrada.',
  categoryNotFound: 'Categoria de receita não encontrada.',
  duplicateVariant: 'Cada variação aparece uma vez no pedido: ajuste a quantidade.',
  orderThanks: 'Pedido recebido! Pague com o Pix abaixo.',
} as const;

const trimmed = (label: string, max: number) =>
  z
    .string(`Informe ${label}.`)
    .trim()
    .min(1, `Informe ${label}.`)
    .max(max, `Informe no máximo ${max} caracteres.`);

const emailSchema = z
  .string('Informe o e-mail.')
  .trim()
  .toLowerCase()
  .max(BUYER_EMAIL_MAX, 'E-mail longo demais.')
  .pipe(z.email('Informe um e-mail válido.'));

const quantitySchema = z.coerce
  .number('Informe a quantidade.')
  .int('Informe a quantidade (número inteiro).')
  .min(1, 'A quantidade mínima é 1.')
  .max(ORDER_QUANTITY_MAX, `A quantidade máxima é ${ORDER_QUANTITY_MAX}.`);

export const orderItemInputSchema = z.strictObject({
  variantId: z.uuid('Variação inválida.'),
  quantity: quantitySchema,
});
export type OrderItemInput = z.input<typeof orderItemInputSchema>;

const itemsSchema = z
  .array(orderItemInputSchema, 'Informe os itens.')
  .min(1, 'Escolha ao menos um item.')
  .max(ORDER_ITEMS_MAX, `Um pedido tem no máximo ${ORDER_ITEMS_MAX} itens.`)
  .refine(
    (items) => new Set(items.map((i) => i.variantId)).size === items.length,
    storeMessages.duplicateVariant,
  );

/**
 * A guest's checkout: `{ name, email, items: [{ variantId, quantity }] }` as JSON, or the
 * catalog's plain form fields `name`, `email`, `variantId`, `quantity` (one item).
 */
export const guestCheckoutBodySchema = z.preprocess(
  (body) => {
    if (body && typeof body === 'object' && !Array.isArray(body) && !('items' in body)) {
      const { variantId, quantity, ...rest } = body as Record<string, unknown>;
      if (variantId !== undefined)
        return { ...rest, items: [{ variantId, quantity: quantity ?? 1 }] };
    }
    return body;
  },
  z.strictObject({
    name: trimmed('seu nome', BUYER_NAME_MAX),
    email: emailSchema,
    items: itemsSchema,
  }),
);
export type GuestCheckoutBody = z.input<typeof guestCheckoutBodySchema>;

/** A member's checkout: in points (paid at once) or in reais (Pix, like a guest). */
export const memberCheckoutBodySchema = z.strictObject({
  currency: z.enum(orderCurrencies, 'Escolha reais ou pontos.'),
  items: itemsSchema,
});
export type MemberCheckoutBody = z.input<typeof memberCheckoutBodySchema>;

/** The body of an order's action (pay, deliver, cancel): the version it was decided on. */
export const orderActionBodySchema = z.strictObject({ ...expectedVersion });
export type OrderActionBody = z.input<typeof orderActionBodySchema>;

export const orderItemSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  variantId: z.uuid(),
  /** Snapshots at checkout: the product may change or go away later. */
  productName: z.string(),
  variantName: z.string(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  /** Centavos per unit (reais orders). */
  unitPriceCents: z.number().int().nullable(),
  /** Units of `pointsResource` per unit (points orders). */
  unitPoints: z.number().int().nullable(),
  pointsResourceId: z.uuid().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** What a points order costs, per resource. */
export const pointsTotalSchema = z.object({
  resourceId: z.uuid(),
  name: z.string(),
  amount: z.number().int(),
});
export type PointsTotal = z.infer<typeof pointsTotalSchema>;

export const orderPixSchema = z.object({
  /** A-Z 0-9, 25 characters: what a bank statement line carries to match the order. */
  txid: z.string(),
  /** The "copia e cola" text (BR Code). */
  payload: z.string(),
  /** The QR code of `payload` as an SVG document (made by the server from its own text). */
  qrSvg: z.string(),
});
export type OrderPix = z.infer<typeof orderPixSchema>;

export const orderBuyerSchema = z.object({
  name: z.string(),
  email: z.string(),
  userId: z.uuid().nullable(),
  personId: z.uuid().nullable(),
});

/** An order as members see it (the answer of every order route and the realtime `data`). */
export const orderSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  /** `PED-0042`. */
  code: z.string(),
  status: z.enum(orderStatuses),
  currency: z.enum(orderCurrencies),
  buyer: orderBuyerSchema,
  items: z.array(orderItemSchema),
  /** Centavos (reais orders), else null. */
  totalCents: z.number().int().nullable(),
  pointsTotals: z.array(pointsTotalSchema),
  /** Reais orders; `qrSvg` only in the single-order answers (empty in lists). */
  pix: orderPixSchema.nullable(),
  /** The buyer's link (`/pedido/{token}`). */
  buyerPath: z.string(),
  paidVia: z.enum(orderPaidVia).nullable(),
  paidAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  /** The finance revenue entry once paid in reais, and its box. */
  boxId: z.uuid().nullable(),
  entryId: z.uuid().nullable(),
  version: versionSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoreOrder = z.infer<typeof orderSchema>;

/** `?status=&cursor=&limit=`: newest first; the cursor comes from `nextCursor`. */
export const orderListQuerySchema = z.object({
  status: z.enum(orderStatuses, 'Status inválido.').optional(),
  cursor: z.string().max(500, 'Cursor inválido.').optional(),
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max(ORDERS_PAGE_MAX, `O limite máximo é ${ORDERS_PAGE_MAX}.`)
    .default(ORDERS_PAGE_DEFAULT),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const orderPageSchema = z.object({
  items: z.array(orderSchema),
  nextCursor: z.string().nullable(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

/** The buyer's view of an order through its link: no ids of the workspace, no e-mail. */
export const publicOrderSchema = z.object({
  code: z.string(),
  status: z.enum(orderStatuses),
  currency: z.enum(orderCurrencies),
  /** The store's (workspace's) name. */
  storeName: z.string(),
  buyerName: z.string(),
  items: z.array(
    z.object({
      productName: z.string(),
      variantName: z.string(),
      quantity: z.number().int(),
      unitPriceCents: z.number().int().nullable(),
      unitPoints: z.number().int().nullable(),
    }),
  ),
  totalCents: z.number().int().nullable(),
  pointsTotals: z.array(pointsTotalSchema.omit({ resourceId: true })),
  /** While pending: what to pay with. */
  pix: orderPixSchema.nullable(),
  paidAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicOrder = z.infer<typeof publicOrderSchema>;

/** The answer of a checkout: the order and the buyer's link. */
export const checkoutResultSchema = z.object({
  token: z.string(),
  path: z.string(),
  order: publicOrderSchema,
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

export const publicOrderParamsSchema = z.object({
  token: z
    .string()
    .min(20, storeMessages.orderNotFound)
    .max(100, storeMessages.orderNotFound)
    .regex(/^[A-Za-z0-9_-]+$/, storeMessages.orderNotFound),
});

export const storeSlugParamsSchema = z.object({
  workspaceSlug: z
    .string()
    .min(1, storeMessages.storeNotFound)
    .max(100, storeMessages.storeNotFound)
    .regex(/^[a-z0-9-]+$/, storeMessages.storeNotFound),
});

// ---- Settings -------------------------------------------------------------------------

/** The workspace's store settings (Admin). `pixReady`: reais orders can be taken. */
export const storeSettingsSchema = z.object({
  enabled: z.boolean(),
  pixKeyType: z.enum(pixKeyTypes).nullable(),
  pixKey: z.string().nullable(),
  merchantName: z.string(),
  merchantCity: z.string(),
  revenueBoxId: z.uuid().nullable(),
  revenueCategoryId: z.uuid().nullable(),
  pixReady: z.boolean(),
  version: versionSchema,
  updatedAt: z.string().nullable(),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

/** The whole settings, replaced (with `version`: a stale save answers 409). */
export const storeSettingsBodySchema = z
  .strictObject({
    enabled: z.boolean('Informe se a loja recebe pedidos.'),
    pixKeyType: z.enum(pixKeyTypes, 'Escolha o tipo da chave Pix.').nullable(),
    pixKey: z.string('Informe a chave Pix.').max(200, 'Chave Pix longa demais.').nullable(),
    merchantName: z
      .string('Informe o nome do recebedor.')
      .trim()
      .max(200, 'Nome longo demais.')
      .refine(
        (v) => v === '' || pixText(v, PIX_MERCHANT_NAME_MAX) !== '',
        'Informe o nome com letras ou números.',
      ),
    merchantCity: z
      .string('Informe a cidade.')
      .trim()
      .max(100, 'Cidade longa demais.')
      .refine(
        (v) => v === '' || pixText(v, PIX_MERCHANT_CITY_MAX) !== '',
        'Informe a cidade com letras.',
      ),
    revenueBoxId: z.uuid('Caixa inválida.').nullable(),
    revenueCategoryId: z.uuid('Categoria inválida.').nullable().default(null),
    ...expectedVersion,
  })
  .transform((body, ctx) => {
    let pixKey: string | null = null;
    const typed = body.pixKey?.trim() ?? '';
    if (typed) {
      if (!body.pixKeyType) {
        ctx.addIssue({
          code: 'custom',
          path: ['pixKeyType'],
          message: 'Escolha o tipo da chave Pix.',
        });
        return z.NEVER;
      }
      const key = normalizePixKey(body.pixKeyType, typed);
      if ('error' in key) {
        ctx.addIssue({ code: 'custom', path: ['pixKey'], message: key.error });
        return z.NEVER;
      }
      pixKey = key.key;
    }
    if (body.enabled && (!pixKey || !body.merchantName || !body.merchantCity)) {
      ctx.addIssue({
        code: 'custom',
        path: [pixKey ? (body.merchantName ? 'merchantCity' : 'merchantName') : 'pixKey'],
        message: 'Para receber pedidos, informe a chave Pix, o nome e a cidade do recebedor.',
      });
      return z.NEVER;
    }
    return { ...body, pixKey, pixKeyType: pixKey ? body.pixKeyType : null };
  });
export type StoreSettingsBody = z.input<typeof storeSettingsBodySchema>;

export * from './pix';
export * from './events';
export * from './realtime';
export * from './endpoints';
