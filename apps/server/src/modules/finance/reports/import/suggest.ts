import {
  compileRule,
  ruleText,
  type CategorySuggestion,
  type EntryType,
  type RuleMatch,
} from '@orbita/contracts/finance';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../../platform/db/client';
import { enabledRules } from '../../rules/service';
import { normalizeDescription } from './dedupe';

/**
 * Categories for imported rows. Explicit rules first ("descrição contém UBER → Transporte",
 * tried in their order, the first that matches a row of its type wins, and may rename the
 * row); then what the workspace's categorized entries teach: the category used most for the
 * same description, else for the same first significant words. Words every bank puts in
 * front ("COMPRA CARTAO", "PIX ENVIADO") and numbers (dates, document numbers) say nothing
 * about the category and are skipped.
 */
export interface CategoryUse {
  description: string;
  type: EntryType;
  categoryId: string;
  uses: number;
}

export interface SuggestionRule {
  id: string;
  pattern: string;
  match: RuleMatch;
  type: EntryType;
  categoryId: string;
  rename: string | null;
}

/** What a preview needs to suggest: the enabled rules (in order) and the learnt history. */
export interface SuggestionSources {
  rules: SuggestionRule[];
  history: CategoryUse[];
}

/** What one row gets: its description (a rule may rename it), category and why. */
export interface RowSuggestion {
  description: string;
  suggestedCategoryId: string | null;
  suggestion: CategorySuggestion | null;
}

type Row = { description: string; type: EntryType };

/** Categorized entries learnt from: the most recent ones, enough to know a workspace's habits. */
const HISTORY_ROWS = 5000;

const noise = new Set(
  'compra compras cartao credito debito pix enviado enviada recebido recebida pagto pagamento pag pgto deb cred aut automatico ted doc tef transf transferencia boleto elo visa master mastercard maestro nacional internacional on line online com br ltda sa eireli me'.split(
    ' ',
  ),
);

function significant(description: string): string[] {
  return normalizeDescription(description)
    .split(' ')
    .filter((w) => w.length > 1 && !/\d/.test(w) && !noise.has(w));
}

/** The keys a description is known by, most specific first. */
function keysOf(description: string, type: string): string[] {
  const words = significant(description);
  // Dates and document numbers in the text change every month: the description without them.
  const whole = normalizeDescription(description)
    .split(' ')
    .filter((w) => !/\d/.test(w))
    .join(' ');
  const keys = [`${type}|=${whole}`];
  if (words.length >= 3) keys.push(`${type}|3:${words.slice(0, 3).join(' ')}`);
  if (words.length >= 2) keys.push(`${type}|2:${words.slice(0, 2).join(' ')}`);
  if (words.length >= 1) keys.push(`${type}|1:${words[0]}`);
  return keys;
}

/** The category most used for a row's description (by its most specific known key), or null. */
function learnt(history: CategoryUse[]): (row: Row) => string | null {
  const tallies = new Map<string, Map<string, number>>();
  for (const use of history) {
    for (const key of keysOf(use.description, use.type)) {
      const tally = tallies.get(key) ?? new Map<string, number>();
      tally.set(use.categoryId, (tally.get(use.categoryId) ?? 0) + use.uses);
      tallies.set(key, tally);
    }
  }
  return (row) => {
    for (const key of keysOf(row.description, row.type)) {
      const tally = tallies.get(key);
      if (!tally) continue;
      let best: string | null = null;
      let most = 0;
      for (const [categoryId, uses] of tally)
        if (uses > most || (uses === most && best !== null && categoryId < best))
          [best, most] = [categoryId, uses];
      return best;
    }
    return null;
  };
}

/** Rules first (in order, only for rows of their type), then the learnt category. */
export function buildRowSuggester(sources: SuggestionSources): (row: Row) => RowSuggestion {
  const fromHistory = learnt(sources.history);
  const rules = sources.rules.map((r) => ({ ...r, test: compileRule(r) }));
  return (row) => {
    const text = ruleText(row.description);
    const rule = rules.find((r) => r.type === row.type && r.test(text));
    if (rule)
      return {
        description: rule.rename ?? row.description,
        suggestedCategoryId: rule.categoryId,
        suggestion: {
          source: 'rule',
          ruleId: rule.id,
          rulePattern: rule.pattern,
          originalDescription: rule.rename ? row.description : null,
        },
      };
    const categoryId = fromHistory(row);
    return {
      description: row.description,
      suggestedCategoryId: categoryId,
      suggestion: categoryId
        ? { source: 'history', ruleId: null, rulePattern: null, originalDescription: null }
        : null,
    };
  };
}

/** The learnt category alone (no rules): kept for callers that only need the id. */
export function buildSuggester(history: CategoryUse[]): (row: Row) => string | null {
  return learnt(history);
}

async function categoryHistory(q: Queryable, ws: { workspaceId: string }): Promise<CategoryUse[]> {
  const { rows } = await q.execute<{
    description: string;
    type: EntryType;
    category_id: string;
    uses: number;
  }>(sql`
    select description, type, category_id, count(*)::int as uses
    from (
      select description, type, category_id from finance_entries
      where workspace_id = ${ws.workspaceId} and category_id is not null
      order by occurred_on desc, id desc
      limit ${HISTORY_ROWS}
    ) recent
    group by description, type, category_id`);
  return rows.map((r) => ({
    description: r.description,
    type: r.type,
    categoryId: r.category_id,
    uses: r.uses,
  }));
}

/** The workspace's enabled rules and categorized history, read once per preview. */
export async function loadSuggestionSources(
  q: Queryable,
  ws: { workspaceId: string },
): Promise<SuggestionSources> {
  const [rules, history] = await Promise.all([enabledRules(q, ws), categoryHistory(q, ws)]);
  return { rules, history };
}
