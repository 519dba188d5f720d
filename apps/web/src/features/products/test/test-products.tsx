/** Test helpers of the products screens (imported by `*.test.tsx` only). */
import type { AppState } from '@orbita/contracts/auth';
import type { Resource } from '@orbita/contracts/gamification';
import type { Product, ProductSummary, ProductVariant } from '@orbita/contracts/products';
import type { ReactElement } from 'react';
import type { mockFetch } from '../../../platform/http/test-fetch';
import { renderScreen, testWorkspaceId } from '../../../test/render-screen';
import { summaryOf } from '../api/summary';

export { calls, nudge, screenWidth, urlOf } from '../../../test/render-screen';

export const listUrl = '/api/app/produto/produtos';
export const at = '2026-11-26T17:03:00.000Z';
export const productId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const variantId = (n: number) => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;
export const mediaId = (n: number) => `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`;
export const resourceId = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

export function testVariant(n: number, extra: Partial<ProductVariant> = {}): ProductVariant {
  return {
    id: variantId(n),
    productId: productId(1),
    name: 'Padrão',
    options: {},
    sku: null,
    priceCents: null,
    effectivePriceCents: 123456,
    stock: 10,
    position: n - 1,
    version: 1,
    ...extra,
  };
}

export function testProduct(n: number, name: string, extra: Partial<Product> = {}): Product {
  const slug = name.toLowerCase().replace(/\W+/g, '-');
  return {
    id: productId(n),
    code: `PRD-${String(n).padStart(4, '0')}`,
    name,
    slug,
    status: 'ativo',
    kind: 'fisico',
    categories: ['Roupas'],
    priceCents: 123456,
    pointsPrice: null,
    catalogPath: `/catalogo/loja-da-ana/${slug}`,
    version: 3,
    createdAt: at,
    updatedAt: at,
    description: '<p>Algodão.</p>',
    variants: [testVariant(1, { productId: productId(n) })],
    images: [],
    ...extra,
  };
}

export const testSummary = (
  n: number,
  name: string,
  extra: Partial<Product> = {},
): ProductSummary => summaryOf(testProduct(n, name, extra));

export function testResource(n: number, name: string): Resource {
  return {
    id: resourceId(n),
    workspaceId: testWorkspaceId,
    name,
    description: '',
    imageUrl: null,
    rarity: 'common',
    usable: false,
    limited: false,
    quantityExisting: null,
    quantityGranted: 0,
    transitory: null,
    effect: null,
    useEffect: null,
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
}

/** A products screen at `path` as `role` sees it. */
export function renderAs(
  role: AppState['role'],
  handler: Parameters<typeof mockFetch>[0],
  page: ReactElement,
  path: string,
  route = path,
  live = false,
) {
  return renderScreen(role, handler, page, { path, route, live });
}
