import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { createNotification } from '../communication';
import type { SweepFactories, SweepWorld } from './route-sweep-kit';
import { transaction } from '../../platform/db/transaction';

/**
 * Factories for routes of modules that have no `sweep-factories.ts` of their own yet, so
 * the sweep covers them today. A module's own file wins over these (route-sweep-kit.ts);
 * its owner may move an entry there and delete it here.
 */
const tag = () => randomUUID().slice(0, 8);

/** A write through the module's own API, as the target's owner, in the target workspace. */
async function create(
  w: SweepWorld,
  path: string,
  body: unknown,
  leak: string,
): Promise<Record<string, unknown>> {
  const res = await w.owner.call('POST', path, body, { 'x-workspace-id': w.workspaceId });
  expect(res.statusCode, `${path} → ${res.body}`).toBe(201);
  const row = res.json<Record<string, unknown>>();
  w.mustNotLeak.add(leak).add(row.id as string);
  return row;
}

// One list per sweep: task codes are unique per workspace, and every new list starts at TAR-0001.
const flowLists = new WeakMap<SweepWorld, Promise<Record<string, unknown>>>();
const flowList = (w: SweepWorld) => {
  let list = flowLists.get(w);
  if (!list)
    flowLists.set(
      w,
      (list = create(w, '/api/app/flow/lists', { name: `Lista alvo ${tag()}` }, 'Lista alvo')),
    );
  return list;
};
const flowTask = async (w: SweepWorld) => {
  const list = await flowList(w);
  return create(
    w,
    `/api/app/flow/lists/${list.id as string}/tasks`,
    { title: `Tarefa alvo ${tag()}` },
    'Tarefa alvo',
  );
};
const flowProcess = (w: SweepWorld) =>
  create(
    w,
    '/api/app/flow/processes',
    { name: `Processo alvo ${tag()}`, stages: [{ name: 'Etapa alvo' }] },
    'Processo alvo',
  );

export const sweepFallbacks: SweepFactories = {
  params: {
    // auth: a person's own onboarding marker, nothing of the target workspace.
    '/api/app/me/checkpoints/{id}': { ownedByTarget: false, create: async () => 'boas-vindas' },
    // communication: a notification of the target's owner.
    '/api/app/comunicacao/notificacoes/{id}': {
      ownedByTarget: true,
      create: async (w) => {
        const title = `Aviso alvo ${tag()}`;
        const n = await transaction(w.app.ctx, (tx) =>
          createNotification(tx, {
            workspaceId: w.workspaceId,
            userId: w.owner.userId,
            kind: 'system',
            title,
          }),
        );
        w.mustNotLeak.add(title).add(n.id);
        return n.id;
      },
    },
    // flow
    '/api/app/flow/items/{id}': {
      ownedByTarget: true,
      create: async (w) =>
        (
          await create(
            w,
            '/api/app/flow/items',
            { content: `Item alvo ${tag()}`, parse: false },
            'Item alvo',
          )
        ).id as string,
    },
    '/api/app/flow/lists/{id}': {
      ownedByTarget: true,
      create: async (w) => (await flowList(w)).id as string,
    },
    '/api/app/flow/tasks/{id}': {
      ownedByTarget: true,
      create: async (w) => (await flowTask(w)).id as string,
    },
    '/api/app/flow/tasks/by-code/{code}': {
      ownedByTarget: true,
      create: async (w) => {
        const task = await flowTask(w);
        return task.code as string;
      },
    },
    '/api/app/flow/tasks/{id}/checklist/{itemId}': {
      ownedByTarget: true,
      create: async (w, { id }) =>
        (
          await create(
            w,
            `/api/app/flow/tasks/${id}/checklist`,
            { text: `Passo alvo ${tag()}` },
            'Passo alvo',
          )
        ).id as string,
    },
    '/api/app/flow/tasks/{id}/comments/{commentId}': {
      ownedByTarget: true,
      create: async (w, { id }) =>
        (
          await create(
            w,
            `/api/app/flow/tasks/${id}/comments`,
            { body: `Comentário alvo ${tag()}` },
            'Comentário alvo',
          )
        ).id as string,
    },
    '/api/app/flow/processes/{id}': {
      ownedByTarget: true,
      create: async (w) => (await flowProcess(w)).id as string,
    },
    '/api/app/flow/processes/{id}/stages/{stageId}': {
      ownedByTarget: true,
      create: async (w, { id }) => {
        const res = await w.owner.call('GET', `/api/app/flow/processes/${id}`, undefined, {
          'x-workspace-id': w.workspaceId,
        });
        const stage = res.json<{ stages: { id: string }[] }>().stages[0];
        if (!stage) throw new Error(`process ${id} has no stage: ${res.body}`);
        w.mustNotLeak.add(stage.id);
        return stage.id;
      },
    },
    '/api/app/flow/cards/{id}': {
      ownedByTarget: true,
      create: async (w) => {
        const process = await flowProcess(w);
        return (
          await create(
            w,
            `/api/app/flow/processes/${process.id as string}/cards`,
            { title: `Cartão alvo ${tag()}` },
            'Cartão alvo',
          )
        ).id as string;
      },
    },
  },
  // These routes validate the body before looking the record up: valid bodies, so an outsider meets the 404.
  bodies: {
    'PATCH /api/app/comunicacao/notificacoes/{id}': { read: true },
    'POST /api/app/flow/items/{id}/process': { action: 'someday' },
    'POST /api/app/flow/lists/{id}/tasks': { title: 'Tarefa da varredura' },
    'POST /api/app/flow/tasks/{id}/move': { status: 'doing' },
    'POST /api/app/flow/tasks/{id}/checklist': { text: 'Passo da varredura' },
    'POST /api/app/flow/tasks/{id}/comments': { body: 'Comentário da varredura' },
    'PATCH /api/app/flow/tasks/{id}/comments/{commentId}': { body: 'Comentário da varredura' },
    'POST /api/app/flow/processes/{id}/stages': { name: 'Etapa da varredura' },
    'POST /api/app/flow/processes/{id}/cards': { title: 'Cartão da varredura' },
    'POST /api/app/flow/cards/{id}/move': { stageId: randomUUID() },
  },
};
