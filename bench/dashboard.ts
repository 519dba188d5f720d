import { pathToFileURL } from 'node:url';
import { createNotification } from '../apps/server/src/modules/communication';
import type { DatabaseHandle } from '../apps/server/src/platform/db/client';
import { transaction } from '../apps/server/src/platform/db/transaction';
import { createMember, tokenFor } from '../apps/server/src/test/kit/fast-people';
import { startBenchDatabase } from './support/servers';
import { startInProcessApp, type InProcessApp } from './support/in-process-app';
import { round2, runAlone, timingOf, timingRows, type Timing } from './support/stats';

/**
 * The dashboard's one aggregate read (`GET /api/app/me/dashboard`, the first paint of
 * `/me/home`) on a well-used workspace: 1,000 tasks in 4 lists (due dates from a month ago to
 * two months ahead, a fifth done, a tenth next actions), 300 inbox items, 600 finance entries
 * in 3 boxes (a card among them), a game with missions, 100 notifications and a year of
 * heatmap days. Timed over HTTP on the loopback: one request at a time (p50/p95/p99), then 4
 * at a time (the person's tabs and devices at once). The issue's target: p99 < 50 ms.
 *
 * Alone: `npx tsx bench/dashboard.ts` (embedded PostgreSQL in a temporary directory).
 */
export type DashboardTiming = Timing;
export interface DashboardBenchResult {
  seeded: Record<string, number>;
  seedSeconds: number;
  timings: DashboardTiming[];
}

const timing = timingOf;

/** Runs `work(i)` for i in [0, n) with at most `width` at once. */
async function pool(n: number, width: number, work: (i: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < n) await work(next++);
    }),
  );
}

export async function seed(server: InProcessApp, base: string, database: DatabaseHandle) {
  const { user, workspace } = await createMember(database, 'owner', 'Bench Painel', {
    workspaceName: 'Bench painel',
    emailLabel: 'painel',
  });
  const token = await tokenFor(server.app, database, user.id);
  const headers = {
    authorization: `Bearer ${token}`,
    'x-workspace-id': workspace.id,
  };
  const send = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}/api/app${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
  const now = Date.now();
  const lists: string[] = [];
  for (const name of ['Trabalho', 'Casa', 'Estudos', 'Compras'])
    lists.push((await send<{ id: string }>('POST', '/flow/lists', { name })).id);
  const tasks = 1_000;
  await pool(tasks, 8, (i) =>
    send('POST', `/flow/lists/${lists[i % lists.length]}/tasks`, {
      title: `Tarefa ${i}`,
      dueAt:
        i % 7 === 0 ? null : new Date(now + (((i * 7919) % 90) - 30) * 86_400_000).toISOString(),
      status: i % 5 === 0 ? 'done' : i % 11 === 0 ? 'doing' : 'todo',
      next: i % 10 === 3,
      priority: ['critical', 'high', 'medium', 'normal', 'low'][i % 5],
    }),
  );
  const items = 300;
  await pool(items, 8, (i) => send('POST', '/flow/items', { content: `Ideia ${i}`, parse: false }));
  const boxes = [
    await send<{ id: string }>('POST', '/riqueza/boxes', {
      name: 'Conta corrente',
      kind: 'bank_account',
      openingDate: '2024-01-01',
      openingBalance: 500_000,
    }),
    await send<{ id: string }>('POST', '/riqueza/boxes', {
      name: 'Poupança',
      kind: 'bank_account',
      openingDate: '2024-01-01',
    }),
    await send<{ id: string }>('POST', '/riqueza/boxes', {
      name: 'Cartão',
      kind: 'credit_card',
      openingDate: '2024-01-01',
      openingBalance: 0,
      limit: 1_000_000,
      closingDay: 10,
      dueDay: 20,
    }),
  ];
  const entries = 600;
  await pool(entries, 8, (i) =>
    send('POST', '/riqueza/entries', {
      boxId: boxes[i % 3]!.id,
      type: i % 4 === 0 ? 'revenue' : 'expense',
      status: i % 6 === 0 ? 'pending' : 'paid',
      date: new Date(now + (((i * 104_729) % 400) - 365) * 86_400_000).toISOString().slice(0, 10),
      value: 1_000 + ((i * 37) % 50_000),
      description: `Lançamento ${i}`,
    }),
  );
  const game = await send<{ id: string; code: string }>('POST', '/gamificacao/games', {
    name: 'Rotina',
  });
  for (const [name, kind] of [
    ['Dez tarefas', 'tasks_done'],
    ['Caixa zerada', 'inbox_processed'],
    ['Contas em dia', 'finance_entries'],
  ] as const)
    await send('POST', `/gamificacao/games/${game.id}/missions`, {
      name,
      goal: { kind, target: 10 },
      reward: { points: 5 },
    });
  await send('POST', `/gamificacao/play/${game.code}/join`);
  await transaction(server.app.ctx, async (tx) => {
    for (let i = 0; i < 100; i++)
      await createNotification(tx, {
        workspaceId: workspace.id,
        userId: user.id,
        kind: 'system',
        title: `Aviso ${i}`,
      });
  });
  // A year of heatmap days beyond today's (written straight: the bench times the read).
  await database.pool.query(
    `insert into dashboard_activity_days (workspace_id, user_id, day, accesses, captures, tasks_done, entries)
       select $1, $2, d::date, 1, g % 4, g % 6, g % 3
         from generate_series(1, 364) g, lateral (select current_date - g as d) x
     on conflict (workspace_id, user_id, day) do nothing`,
    [workspace.id, user.id],
  );
  for (const table of [
    'flow_tasks',
    'flow_items',
    'finance_entries',
    'notifications',
    'dashboard_activity_days',
  ])
    await database.pool.query(`vacuum analyze ${table}`);
  return { headers, seeded: { tasks, items, entries, notifications: 100, heatmapDays: 365 } };
}

