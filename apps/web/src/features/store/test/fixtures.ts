import type { Product, ProductSummary } from '@orbita/contracts/products';
import type { PublicOrder, StoreOrder, StoreSettings } from '@orbita/contracts/store';

export const ordersUrl = '/api/app/produto/pedidos';
export const settingsUrl = '/api/app/produto/loja/configuracoes';
export const checkoutUrl = '/api/app/produto/loja/pedidos';
export const myOrdersUrl = '/api/app/produto/loja/meus-pedidos';
export const productsUrl = '/api/app/produto/produtos';
const at = '2026-03-05T15:30:00.000Z';

export const uuid = (n: number, tail = 8) =>
  `00000000-0000-4000-${tail}000-${String(n).padStart(12, '0')}`;

export const token = 'tok_ABCDEFGHIJKLmnopqrstu';
export const payload =
  '00020126360014br.gov.bcb.pix0114+55119876543215204000053039865406123.455802BR5913LOJA DA ANA6009SAO PAULO62290525PED0001ABCDEFGHIJKLMNOPQ63041D3A';
export const qrSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';

/** A reais order of one T-shirt, pending, as members see it. */
export function orderOf(n: number, extra: Partial<StoreOrder> = {}): StoreOrder {
  return {
    id: uuid(n),
    number: n,
    code: `PED-${String(n).padStart(4, '0')}`,
    status: 'pendente',
    currency: 'brl',
    buyer: { name: 'Bia Compradora', email: 'bia@exemplo.com', userId: null, personId: null },
    items: [
      {
        id: uuid(n, 9),
        productId: uuid(50),
        variantId: uuid(60),
        productName: 'Camiseta Órbita',
        variantName: 'M',
        sku: 'CAM-M',
        quantity: 2,
        unitPriceCents: 61_728,
        unitPoints: null,
        pointsResourceId: null,
      },
    ],
    totalCents: 123_456,
    pointsTotals: [],
    pix: { txid: 'PED0001ABCDEFGHIJKLMNOPQ', payload, qrSvg },
    buyerPath: `/pedido/${token}`,
    paidVia: null,
    paidAt: null,
    deliveredAt: null,
    canceledAt: null,
    boxId: null,
    entryId: null,
    version: 1,
    createdAt: at,
    updatedAt: at,
    ...extra,
  };
}

export function publicOrderOf(extra: Partial<PublicOrder> = {}): PublicOrder {
  return {
    code: 'PED-0001',
    status: 'pendente',
    currency: 'brl',
    storeName: 'Loja da Ana',
    buyerName: 'Bia Compradora',
    items: [
      {
        productName: 'Camiseta Órbita',
        variantName: 'M',
        quantity: 2,
        unitPriceCents: 61_728,
        unitPoints: null,
      },
    ],
    totalCents: 123_456,
    pointsTotals: [],
    pix: { txid: 'PED0001ABCDEFGHIJKLMNOPQ', payload, qrSvg },
    paidAt: null,
    deliveredAt: null,
    canceledAt: null,
    createdAt: at,
    ...extra,
  };
}

export const settings: StoreSettings = {
  enabled: false,
  pixKeyType: null,
  pixKey: null,
  merchantName: '',
  merchantCity: '',
  revenueBoxId: null,
  revenueCategoryId: null,
  pixReady: false,
  version: 1,
  updatedAt: null,
};

export const coinsId = uuid(70);

const base = {
  code: 'PRD-0001',
  slug: 'camiseta-orbita',
  status: 'ativo' as const,
  kind: 'fisico' as const,
  categories: ['Roupas'],
  catalogPath: '/catalogo/ana/camiseta-orbita',
  version: 1,
  createdAt: at,
  updatedAt: at,
};

/** A T-shirt priced R$ 49,90 or 500 Moedas, in two sizes (P sold out, M with 3). */
export const shirt: Product = {
  ...base,
  id: uuid(50),
  name: 'Camiseta Órbita',
  priceCents: 4990,
  pointsPrice: { resourceId: coinsId, amount: 500 },
  description: '<p>Algodão.</p>',
  images: [],
  variants: [
    {
      id: uuid(61),
      productId: uuid(50),
      name: 'P',
      options: { tamanho: 'P' },
      sku: null,
      priceCents: null,
      effectivePriceCents: 4990,
      stock: 0,
      position: 0,
      version: 1,
    },
    {
      id: uuid(60),
      productId: uuid(50),
      name: 'M',
      options: { tamanho: 'M' },
      sku: null,
      priceCents: null,
      effectivePriceCents: 4990,
      stock: 3,
      position: 1,
      version: 1,
    },
  ],
};

export const shirtSummary: ProductSummary = {
  ...base,
  id: shirt.id,
  name: shirt.name,
  priceCents: shirt.priceCents,
  pointsPrice: shirt.pointsPrice,
  variantCount: 2,
  stock: 3,
  coverSrc: null,
};
