import { randomUUID } from 'node:crypto';
import type { ModuleTesting } from '../../test/module-testing';
import { sweepRecords } from '../../test/sweep-records';
import { productCreateWriter, productReads } from './load-writers';

const create = sweepRecords('/api/app/produto/produtos');

/** A product of the target workspace, made through the API as its owner. */
async function product(w: Parameters<typeof create>[0]) {
  const name = `Produto alvo ${randomUUID().slice(0, 8)}`;
  return create(w, '', { name, variants: [{ name: 'Variação alvo', stock: 3 }] }, name);
}

/**
 * The module's test-time entry. `sweep`: a product (and its variant) of the target
 * workspace for the route sweep (test/route-sweep/), for the `{id}` and `{variantId}` of
 * `/api/app/produto/produtos/…`. `writers`/`reads`: a product with two variants as an
 * acknowledged write of the crash and load suites, and the list as their read.
 */
export const testing: ModuleTesting = {
  sweep: {
    // Validated before the product is looked up: a valid body, so an outsider meets the 404.
    bodies: { 'POST /api/app/produto/produtos/{id}/variantes': { name: 'Variação da varredura' } },
    params: {
      '/api/app/produto/produtos/{id}': {
        ownedByTarget: true,
        create: async (w) => (await product(w)).id as string,
      },
      '/api/app/produto/produtos/{id}/variantes/{variantId}': {
        ownedByTarget: true,
        create: async (w, parents) => {
          const res = await w.owner.call(
            'GET',
            `/api/app/produto/produtos/${parents.id}`,
            undefined,
            {
              'x-workspace-id': w.workspaceId,
            },
          );
          const id = res.json<{ variants: { id: string }[] }>().variants[0]!.id;
          w.mustNotLeak.add(id);
          return id;
        },
      },
    },
  },
  writers: [productCreateWriter],
  reads: productReads,
};
