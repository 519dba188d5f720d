import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { SweepFactories, SweepWorld } from '../workspaces/route-sweep-kit';

/**
 * Records of the target workspace for the route sweep (workspaces/route-sweep.test.ts), made
 * through the finance API as its owner. Box routes get a credit card (so statements answer
 * for the owner); writes whose body is validated before the record is found get a valid one.
 */
const tag = () => randomUUID().slice(0, 8);
const base = '/api/app/riqueza';

async function create(
  w: SweepWorld,
  path: string,
  body: unknown,
  leak: string,
): Promise<Record<string, unknown>> {
  const res = await w.owner.call('POST', `${base}${path}`, body, {
    'x-workspace-id': w.workspaceId,
  });
  expect(res.statusCode, `${path} → ${res.body}`).toBe(201);
  const row = res.json<Record<string, unknown>>();
  w.mustNotLeak.add(leak);
  if (typeof row.id === 'string') w.mustNotLeak.add(row.id);
  return row;
}

const boxes = new WeakMap<SweepWorld, Promise<Record<string, unknown>>>();
const card = (w: SweepWorld) => {
  let made = boxes.get(w);
  if (!made)
    boxes.set(
      w,
      (made = create(
        w,
        '/boxes',
        {
          name: `Cartão alvo ${tag()}`,
          kind: 'credit_card',
          limit: 100_000,
          closingDay: 10,
          dueDay: 20,
          openingDate: '2020-01-01',
        },
        'Cartão alvo',
      )),
    );
  return made;
};
const account = (w: SweepWorld) =>
  create(
    w,
    '/boxes',
    { name: `Conta alvo ${tag()}`, kind: 'bank_account', openingDate: '2020-01-01' },
    'Conta alvo',
  );
const id = (row: Record<string, unknown>) => row.id as string;

export const sweepFactories: SweepFactories = {
  params: {
    [`${base}/boxes/{id}`]: { ownedByTarget: true, create: async (w) => id(await card(w)) },
    [`${base}/boxes/{id}/statements/{month}`]: {
      ownedByTarget: false,
      create: async () => '2025-01',
    },
    [`${base}/categories/{id}`]: {
      ownedByTarget: true,
      create: async (w) =>
        id(
          await create(
            w,
            '/categories',
            { name: `Categoria alvo ${tag()}`, type: 'expense' },
            'Categoria alvo',
          ),
        ),
    },
    [`${base}/entries/{id}`]: {
      ownedByTarget: true,
      create: async (w) => {
        const made = await create(
          w,
          '/entries',
          {
            boxId: id(await card(w)),
            date: '2025-01-05',
            value: 1234,
            type: 'expense',
            description: `Lançamento alvo ${tag()}`,
          },
          'Lançamento alvo',
        );
        const [entry] = made.items as { id: string }[];
        w.mustNotLeak.add(entry!.id);
        return entry!.id;
      },
    },
    [`${base}/transfers/{id}`]: {
      ownedByTarget: true,
      create: async (w) =>
        id(
          await create(
            w,
            '/transfers',
            {
              fromBoxId: id(await account(w)),
              toBoxId: id(await card(w)),
              date: '2025-01-06',
              value: 500,
              description: `Transferência alvo ${tag()}`,
            },
            'Transferência alvo',
          ),
        ),
    },
    [`${base}/periods/{id}`]: {
      ownedByTarget: true,
      create: async (w) => id(await create(w, '/periods', { endDate: '2019-12-31' }, '2019-12-31')),
    },
    [`${base}/portfolios/{id}`]: {
      ownedByTarget: true,
      create: async (w) =>
        id(await create(w, '/portfolios', { name: `Portfólio alvo ${tag()}` }, 'Portfólio alvo')),
    },
  },
  bodies: {
    [`POST ${base}/boxes/{id}/valuations`]: { date: '2025-01-01', value: 100 },
    [`POST ${base}/boxes/{id}/finish`]: { toBoxId: randomUUID(), date: '2025-01-01' },
    [`POST ${base}/boxes/{id}/statements/{month}/pay`]: {
      fromBoxId: randomUUID(),
      date: '2025-01-01',
      value: 100,
    },
  },
};
