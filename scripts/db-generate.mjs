#!/usr/bin/env node
// `npm run db:generate -- --name <nome>`: drizzle-kit generate, but only with a name, so a
// migration reads `0007_mind_maps.sql` and not a random `0007_flowery_vampiro.sql`; then the
// journal is checked (scripts/check-migrations.mjs). Other flags go to drizzle-kit as they are.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const NAME = /^[a-z0-9]+(_[a-z0-9]+)*$/;
const serverDir = path.join(import.meta.dirname, '../apps/server');

const args = process.argv.slice(2);
const at = args.findIndex((a) => a === '--name' || a.startsWith('--name='));
const name = at < 0 ? undefined : args[at].startsWith('--name=') ? args[at].slice(7) : args[at + 1];
if (!name || !NAME.test(name)) {
  console.error(
    (name ? `Nome de migração inválido: "${name}". ` : 'Falta o nome da migração. ') +
      'Use: npm run db:generate -- --name <nome>, em minúsculas, números e _ (ex.: mind_maps).',
  );
  process.exit(1);
}
const rest = args.filter((_, i) => i !== at && !(i === at + 1 && args[at] === '--name'));

const run = (command, commandArgs, cwd) =>
  spawnSync(command, commandArgs, { cwd, stdio: 'inherit' }).status ?? 1;

const generated = run('npx', ['drizzle-kit', 'generate', '--name', name, ...rest], serverDir);
if (generated !== 0) process.exit(generated);
process.exit(run(process.execPath, [path.join(import.meta.dirname, 'check-migrations.mjs')]));
