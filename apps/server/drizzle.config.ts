import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The gathered schema, plus every module's own schema.ts: a new module's tables reach its
  // migration without a line in src/db/schema.ts (a table exported from both counts once).
  schema: ['./src/db/schema.ts', './src/modules/*/schema.ts'],
  out: './src/db/migrations',
  casing: 'snake_case',
});
