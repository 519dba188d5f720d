import { recordKey } from '@orbita/contracts/nexos';
import pg from 'pg';
import { call } from '../../apps/server/src/resilience/api-client';
import { eachSession, type ApiScenario } from '../api';
import { forEachPersonInParallel } from '../support/parallel';
import type { BenchContext } from '../support/sessions';

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
    await forEachPersonInParallel(ctx, async (person) => {
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
    await forEachPersonInParallel(ctx, async (person) => {
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

type Ref = { kind: 'pessoa' | 'tarefa'; id: string };
interface SeededNexo {
  workspaceId: string;
  userId: string;
  from: Ref;
  to: Ref;
  label: string | null;
}

/**
 * The links, as POST /nexos writes them, in one INSERT: each pair in its stored order (`a`
 * before `b` by `kind:id`, the service's `canonical`), the label, made by the person. 1,475
 * of the setup's 2,275 requests went to them; nothing else is written for a link (its
 * `nexos.link.created` has no writing handler: the agents' matcher only reads, and these
 * workspaces have no agents; the answer's live message is not stored).
 */
async function insertNexos(databaseUrl: string, links: SeededNexo[]): Promise<void> {
  const rows = links.map((link) => {
    const [a, b] =
      recordKey(link.from) < recordKey(link.to) ? [link.from, link.to] : [link.to, link.from];
    return { ...link, a, b };
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await pool.query(
      `insert into nexos (workspace_id, a_kind, a_id, b_kind, b_id, label, created_by)
       select * from unnest($1::uuid[], $2::text[], $3::uuid[], $4::text[], $5::uuid[],
         $6::text[], $7::uuid[])`,
      [
        rows.map((r) => r.workspaceId),
        rows.map((r) => r.a.kind),
        rows.map((r) => r.a.id),
        rows.map((r) => r.b.kind),
        rows.map((r) => r.b.id),
        rows.map((r) => r.label),
        rows.map((r) => r.userId),
      ],
    );
  } finally {
    await pool.end();
  }
}

/**
 * Per person one person record linked to 30 tasks, and each task to the next (a chain), so
 * the graph has two levels. The list, the record and the tasks are made through the API, the
 * links written as the API writes them (insertNexos). Seeded once per run: both nexos
 * scenarios read the same records.
 */
const seeded = new WeakMap<BenchContext, Promise<Map<string, string>>>();
function seedNexos(ctx: BenchContext): Promise<Map<string, string>> {
  let done = seeded.get(ctx);
  if (!done) seeded.set(ctx, (done = seedNexosOnce(ctx)));
  return done;
}

async function seedNexosOnce(ctx: BenchContext): Promise<Map<string, string>> {
  const personOf = new Map<string, string>();
  const links: SeededNexo[] = [];
  await forEachPersonInParallel(ctx, async (person) => {
    const list = await made<{ id: string }>(ctx, person, '/api/app/flow/lists', {
      name: 'Nexos do bench',
    });
    const record = await made<{ id: string }>(ctx, person, '/api/app/pessoa/pessoas', {
      name: 'Cliente do bench',
    });
    const link = (from: Ref, to: Ref, label: string | null = null) =>
      links.push({ workspaceId: person.workspaceId, userId: person.userId, from, to, label });
    let previous: string | null = null;
    for (let i = 0; i < NEXOS; i++) {
      const task = await made<{ id: string }>(ctx, person, `/api/app/flow/lists/${list.id}/tasks`, {
        title: `Tarefa ${i + 1}`,
      });
      link(
        { kind: 'pessoa', id: record.id },
        { kind: 'tarefa', id: task.id },
        i % 3 === 0 ? 'responsável' : null,
      );
      if (previous) link({ kind: 'tarefa', id: previous }, { kind: 'tarefa', id: task.id });
      previous = task.id;
    }
    personOf.set(person.workspaceId, record.id);
  });
  await insertNexos(ctx.databaseUrl, links);
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
