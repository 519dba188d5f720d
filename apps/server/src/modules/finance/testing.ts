import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Box, CreateBoxBody, Entry } from '@orbita/contracts/finance';
import type { DatabaseHandle } from '../../platform/db/client';
import { apiClient, expectStatus, type Caller } from '../../test/kit';
import type { ModuleTesting, SweepFactories, SweepWorld } from '../../test/module-testing';
import { sweepRecords } from '../../test/sweep-records';
import { financeEntryWriter } from './load-writers';
import { financeRecurrenceWriter } from './recurrences/load-writer';
import { financeBoxes } from './schema';
import { computeBalances } from './shared/ledger';

/**
 * Records of the target workspace for the route sweep (test/route-sweep/), made
 * through the finance API as its owner. Box routes get a credit card (so statements answer
 * for the owner); writes whose body is validated before the record is found get a valid one.
 */
const tag = () => randomUUID().slice(0, 8);
const base = '/api/app/riqueza';
const create = sweepRecords(base);

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

const sweep: SweepFactories = {
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
    // A receipt of the swept entry (attachments/): a text file uploaded to the library, attached.
    [`${base}/entries/{id}/attachments/{attachmentId}`]: {
      ownedByTarget: true,
      create: async (w, parents) => {
        const name = `comprovante-alvo-${tag()}.txt`;
        const boundary = `----sweep${tag()}`;
        const payload =
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          `Content-Type: text/plain\r\n\r\ncomprovante\r\n--${boundary}--\r\n`;
        const res = await w.owner.call('POST', '/api/app/fabrica/media/files', payload, {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'x-workspace-id': w.workspaceId,
        });
        expect(res.statusCode, res.body).toBe(201);
        const fileId = res.json<{ id: string }>().id;
        w.mustNotLeak.add(fileId);
        return id(await create(w, `/entries/${parents.id}/attachments`, { fileId }, name));
      },
    },
    // An occurrence of a recurring entry (recurrences/): the first of a two-month series.
    [`${base}/recurrences/occurrences/{id}`]: {
      ownedByTarget: true,
      create: async (w) => {
        const made = await create(
          w,
          '/recurrences',
          {
            boxId: id(await account(w)),
            date: '2025-01-05',
            value: 1234,
            type: 'expense',
            description: `Fixo alvo ${tag()}`,
            end: 'count',
            count: 2,
          },
          'Fixo alvo',
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
    [`${base}/rules/{id}`]: {
      ownedByTarget: true,
      create: async (w) => {
        const category = await create(w, '/categories', {
          name: `Regra ${tag()}`,
          type: 'expense',
        });
        return id(
          await create(
            w,
            '/rules',
            { pattern: `Regra alvo ${tag()}`, type: 'expense', categoryId: id(category) },
            'Regra alvo',
          ),
        );
      },
    },
    [`${base}/periods/{id}`]: {
      ownedByTarget: true,
      create: async (w) => id(await create(w, '/periods', { endDate: '2019-12-31' }, '2019-12-31')),
    },
    [`${base}/budgets/{id}`]: {
      ownedByTarget: true,
      create: async (w) => {
        const category = await create(w, '/categories', {
          name: `Categoria do orçamento ${tag()}`,
          type: 'expense',
        });
        return id(
          await create(w, '/budgets', {
            categoryId: id(category),
            month: '2025-01',
            amount: 50_000,
          }),
        );
      },
    },
    [`${base}/portfolios/{id}`]: {
      ownedByTarget: true,
      create: async (w) =>
        id(await create(w, '/portfolios', { name: `Portfólio alvo ${tag()}` }, 'Portfólio alvo')),
    },
  },
  bodies: {
    [`PATCH ${base}/recurrences/occurrences/{id}`]: { scope: 'one', version: 1 },
    [`POST ${base}/boxes/{id}/valuations`]: { date: '2025-01-01', value: 100 },
    [`POST ${base}/boxes/{id}/finish`]: { toBoxId: randomUUID(), date: '2025-01-01' },
    [`POST ${base}/boxes/{id}/statements/{month}/pay`]: {
      fromBoxId: randomUUID(),
      date: '2025-01-01',
      value: 100,
    },
    [`POST ${base}/entries/{id}/attachments`]: { fileId: randomUUID() },
  },
};

/** Fast people calling `/api/app/riqueza` (bearer session, direct inserts). */
export const { newCaller, joinAs } = apiClient(base);

/** A box made through the finance API (a bank account unless told). */
export async function makeBox(caller: Caller, body: Partial<CreateBoxBody> = {}): Promise<Box> {
  return expectStatus(
    await caller.post<Box>('/boxes', {
      name: `Caixa ${tag()}`,
      kind: 'bank_account',
      openingDate: '2025-01-01',
      ...body,
    }),
    201,
  );
}

export const makeCard = (caller: Caller, body: Partial<CreateBoxBody> = {}) =>
  makeBox(caller, {
    kind: 'credit_card',
    limit: 500_000,
    closingDay: 10,
    dueDay: 20,
    openingBalance: 0,
    ...body,
  });

/** An entry (or the entries of an installment plan) made through the finance API. */
export async function makeEntry(caller: Caller, body: Record<string, unknown>): Promise<Entry[]> {
  return expectStatus(
    await caller.post<{ items: Entry[] }>('/entries', {
      date: '2025-03-05',
      value: 1000,
      type: 'expense',
      description: 'Teste',
      ...body,
    }),
    201,
  ).items;
}

/** A paid entry with exactly the given fields (the reports' tests set every one). */
export async function entry(who: Caller, body: Record<string, unknown>): Promise<{ id: string }> {
  const created = expectStatus(
    await who.post<{ items: { id: string }[] }>('/entries', { status: 'paid', ...body }),
    201,
  );
  return created.items[0]!;
}

export type Category = {
  id: string;
  name: string;
  type: 'revenue' | 'expense';
  parentId: string | null;
};

/** One of the workspace's categories (the default ones included), by name. */
export async function categoryNamed(who: Caller, name: string): Promise<Category> {
  const { items } = expectStatus(await who.get<{ items: Category[] }>('/categories'), 200);
  const found = items.find((c) => c.name === name);
  if (!found) throw new Error(`categoria ${name} não existe`);
  return found;
}

/** The stored balances must equal the ones recomputed from every entry and transfer. */
export async function expectInvariant(
  database: DatabaseHandle,
  workspaceId: string,
): Promise<void> {
  const computed = await computeBalances(database.db, workspaceId);
  const stored = await database.db
    .select()
    .from(financeBoxes)
    .where(eq(financeBoxes.workspaceId, workspaceId));
  for (const box of stored) {
    expect({ box: box.name, balance: box.balance, projected: box.projectedBalance }).toEqual({
      box: box.name,
      ...computed.get(box.id)!,
    });
  }
}

export const testing: ModuleTesting = {
  factories: { makeBox, makeCard, makeEntry, entry, categoryNamed },
  sweep,
  writers: [financeEntryWriter, financeRecurrenceWriter],
};
