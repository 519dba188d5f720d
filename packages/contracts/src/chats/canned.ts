import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';

export const CANNED_TEXT_MAX = 4096;
export const CANNED_MAX = 500;

/** A canned response: typing `/atalho` in the composer inserts its text. */
export const cannedResponseSchema = z.object({
  id: z.uuid(),
  shortcut: z.string(),
  text: z.string(),
  version: versionSchema,
  updatedAt: z.string(),
});
export type CannedResponse = z.infer<typeof cannedResponseSchema>;

const shortcutSchema = z
  .string('Informe o atalho.')
  .trim()
  .toLowerCase()
  .regex(
    /^[a-z0-9][a-z0-9_-]{0,31}$/,
    'Atalho: letras sem acento, números, - ou _, até 32 caracteres.',
  );
const textSchema = z
  .string('Informe o texto.')
  .trim()
  .min(1, 'Informe o texto.')
  .max(CANNED_TEXT_MAX, `Informe no máximo ${CANNED_TEXT_MAX} caracteres.`);

export const createCannedBodySchema = z.strictObject({
  shortcut: shortcutSchema,
  text: textSchema,
});
export const updateCannedBodySchema = z.strictObject({
  shortcut: shortcutSchema.optional(),
  text: textSchema.optional(),
  ...expectedVersion,
});
export const cannedListSchema = z.object({ items: z.array(cannedResponseSchema) });
