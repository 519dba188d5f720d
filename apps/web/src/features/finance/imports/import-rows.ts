import type { ImportCommitBody, ImportPreviewRow } from '@orbita/contracts/finance';

/** What the person decided for one preview row. */
export interface RowChoice {
  include: boolean;
  /** '' = no category. */
  categoryId: string;
}

/** Everything new is in, duplicates are out; the suggested category is preselected. */
export function initialChoices(rows: readonly ImportPreviewRow[]): RowChoice[] {
  return rows.map((r) => ({ include: !r.duplicate, categoryId: r.suggestedCategoryId ?? '' }));
}

/** The commit body: the included rows with their chosen categories. */
export function commitBody(
  boxId: string,
  rows: readonly ImportPreviewRow[],
  choices: readonly RowChoice[],
): ImportCommitBody {
  return {
    boxId,
    rows: rows.flatMap((r, i) => {
      const choice = choices[i];
      if (!choice?.include) return [];
      return [
        {
          date: r.date,
          value: r.value,
          type: r.type,
          description: r.description,
          categoryId: choice.categoryId || null,
          fitId: r.fitId,
        },
      ];
    }),
  };
}

/** The header checkbox: all, none or some of the rows are in. */
export function selectionState(choices: readonly RowChoice[]): 'all' | 'none' | 'some' {
  const included = choices.filter((c) => c.include).length;
  if (included === 0) return 'none';
  return included === choices.length ? 'all' : 'some';
}
