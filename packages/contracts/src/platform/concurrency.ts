/**
 * Optimistic concurrency, one way for the whole API. Every editable record two people can
 * collide on carries `version` (1 at creation, +1 per edit). An edit may send the version it
 * was made on as the body field `version`: when the record has moved on since, the answer is
 * 409 `conflict` with the record as it is now in `current`, and nothing is changed. An edit
 * without `version` keeps last-write-wins (API keys and scripts written before this).
 */
import { z } from 'zod';
import { apiErrorSchema } from './errors';

// The message and the code, without zod (see version-conflict.ts).
export { CONFLICT_MESSAGE, versionConflictCode } from './version-conflict';

/** What presenters expose. */
export const versionSchema = z.number().int().min(1);

/** The optional field of every update body: the version the edit was made on. */
export const expectedVersion = {
  version: z
    .number({ error: 'Versão inválida.' })
    .int('Versão inválida.')
    .min(1, 'Versão inválida.')
    .max(2_147_483_647, 'Versão inválida.')
    .optional(),
};

/** A 409 answer that may carry the current record (`current`), typed by the record's schema. */
export const conflictErrorSchema = <T extends z.ZodType>(current: T) =>
  apiErrorSchema.extend({ current: current.optional() });
