import { randomUUID } from 'node:crypto';
import type { ModuleTesting, SweepWorld } from '../../test/module-testing';
import { sweepRecords } from '../../test/sweep-records';

const create = sweepRecords('/api/app/produto');

/**
 * A pending reais order of the target workspace, made through the APIs as its owner: the
 * store's Pix settings, a product with stock, then the member's checkout.
 */
async function order(w: SweepWorld): Promise<string> {
  const headers = { 'x-workspace-id': w.workspaceId };
  const settings = await w.owner.call(
    'GET',
    '/api/app/produto/loja/configuracoes',
    undefined,
    headers,
  );
  await w.owner.call(
    'PUT',
    '/api/app/produto/loja/configuracoes',
    {
      enabled: true,
      pixKeyType: 'email',
      pixKey: 'pix-alvo@exemplo.com.br',
      merchantName: 'Loja alvo',
      merchantCity: 'Recife',
      revenueBoxId: null,
      version: settings.json<{ version: number }>().version,
    },
    headers,
  );
  const name = `Produto da loja alvo ${randomUUID().slice(0, 8)}`;
  const product = await create(
    w,
    '/produtos',
    { name, status: 'ativo', priceCents: 1990, variants: [{ name: 'Único', stock: 5 }] },
    name,
  );
  const variants = product.variants as { id: string }[];
  const made = await create(
    w,
    '/loja/pedidos',
    { currency: 'brl', items: [{ variantId: variants[0]!.id, quantity: 1 }] },
    'pix-alvo@exemplo.com.br',
  );
  w.mustNotLeak.add((made.pix as { txid: string }).txid);
  return made.id as string;
}

/**
 * The module's test-time entry. `sweep`: an order of the target workspace for the route sweep
 * (test/route-sweep/), for the `{id}` of `/api/app/produto/pedidos/{id}…`.
 */
export const testing: ModuleTesting = {
  sweep: {
    params: {
      '/api/app/produto/pedidos/{id}': { ownedByTarget: true, create: order },
    },
  },
};
