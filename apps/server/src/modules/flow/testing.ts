import { randomUUID } from 'node:crypto';
import { apiClient, expectStatus, type Caller } from '../../test/kit';
import type { ModuleTesting, SweepFactories, SweepWorld } from '../../test/module-testing';
import { sweepRecords } from '../../test/sweep-records';
import { flowReads, flowWriters } from './load-writers';
import { cardPartSweepBodies, cardPartSweepParams } from './processes/card-sweep';

/**
 * Records of the target workspace for the route sweep (test/route-sweep/):
 * one factory per path parameter of the flow routes, made through the flow API as the
 * target's owner. Flow routes check the role before reading the body, so only writes that
 * validate a body before finding their record need one here (the outsider then meets 404).
 */
const tag = () => randomUUID().slice(0, 8);
const base = '/api/app/flow';
const create = sweepRecords(base);

// One list per sweep: task codes are unique per workspace and a new list starts at TAR-0001.
const lists = new WeakMap<SweepWorld, Promise<Record<string, unknown>>>();
const list = (w: SweepWorld) => {
  let made = lists.get(w);
  if (!made)
    lists.set(w, (made = create(w, '/lists', { name: `Lista alvo ${tag()}` }, 'Lista alvo')));
  return made;
};
const task = async (w: SweepWorld) =>
  create(
    w,
    `/lists/${(await list(w)).id as string}/tasks`,
    { title: `Tarefa alvo ${tag()}` },
    'Tarefa alvo',
  );
const process = (w: SweepWorld) =>
  create(
    w,
    '/processes',
    { name: `Processo alvo ${tag()}`, stages: [{ name: 'Etapa alvo' }] },
    'Processo alvo',
  );
const id = (row: Record<string, unknown>) => row.id as string;

const sweep: SweepFactories = {
  params: {
    [`${base}/items/{id}`]: {
      ownedByTarget: true,
      create: async (w) =>
        id(await create(w, '/items', { content: `Item alvo ${tag()}`, parse: false }, 'Item alvo')),
    },
    [`${base}/lists/{id}`]: { ownedByTarget: true, create: async (w) => id(await list(w)) },
    [`${base}/tasks/{id}`]: { ownedByTarget: true, create: async (w) => id(await task(w)) },
    [`${base}/tasks/by-code/{code}`]: {
      ownedByTarget: true,
      create: async (w) => (await task(w)).code as string,
    },
    [`${base}/tasks/{id}/checklist/{itemId}`]: {
      ownedByTarget: true,
      create: async (w, parents) =>
        id(
          await create(
            w,
            `/tasks/${parents.id}/checklist`,
            { text: `Passo alvo ${tag()}` },
            'Passo alvo',
          ),
        ),
    },
    [`${base}/tasks/{id}/comments/{commentId}`]: {
      ownedByTarget: true,
      create: async (w, parents) =>
        id(
          await create(
            w,
            `/tasks/${parents.id}/comments`,
            { body: `Comentário alvo ${tag()}` },
            'Comentário alvo',
          ),
        ),
    },
    [`${base}/processes/{id}`]: { ownedByTarget: true, create: async (w) => id(await process(w)) },
    [`${base}/processes/{id}/stages/{stageId}`]: {
      ownedByTarget: true,
      create: async (w, parents) => {
        const res = await w.owner.call('GET', `${base}/processes/${parents.id}`, undefined, {
          'x-workspace-id': w.workspaceId,
        });
        const stage = res.json<{ stages: { id: string }[] }>().stages[0];
        if (!stage) throw new Error(`processo ${parents.id} sem etapa: ${res.body}`);
        w.mustNotLeak.add(stage.id);
        return stage.id;
      },
    },
    [`${base}/cards/{id}`]: {
      ownedByTarget: true,
      create: async (w) =>
        id(
          await create(
            w,
            `/processes/${id(await process(w))}/cards`,
            { title: `Cartão alvo ${tag()}` },
            'Cartão alvo',
          ),
        ),
    },
    ...cardPartSweepParams,
  },
  bodies: {
    [`POST ${base}/items/{id}/process`]: { action: 'someday' },
    [`POST ${base}/lists/{id}/tasks`]: { title: 'Tarefa da varredura' },
    [`POST ${base}/tasks/{id}/move`]: { status: 'doing' },
    [`POST ${base}/tasks/{id}/checklist`]: { text: 'Passo da varredura' },
    [`POST ${base}/tasks/{id}/comments`]: { body: 'Comentário da varredura' },
    [`PATCH ${base}/tasks/{id}/comments/{commentId}`]: { body: 'Comentário da varredura' },
    [`POST ${base}/processes/{id}/stages`]: { name: 'Etapa da varredura' },
    [`POST ${base}/processes/{id}/cards`]: { title: 'Cartão da varredura' },
    [`POST ${base}/cards/{id}/move`]: { stageId: randomUUID() },
    ...cardPartSweepBodies,
  },
};

/** Fast people calling `/api/app/flow` (bearer session, direct inserts). */
export const { newCaller, joinAs } = apiClient(base);

/** A list made through the flow API. */
async function makeList(caller: Caller, body: Record<string, unknown> = {}) {
  return expectStatus(
    await caller.post<{ id: string; name: string }>('/lists', { name: `Lista ${tag()}`, ...body }),
    201,
  );
}

/** A task in `listId` made through the flow API. */
async function makeTask(caller: Caller, listId: string, body: Record<string, unknown> = {}) {
  return expectStatus(
    await caller.post<{ id: string; code: string; title: string }>(`/lists/${listId}/tasks`, {
      title: `Tarefa ${tag()}`,
      ...body,
    }),
    201,
  );
}

/** An inbox item made through the flow API (not parsed). */
async function makeItem(caller: Caller, body: Record<string, unknown> = {}) {
  return expectStatus(
    await caller.post<{ id: string }>('/items', {
      content: `Item ${tag()}`,
      parse: false,
      ...body,
    }),
    201,
  );
}

/** A process with one stage, and a card in it, made through the flow API. */
async function makeProcess(caller: Caller, body: Record<string, unknown> = {}) {
  return expectStatus(
    await caller.post<{ id: string; stages: { id: string }[] }>('/processes', {
      name: `Processo ${tag()}`,
      stages: [{ name: 'Etapa' }],
      ...body,
    }),
    201,
  );
}
async function makeCard(caller: Caller, processId: string, body: Record<string, unknown> = {}) {
  return expectStatus(
    await caller.post<{ id: string }>(`/processes/${processId}/cards`, {
      title: `Cartão ${tag()}`,
      ...body,
    }),
    201,
  );
}

export const testing: ModuleTesting = {
  factories: { makeList, makeTask, makeItem, makeProcess, makeCard },
  sweep,
  writers: flowWriters,
  reads: flowReads,
};
