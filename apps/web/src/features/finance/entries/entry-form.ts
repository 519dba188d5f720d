import { createEntryBodySchema, type Box, type Entry } from '@orbita/contracts/finance';
import type { z } from 'zod';
import { todaySaoPaulo } from '../shared/dates';

/**
 * The entry form validates with the server's own schema (contracts), plus one rule the
 * server also enforces but the form can say sooner: installments only on card expenses.
 */
export const entryFormSchema = createEntryBodySchema.superRefine((v, ctx) => {
  if (v.installments !== undefined && v.type !== 'expense')
    ctx.addIssue({
      code: 'custom',
      path: ['installments'],
      message: 'Só despesas podem ser parceladas.',
    });
});

/** What the fields hold: the value is null until something is typed. */
export type EntryFormValues = Omit<z.input<typeof entryFormSchema>, 'value'> & {
  value: number | null;
};
export type EntryFormOutput = z.output<typeof entryFormSchema>;

export function entryDefaults(
  entry: Entry | null,
  boxes: Box[],
  preset: Partial<EntryFormValues> = {},
): EntryFormValues {
  if (entry)
    return {
      boxId: entry.boxId,
      categoryId: entry.categoryId,
      date: entry.date,
      value: entry.value,
      type: entry.type,
      description: entry.description,
      status: entry.status,
      tags: entry.tags,
      installments: undefined,
    };
  return {
    boxId: boxes[0]?.id ?? '',
    categoryId: null,
    date: todaySaoPaulo(),
    value: null,
    type: 'expense',
    description: '',
    status: 'paid',
    tags: [],
    installments: undefined,
    ...preset,
  };
}

/** Boxes an entry can go to: open ones (not archived, not a finished investment). */
export function writableBoxes(boxes: Box[]): Box[] {
  return boxes.filter((b) => !b.archived && !b.finishedAt);
}
