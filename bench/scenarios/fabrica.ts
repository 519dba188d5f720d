import { call } from '../../apps/server/src/resilience/api-client';
import { eachSession, type ApiScenario } from '../api';
import { forEachPerson, type BenchContext } from '../support/sessions';

type Person = BenchContext['people'][number];

/** One POST through the API as `person`, its 201 body (or the bench stops, saying which). */
async function made<T>(ctx: BenchContext, person: Person, path: string, body: object) {
  const res = await call<T>(ctx.base, 'POST', path, { token: person.token, body });
  if (res.status !== 201) throw new Error(`${path} do bench: ${res.status}`);
  return res.body;
}

const asSession = (s: BenchContext['sessions'][number]) => ({
  authorization: `Bearer ${s.token}`,
  'x-client-type': 'mobile',
});

/**
 * "Usar estrutura" (/fabrica/estruturas): per person a process made from the sales-funnel
 * template (its stages and WIP limits) saved as a structure; each request instantiates it —
 * a new process with its stages, in one transaction, through flow's own create functions.
 */
export const structureInstantiateScenario: ApiScenario = {
  name: 'POST instanciar estrutura (processo com etapas)',
  setup: async (ctx) => {
    const structureOf = new Map<string, string>();
    await forEachPerson(ctx, async (person) => {
      const process = await made<{ id: string }>(ctx, person, '/api/app/flow/processes', {
        name: 'Funil do bench',
        templateKey: 'sales-funnel',
      });
      const structure = await made<{ id: string }>(ctx, person, '/api/app/fabrica/estruturas', {
        kind: 'processo',
        recordId: process.id,
        name: 'Funil de vendas',
      });
      structureOf.set(person.workspaceId, structure.id);
    });
    return {
      requests: eachSession(ctx, (s) => ({
        method: 'POST',
        path: `/api/app/fabrica/estruturas/${structureOf.get(s.workspaceId)}/instanciar`,
        headers: { ...asSession(s), 'content-type': 'application/json' },
        body: '{}',
      })),
    };
  },
};

const SEQUENCE_LISTS = 60;

/**
 * The sequences screen's read (/fabrica/sequencias): per person 60 lists (each its own task
 * code sequence) next to the inbox's, products' and orders' sequences; GET lists them all,
 * each with its next code and how many records carry it (one count per module).
 */
export const sequencesScreenScenario: ApiScenario = {
  name: `GET tela de sequências (${SEQUENCE_LISTS} listas)`,
  setup: async (ctx) => {
    await forEachPerson(ctx, async (person) => {
      for (let i = 0; i < SEQUENCE_LISTS; i++)
        await made(ctx, person, '/api/app/flow/lists', { name: `Lista ${i + 1}` });
    });
    return {
      requests: eachSession(ctx, (s) => ({
        method: 'GET',
        path: '/api/app/fabrica/sequencias',
        headers: asSession(s),
      })),
    };
  },
};

const NEXOS = 30;

/**
 * Per person one person record linked to 30 tasks, and each task to the next (a chain), so
 * the graph has two levels. Seeded once per run: both nexos scenarios read the same records.
 */
const seeded = new WeakMap<BenchContext, Promise<Map<string, string>>>();
function seedNexos(ctx: BenchContext): Promise<Map<string, string>> {
  let done = seeded.get(ctx);
  if (!done) seeded.set(ctx, (done = seedNexosOnce(ctx)));
  return done;
}

async function seedNexosOnce(ctx: BenchContext): Promise<Map<string, string>> {
  const personOf = new Map<string, string>();
  await forEachPerson(ctx, async (person) => {
    const list = await made<{ id: string }>(ctx, person, '/api/app/flow/lists', {
      name: 'Nexos do bench',
    });
    const record = await made<{ id: string }>(ctx, person, '/api/app/pessoa/pessoas', {
      name: 'Cliente do bench',
    });
    let previous: string | null = null;
    for (let i = 0; i < NEXOS; i++) {
      const task = await made<{ id: string }>(ctx, person, `/api/app/flow/lists/${list.id}/tasks`, {
        title: `Tarefa ${i + 1}`,
      });
      await made(ctx, person, '/api/app/nexos', {
        from: { kind: 'pessoa', id: record.id },
        to: { kind: 'tarefa', id: task.id },
        label: i % 3 === 0 ? 'responsável' : undefined,
      });
      if (previous)
        await made(ctx, person, '/api/app/nexos', {
          from: { kind: 'tarefa', id: previous },
          to: { kind: 'tarefa', id: task.id },
        });
      previous = task.id;
    }
    personOf.set(person.workspaceId, record.id);
  });
  return personOf;
}

/** The nexos panel of a record (30 links, each other end resolved through the registry). */
export const nexosListScenario: ApiScenario = {
  name: `GET nexos de um registro (${NEXOS})`,
  setup: async (ctx) => {
    const personOf = await seedNexos(ctx);
    return {
      requests: eachSession(ctx, (s) => ({
        method: 'GET',
        path: `/api/app/nexos/pessoa/${personOf.get(s.workspaceId)}`,
        headers: asSession(s),
      })),
    };
  },
};

/** "Ver grafo": the record, its 30 links and theirs (two levels, 31 nodes, 59 edges). */
export const nexosGraphScenario: ApiScenario = {
  name: `GET grafo de nexos (${NEXOS + 1} nós)`,
  setup: async (ctx) => {
    const personOf = await seedNexos(ctx);
    return {
      requests: eachSession(ctx, (s) => ({
        method: 'GET',
        path: `/api/app/nexos/pessoa/${personOf.get(s.workspaceId)}/grafo`,
        headers: asSession(s),
      })),
    };
  },
};
