#!/usr/bin/env node
// `npm run check:migrations [-- <folder>]`: the drizzle-kit migrations form one straight line.
// Two branches that each generated a migration both write `0007_*`, both from the same parent
// snapshot; merged, drizzle would apply one and silently skip or reorder the other. This fails
// on that (and on any hand edit that breaks the journal) before it reaches a database.
// Migrations are never edited or renamed once they land, so the random names drizzle gave
// 0001–0004 stay; from LINEAR_FROM on a migration is named (`0007_mind_maps`).
import fs from 'node:fs';
import path from 'node:path';

const LINEAR_FROM = 7;
const NAMED = /^\d{4}_[a-z0-9]+(_[a-z0-9]+)*$/;
const ROOT_SNAPSHOT = '00000000-0000-0000-0000-000000000000';

const folder = path.resolve(
  process.argv[2] ?? path.join(import.meta.dirname, '../apps/server/src/db/migrations'),
);
const problems = [];
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

const journal = readJson(path.join(folder, 'meta/_journal.json'));
const entries = journal.entries;

const seenTags = new Set();
entries.forEach((entry, position) => {
  const { idx, when, tag } = entry;
  if (idx !== position) problems.push(`entrada ${position} do journal tem idx ${idx}`);
  const previous = entries[position - 1];
  if (previous && !(when > previous.when))
    problems.push(`${tag}: "when" ${when} não é maior que o de ${previous.tag} (${previous.when})`);
  if (seenTags.has(tag)) problems.push(`${tag}: tag repetida no journal`);
  seenTags.add(tag);
  const prefix = /^(\d{4})_/.exec(tag)?.[1];
  if (prefix === undefined || Number(prefix) !== idx)
    problems.push(`${tag}: o número no nome não é o idx ${idx}`);
  if (idx >= LINEAR_FROM && !NAMED.test(tag))
    problems.push(`${tag}: nome fora do padrão NNNN_nome_em_minusculas (ex.: 0007_mind_maps)`);
  if (!fs.existsSync(path.join(folder, `${tag}.sql`)))
    problems.push(`${tag}: falta o arquivo ${tag}.sql`);
});

for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.sql'))) {
  if (!seenTags.has(file.slice(0, -'.sql'.length)))
    problems.push(`${file}: arquivo fora do journal`);
}

// One snapshot per entry, each generated from the one before: two migrations made from the
// same parent (parallel branches) share a prevId.
const snapshotName = (idx) => `${String(idx).padStart(4, '0')}_snapshot.json`;
const expectedSnapshots = new Set(entries.map((e) => snapshotName(e.idx)));
const metaFiles = fs.readdirSync(path.join(folder, 'meta')).filter((f) => f !== '_journal.json');
for (const file of metaFiles) {
  if (!expectedSnapshots.has(file)) problems.push(`meta/${file}: snapshot sem entrada no journal`);
}
let parentId = ROOT_SNAPSHOT;
for (const entry of entries) {
  const file = path.join(folder, 'meta', snapshotName(entry.idx));
  if (!fs.existsSync(file)) {
    problems.push(`${entry.tag}: falta o snapshot meta/${snapshotName(entry.idx)}`);
    parentId = undefined;
    continue;
  }
  const snapshot = readJson(file);
  if (parentId !== undefined && snapshot.prevId !== parentId)
    problems.push(
      `${entry.tag}: o snapshot não continua o anterior (prevId ${snapshot.prevId}, esperado ${parentId})`,
    );
  parentId = snapshot.id;
}

if (problems.length) {
  console.error(`check-migrations: ${folder}`);
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error(
    'Migrações nunca são editadas nem renomeadas depois de entrar. Se duas branches geraram o ' +
      'mesmo número, apague a sua migração (o .sql, o snapshot e a entrada do journal) e gere ' +
      'de novo sobre a main: npm run db:generate -- --name <nome>.',
  );
  process.exit(1);
}
console.log(`check-migrations: ${entries.length} migrações em ordem linear.`);
