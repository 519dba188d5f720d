import { generateNKeysBetween } from 'fractional-indexing';
import { flowLists } from '../apps/server/src/modules/flow/lists/schema';
import { flowTaskAssignees, flowTasks } from '../apps/server/src/modules/flow/tasks/schema';
import type { DatabaseHandle } from '../apps/server/src/platform/db/client';
import { createMember, tokenFor } from '../apps/server/src/test/kit/fast-people';
import { startBenchDatabase } from './support/servers';
import { startInProcessApp } from './support/in-process-app';
import { percentile, round2 } from './support/stats';

/**
 * Flow API with a big list: a list of 10,000 tasks (bulk-inserted), then the time of the
 * API pages the kanban and the table ask for, over HTTP on the loopback, one request at a
 * time (latency of a page, not throughput): the first kanban column page, every page of the
 * whole list by cursor, a filtered page, a text search and the column totals.
 */
export interface FlowPageTiming {
  name: string;
  path: string;
  samples: number;
  p50: number;
  p99: number;
  mean: number;
}

export interface FlowBenchResult {
  tasks: number;
  seedSeconds: number;
  pages: FlowPageTiming[];
}

const statuses = ['todo', 'doing', 'done', 'canceled'] as const;
const priorities = ['critical', 'high', 'medium', 'normal', 'low'] as const;

function timing(name: string, path: string, ms: number[]): FlowPageTiming {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    name,
    path,
    samples: ms.length,
    p50: round2(percentile(sorted, 50)),
    p99: round2(percentile(sorted, 99)),
    mean: round2(ms.reduce((s, n) => s + n, 0) / Math.max(1, ms.length)),
  };
}

/** One workspace with its owner, one list with fields and a formula, `count` tasks. */
export async function seed(database: DatabaseHandle, count: number) {
  const { db } = database;
  const { user, workspace } = await createMember(database, 'owner', 'Bench', {
    workspaceName: 'Bench flow',
    emailLabel: 'flow',
  });
  const [list] = await db
    .insert(flowLists)
    .values({
      workspaceId: workspace.id,
      name: 'Backlog grande',
      color: '#1976d2',
      icon: 'checklist',
      codePrefix: 'TAR',
      codeWidth: 5,
      codeLastNumber: count,
      fields: [
        { key: 'valor', label: 'Valor' },
        { key: 'horas', label: 'Horas' },
      ],
      formulas: [{ key: 'custo', label: 'Custo', expression: 'valor * horas' }],
      createdBy: user.id,
    })
    .returning();

  // Ranks per status column, in creation order, as if every task had been appended.
  const perStatus = statuses.map((_, s) => Math.ceil((count - s) / statuses.length));
  const ranks = perStatus.map((n) => generateNKeysBetween(null, null, n));
  const next = statuses.map(() => 0);
  const chunk = 1000;
  for (let start = 0; start < count; start += chunk) {
    const rows = Array.from({ length: Math.min(chunk, count - start) }, (_, j) => {
      const i = start + j;
      const s = i % statuses.length;
      return {
        workspaceId: workspace.id,
        listId: list!.id,
        number: i + 1,
        code: `TAR-${String(i + 1).padStart(5, '0')}`,
        title: i % 10 === 0 ? `Relatório mensal ${i}` : `Tarefa de exemplo ${i}`,
        status: statuses[s]!,
        priority: priorities[i % priorities.length]!,
        tags: i % 7 === 0 ? ['cliente'] : i % 3 === 0 ? ['interno'] : [],
        dueAt: i % 2 === 0 ? new Date(Date.UTC(2025, 0, 1) + (i % 365) * 86_400_000) : null,
        rank: ranks[s]![next[s]!++]!,
        fieldValues: { valor: (i % 50) + 1, horas: (i % 8) + 1 },
        createdBy: user.id,
      };
    });
    const inserted = await db
      .insert(flowTasks)
      .values(rows)
      .returning({ id: flowTasks.id, number: flowTasks.number });
    const assigned = inserted
      .filter((t) => t.number % 5 === 0)
      .map((t) => ({ taskId: t.id, userId: user.id, workspaceId: workspace.id }));
    if (assigned.length > 0) await db.insert(flowTaskAssignees).values(assigned);
  }
  return { workspaceId: workspace.id, userId: user.id, listId: list!.id };
}

