import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PgDialect } from 'drizzle-orm/pg-core';
import pino from 'pino';
import { cashFlowStatement } from '../apps/server/src/modules/finance/reports/cash-flow/query';
import { startEmbeddedDatabase } from '../apps/server/src/platform/db/embedded';
import { encodeCursor } from '../apps/server/src/platform/http/cursor';
import { tokenFor } from '../apps/server/src/test/kit/fast-people';
import { FIRST_DAY, LAST_DAY, seedFinance } from './finance-seed';
import { startInProcessApp } from './support/in-process-app';
import { percentile, round2 } from './support/stats';

/**
 * Finance with big data: one workspace with 1,000,000 entries (seeded once, reused), then
 * the API time of the cash flow by month over one and five years (and by day, by week, for
 * one box), of the entry list's first page and of a page 900,000 rows deep by cursor, and of
 * the finance home — one request at a time, median and p95 — plus the EXPLAIN (ANALYZE,
 * BUFFERS) of the cash-flow query and a full CSV export (time and memory).
 *
 * Alone: `npx tsx bench/finance.ts` (BENCH_FINANCE_DIR keeps the seeded database,
 * default $TMPDIR/orbita-bench-finance; DATABASE_URL uses another PostgreSQL instead;
 * BENCH_FINANCE_EXPORT=0 skips the export).
 */
export interface FinanceTiming {
  name: string;
  path: string;
  samples: number;
  p50: number;
  p95: number;
  mean: number;
}

export interface FinanceBenchResult {
  entries: number;
  seedSeconds: number;
  reused: boolean;
  timings: FinanceTiming[];
  plan: string;
  export?: { rows: number; seconds: number; megabytes: number; rssGrowthMb: number };
}

function timing(name: string, url: string, ms: number[]): FinanceTiming {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    name,
    path: url,
    samples: ms.length,
    p50: round2(percentile(sorted, 50)),
    p95: round2(percentile(sorted, 95)),
    mean: round2(ms.reduce((s, n) => s + n, 0) / Math.max(1, ms.length)),
  };
}

async function database(): Promise<{ url: string; stop(): Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  const dir = process.env.BENCH_FINANCE_DIR ?? path.join(os.tmpdir(), 'orbita-bench-finance');
  return startEmbeddedDatabase(dir, pino({ level: 'warn' }));
}

