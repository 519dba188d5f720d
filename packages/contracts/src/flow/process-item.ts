import { z } from 'zod';
import { itemSchema } from './inbox';
import { cardSchema } from './processes';
import { taskSchema } from './tasks';

/** Answer of `POST items/:id/process`: the item as it ended, and what it became. */
export const processItemResultSchema = z.object({
  item: itemSchema,
  task: taskSchema.nullable(),
  card: cardSchema.nullable(),
});
export type ProcessItemResult = z.infer<typeof processItemResultSchema>;
