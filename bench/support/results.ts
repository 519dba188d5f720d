import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchConfig } from '../api';

/** Where `npm run bench` and the stand-alone bench entries write their JSON. */
export const resultsDir = path.join(import.meta.dirname, '..', 'results');

/** Writes bench/results/<name>.json as `{ meta, data }`, meta saying on what machine and load. */
export function saveResult(name: string, data: unknown): string {
  fs.mkdirSync(resultsDir, { recursive: true });
  const meta = {
    at: new Date().toISOString(),
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    node: process.version,
    // The machine's load when the result was saved (1, 5 and 15 minutes): figures taken on a
    // busy machine are not comparable with a quiet one's.
    load: os.loadavg().map((l) => +l.toFixed(2)),
    api: benchConfig,
  };
  const file = path.join(resultsDir, `${name}.json`);
  fs.writeFileSync(file, JSON.stringify({ meta, data }, null, 2) + '\n');
  return file;
}
