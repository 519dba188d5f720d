import { normalizeDescription } from './dedupe';

/**
 * Category suggestions for imported rows, learnt from the workspace's categorized entries:
 * the category used most for the same description, else for the same first significant
 * words. Words every bank puts in front ("COMPRA CARTAO", "PIX ENVIADO") and numbers (dates,
 * document numbers) say nothing about the category and are skipped.
 */
export interface CategoryUse {
  description: string;
  type: 'revenue' | 'expense';
  categoryId: string;
  uses: number;
}

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

export function buildSuggester(
  history: CategoryUse[],
): (row: { description: string; type: 'revenue' | 'expense' }) => string | null {
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