export async function runFinanceBench(
  options: { samples?: number; entries?: number; exportAll?: boolean } = {},
): Promise<FinanceBenchResult> {
  const samples = options.samples ?? 30;
  const pg = await database();
  const server = await startInProcessApp(pg.url);
  const handle = server.database;
  try {
    const seed = await seedFinance(server.app.ctx, handle, options.entries ?? 1_000_000);
    const base = `${await server.listen()}/api/app/riqueza`;
    const token = await tokenFor(server.app, handle, seed.userId);
    const headers = {
      authorization: `Bearer ${token}`,
      'x-workspace-id': seed.workspaceId,
      'x-client-type': 'mobile',
    };
    const get = async (url: string): Promise<number> => {
      const started = performance.now();
      const res = await fetch(`${base}${url}`, { headers });
      const text = await res.text();
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${text.slice(0, 300)}`);
      return ms;
    };
    const repeat = async (name: string, url: string) => {
      for (let i = 0; i < 3; i++) await get(url);
      const ms: number[] = [];
      for (let i = 0; i < samples; i++) ms.push(await get(url));
      return timing(name, url, ms);
    };

    const year = `from=2025-01-01&to=${LAST_DAY}`;
    const deep = await handle.pool.query<{ day: string; id: string }>(
      `select to_char(occurred_on, 'YYYY-MM-DD') as day, id from finance_entries where workspace_id = $1 order by occurred_on desc, id desc offset 900000 limit 1`,
      [seed.workspaceId],
    );
    const cursor = deep.rows[0] ? encodeCursor([deep.rows[0].day, deep.rows[0].id]) : '';
    const timings: FinanceTiming[] = [];
    timings.push(
      await repeat('fluxo de caixa: 1 ano por mês', `/cash-flow?${year}&granularity=month`),
    );
    timings.push(
      await repeat(
        'fluxo de caixa: 5 anos por mês',
        `/cash-flow?from=${FIRST_DAY}&to=${LAST_DAY}&granularity=month`,
      ),
    );
    timings.push(
      await repeat('fluxo de caixa: 1 ano por semana', `/cash-flow?${year}&granularity=week`),
    );
    timings.push(
      await repeat('fluxo de caixa: 1 ano por dia', `/cash-flow?${year}&granularity=day`),
    );
    timings.push(
      await repeat(
        'fluxo de caixa: 1 ano, 1 caixa, por mês',
        `/cash-flow?${year}&granularity=month&boxId=${seed.boxIds[0]}`,
      ),
    );
    timings.push(
      await repeat(
        'fluxo de caixa: 1 ano, etiqueta, por mês',
        `/cash-flow?${year}&granularity=month&tag=casa`,
      ),
    );
    timings.push(await repeat('lançamentos: 1ª página (50)', '/entries?limit=50'));
    timings.push(
      await repeat(
        'lançamentos: página a 900.000 linhas (cursor)',
        `/entries?limit=50&cursor=${cursor}`,
      ),
    );
    timings.push(
      await repeat(
        'lançamentos: 1ª página de uma caixa',
        `/entries?limit=50&boxId=${seed.boxIds[1]}`,
      ),
    );
    timings.push(await repeat('início (resumo)', '/summary'));

    const statement = new PgDialect().sqlToQuery(
      cashFlowStatement({
        workspaceId: seed.workspaceId,
        from: '2025-01-01',
        to: LAST_DAY,
        granularity: 'month',
        includePending: true,
      }),
    );
    const explained = await handle.pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${statement.sql}`,
      statement.params,
    );
    const plan = explained.rows.map((r) => r['QUERY PLAN']).join('\n');

    let exported: FinanceBenchResult['export'];
    if (options.exportAll ?? process.env.BENCH_FINANCE_EXPORT !== '0') {
      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
      const started = performance.now();
      const res = await fetch(`${base}/entries/export.csv`, {
        headers: { ...headers, 'accept-encoding': 'identity' },
      });
      let bytes = 0;
      let rows = -1; // the header line
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) rows++;
      }
      clearInterval(watch);
      exported = {
        rows,
        seconds: round2((performance.now() - started) / 1000),
        megabytes: round2(bytes / 1_048_576),
        rssGrowthMb: round2((peak - rssBefore) / 1_048_576),
      };
    }
    return {
      entries: seed.entries,
      seedSeconds: seed.seconds,
      reused: seed.reused,
      timings,
      plan,
      ...(exported ? { export: exported } : {}),
    };
  } finally {
    await server.close();
    await pg.stop();
  }
}

export function printFinanceResult(result: FinanceBenchResult): void {
  const seeded = result.reused ? 'semeadura reaproveitada' : `semeada em ${result.seedSeconds} s`;
  console.log(
    `\nFinanças: 1 conta com ${result.entries.toLocaleString('pt-BR')} lançamentos (${seeded}); tempo da API em ms, uma requisição por vez`,
  );
  console.table(
    result.timings.map((t) => ({
      cenário: t.name,
      amostras: t.samples,
      mediana: t.p50,
      p95: t.p95,
      média: t.mean,
    })),
  );
  if (result.export) {
    const e = result.export;
    console.log(
      `Exportação CSV completa: ${e.rows.toLocaleString('pt-BR')} linhas, ${e.megabytes} MB em ${e.seconds} s; memória do processo cresceu ${e.rssGrowthMb} MB`,
    );
  }
  console.log('\nEXPLAIN (ANALYZE, BUFFERS) do fluxo de caixa (1 ano por mês):\n' + result.plan);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await runFinanceBench();
  printFinanceResult(result);
  const dir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'finance.json'),
    JSON.stringify(
      {
        meta: { at: new Date().toISOString(), cpus: os.cpus().length, node: process.version },
        data: result,
      },
      null,
      2,
    ) + '\n',
  );
}