export async function runDashboardBench(
  options: { databaseUrl?: string; samples?: number } = {},
): Promise<DashboardBenchResult> {
  const samples = options.samples ?? Number(process.env.BENCH_DASHBOARD_SAMPLES ?? 500);
  const owned = options.databaseUrl ? null : await startBenchDatabase();
  const server = await startInProcessApp(options.databaseUrl ?? owned!.url);
  try {
    const base = await server.listen();
    const seedStarted = performance.now();
    const { headers, seeded } = await seed(server, base, server.database);
    const seedSeconds = round2((performance.now() - seedStarted) / 1000);
    const get = async (path = '/api/app/me/dashboard') => {
      const started = performance.now();
      const res = await fetch(`${base}${path}`, { headers });
      const body = (await res.json()) as {
        flow?: { urgent: unknown[] };
        activity?: { days: unknown[] };
      };
      const ms = performance.now() - started;
      const whole =
        path !== '/api/app/me/dashboard' ||
        (body.flow?.urgent.length && body.activity?.days.length);
      if (res.status !== 200 || !whole)
        throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      return ms;
    };
    const sequential = async (path: string, n: number) => {
      const ms: number[] = [];
      for (let i = 0; i < n; i++) ms.push(await get(path));
      return ms;
    };
    for (let i = 0; i < 30; i++) await get();
    const one = await sequential('/api/app/me/dashboard', samples);
    const four: number[] = [];
    await pool(samples, 4, async () => four.push(await get()));
    // Its parts alone, through their own routes, and the health route: how loaded the machine is.
    const parts = Math.max(50, Math.floor(samples / 4));
    const partTimings = [];
    for (const [name, path] of [
      ['só a saúde (/api/health): a base da máquina', '/api/health'],
      ['parte: resumo da caixa de entrada (flow)', '/api/app/flow/inbox/summary'],
      ['parte: resumo das finanças (riqueza)', '/api/app/riqueza/summary'],
      ['parte: jogador (gamificação)', '/api/app/gamificacao/player'],
      ['parte: notificações (5 últimas)', '/api/app/comunicacao/notificacoes?limit=5'],
    ] as const)
      partTimings.push(timing(name, await sequential(path, parts)));
    return {
      seeded,
      seedSeconds,
      timings: [
        timing('GET /api/app/me/dashboard, uma por vez', one),
        timing('GET /api/app/me/dashboard, 4 ao mesmo tempo', four),
        ...partTimings,
      ],
    };
  } finally {
    await server.close();
    if (owned) await owned.stop();
  }
}

export function printDashboardResult(result: DashboardBenchResult): void {
  console.log(
    `\nPainel (/me/home): agregado da API num espaço semeado (${Object.entries(result.seeded)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}; ${result.seedSeconds} s); ms — alvo p99 < 50`,
  );
  console.table(timingRows(result.timings));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  runAlone(runDashboardBench, printDashboardResult);
