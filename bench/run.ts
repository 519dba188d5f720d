import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { healthScenario, runApiBench, type ApiResult } from './api';
import { startBenchDatabase } from './support/servers';
import { measureWebSizes } from './web-sizes';

/**
 * `npm run bench`: API (with its baseline) and web sizes; results as JSON in
 * bench/results/ and a printed table. Figures compare as ratios within one run.
 */
const resultsDir = path.join(import.meta.dirname, 'results');
fs.mkdirSync(resultsDir, { recursive: true });

function save(name: string, data: unknown): void {
  const meta = { at: new Date().toISOString(), cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version };
  fs.writeFileSync(path.join(resultsDir, `${name}.json`), JSON.stringify({ meta, data }, null, 2) + '\n');
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const started = Date.now();
  const web = measureWebSizes();
  save('web-sizes', web);
  console.log('\nWeb (JS gzipped)');
  console.table({
    'sign-in (/) initial': kb(web.signInInitial),
    '/me/home initial': kb(web.homeInitial),
    ...Object.fromEntries(web.lazyChunks.map((c) => [`lazy ${c.name}`, kb(c.gzip)])),
  });

  const database = await startBenchDatabase();
  let api: ApiResult[];
  try {
    api = await runApiBench(database.url, [healthScenario]);
  } finally {
    await database.stop();
  }
  save('api', api);
  console.log('\nAPI (autocannon, latency in ms)');
  console.table(
    api.map((r) => ({
      cenário: r.name,
      'req/s': r.requestsPerSecond,
      p50: r.p50,
      p99: r.p99,
      erros: r.errors + r.non2xx,
      'req/s ÷ base': r.ratioRps ?? 1,
      'p99 ÷ base': r.ratioP99 ?? 1,
    })),
  );
  console.log(`\nTempo total: ${Math.round((Date.now() - started) / 1000)} s; resultados em ${resultsDir}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
