import {
  compileRule,
  ruleText,
  type FinanceRule,
  type ImportPreviewRow,
} from '@orbita/contracts/finance';
import { createContext } from 'react';
import type { RowChoice } from '../imports/import-rows';

/**
 * What the import preview does with a rule made from one of its rows ("Criar regra"): it
 * applies it to the rows on screen and says to how many. Without a provider, the rule only
 * counts from the next import.
 */
export const ImportRuleCreated = createContext<((rule: FinanceRule) => number) | null>(null);

/**
 * The choices once a new rule is in: it is tried last, so it takes the rows of its type that
 * match the bank's text and that no rule took, unless the person chose their category by hand.
 */
export function applyNewRule(
  rows: readonly ImportPreviewRow[],
  choices: readonly RowChoice[],
  rule: Pick<FinanceRule, 'match' | 'pattern' | 'type' | 'categoryId'>,
): { choices: RowChoice[]; applied: number } {
  const test = compileRule(rule);
  let applied = 0;
  const next = choices.map((choice, i) => {
    const row = rows[i];
    if (!row || row.type !== rule.type || row.suggestion?.source === 'rule') return choice;
    const byHand =
      choice.categoryId !== '' && choice.categoryId !== (row.suggestedCategoryId ?? '');
    if (byHand || !test(ruleText(row.suggestion?.originalDescription ?? row.description)))
      return choice;
    if (choice.categoryId === rule.categoryId) return choice;
    applied += 1;
    return { ...choice, categoryId: rule.categoryId };
  });
  return { choices: next, applied };
}
