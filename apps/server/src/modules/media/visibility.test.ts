import fs from 'node:fs';
import path from 'node:path';
import { hubItemKinds } from '@orbita/contracts/hubs';
import { isNull, sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../../platform/db/client';
import { flowCards } from '../flow';
import { gamificationTrophies } from '../gamification';
import { recordUsage } from './usage';
import { assertKnownUsage, usagePairs } from './visibility';

/**
 * The (module, kind) pairs of media_usages are all known to `usagePairs`, which says how each
 * record's visibility is checked: a module that starts attaching files cannot forget it.
 */
const modulesDir = path.resolve(import.meta.dirname, '..');
const USAGE_API = /\b(recordUsage|releaseUsage|useAsAttachment|usePublicImage|useAsAvatar)\b/;
const PAIR = /module:\s*'([\w-]+)',\s*kind:\s*'([\w-]+)'/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('media usages: every (module, kind) pair has a visibility rule', () => {
  it('every pair written next to the usage API is in usagePairs', () => {
    const written = new Set<string>();
    for (const file of sourceFiles(modulesDir)) {
      const text = fs.readFileSync(file, 'utf8');
      if (!USAGE_API.test(text)) continue;
      for (const [, module, kind] of text.matchAll(PAIR)) written.add(`${module}/${kind}`);
    }
    // The scan sees the literal pairs (gamification's kind is its image owner's, checked at run time).
    expect([...written].sort()).toEqual(
      Object.keys(usagePairs)
        .filter((p) => !p.startsWith('gamification/'))
        .sort(),
    );
  });

  it('recordUsage refuses a pair it does not know, and a narrowed pair without a uuid', async () => {
    const ref = { workspaceId: 'w', label: 'tarefa T-1', id: 'T-1' };
    // Refused before any query: the transaction is never touched.
    await expect(
      recordUsage({} as Tx, 'f', { ...ref, module: 'flow', kind: 'task' }),
    ).rejects.toThrow(/uso desconhecido "flow\/task"/);
    expect(() => assertKnownUsage({ module: 'flow', kind: 'card', id: 'T-1' })).toThrow(/uuid/);
    expect(() => assertKnownUsage({ module: 'finance', kind: 'entry', id: 'T-1' })).not.toThrow();
    expect(() =>
      assertKnownUsage({
        module: 'flow',
        kind: 'card',
        id: '0b7c2f4e-5d1a-4c3b-9e8f-1a2b3c4d5e6f',
      }),
    ).not.toThrow();
  });

  it('narrowed pairs name kinds hubs hold, and the tables they follow as their schemas do', () => {
    for (const narrowing of Object.values(usagePairs))
      if (narrowing) expect([...hubItemKinds, 'hub']).toContain(narrowing.hubKind);
    // The names the SQL below uses, as the schemas (snake_case casing) make them.
    const db = drizzle.mock({ casing: 'snake_case' });
    const named = (table: PgTable, column: PgColumn) =>
      db.select().from(table).where(isNull(column)).toSQL().sql;
    expect(named(flowCards, flowCards.processId)).toContain('"flow_cards"."process_id"');
    expect(named(gamificationTrophies, gamificationTrophies.gameId)).toContain(
      '"gamification_trophies"."game_id"',
    );
    const rendered = (held: SQL) => new PgDialect().sqlToQuery(held).sql;
    expect(rendered(usagePairs['flow/card'].heldId(sql`x`))).toContain(
      'select c.process_id from flow_cards c',
    );
    expect(rendered(usagePairs['gamification/trophy'].heldId(sql`x`))).toContain(
      'select t.game_id from gamification_trophies t',
    );
  });
});