export async function runFlowBench(
  options: { databaseUrl?: string; tasks?: number; samples?: number } = {},
): Promise<FlowBenchResult> {
  const count = options.tasks ?? 10_000;
  const samples = options.samples ?? 200;
  const owned = options.databaseUrl ? null : await startBenchDatabase();
  const databaseUrl = options.databaseUrl ?? owned!.url;
  const server = await startInProcessApp(databaseUrl);
  const { database } = server;
  try {
    const seedStarted = performance.now();
    const seeded = await seed(database, count);
    await database.pool.query('analyze flow_tasks; analyze flow_task_assignees');
    const seedSeconds = round2((performance.now() - seedStarted) / 1000);

    const base = `${await server.listen()}/api/app/flow`;
    const token = await tokenFor(server.app, database, seeded.userId);
    const headers = { authorization: `Bearer ${token}`, 'x-workspace-id': seeded.workspaceId };
    const get = async (
      path: string,
    ): Promise<{ ms: number; body: { items?: unknown[]; nextCursor?: string | null } }> => {
      const started = performance.now();
      const res = await fetch(`${base}${path}`, { headers });
      const body = (await res.json()) as { items?: unknown[]; nextCursor?: string | null };
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(body)}`);
      return { ms, body };
    };
    const repeat = async (name: string, path: string, expectItems: boolean) => {
      for (let i = 0; i < 10; i++) await get(path);
      const ms: number[] = [];
      for (let i = 0; i < samples; i++) {
        const { ms: took, body } = await get(path);
        if (expectItems && !body.items?.length) throw new Error(`GET ${path}: página vazia`);
        ms.push(took);
      }
      return timing(name, path, ms);
    };

    const list = `/lists/${seeded.listId}`;
    const pages: FlowPageTiming[] = [];
    pages.push(
      await repeat(
        'kanban: 1ª página de "A fazer" (ordem)',
        `${list}/tasks?status=todo&sort=order&limit=50`,
        true,
      ),
    );
    // Every page of the whole list by cursor, as the table scrolls.
    const walk: number[] = [];
    let cursor: string | null | undefined = null;
    let rows = 0;
    do {
      const { ms, body } = await get(
        `${list}/tasks?sort=order&limit=50${cursor ? `&cursor=${cursor}` : ''}`,
      );
      walk.push(ms);
      rows += body.items?.length ?? 0;
      cursor = body.nextCursor;
    } while (cursor);
    if (rows !== count) throw new Error(`a paginação devolveu ${rows} de ${count} tarefas`);
    pages.push(
      timing(
        'tabela: todas as páginas por cursor (ordem)',
        `${list}/tasks?sort=order&limit=50&cursor=…`,
        walk,
      ),
    );
    pages.push(
      await repeat(
        'filtro: prioridade alta + etiqueta, por prazo',
        `${list}/tasks?priority=high&tag=cliente&sort=due&limit=50`,
        true,
      ),
    );
    pages.push(
      await repeat(
        'filtro: responsável, por código',
        `${list}/tasks?assignee=${seeded.userId}&sort=code&dir=desc&limit=50`,
        true,
      ),
    );
    pages.push(
      await repeat(
        'busca no título ("relatório")',
        `${list}/tasks?q=relat%C3%B3rio&limit=50`,
        true,
      ),
    );
    pages.push(await repeat('totais por coluna (campos e fórmula)', `${list}/totals`, false));
    return { tasks: count, seedSeconds, pages };
  } finally {
    await server.close();
    if (owned) await owned.stop();
  }
}

export function printFlowResult(result: FlowBenchResult): void {
  console.log(
    `\nFlow: lista com ${result.tasks} tarefas (semeada em ${result.seedSeconds} s); tempo de uma página da API em ms`,
  );
  console.table(
    result.pages.map((p) => ({
      cenário: p.name,
      amostras: p.samples,
      p50: p.p50,
      p99: p.p99,
      média: p.mean,
    })),
  );
}
