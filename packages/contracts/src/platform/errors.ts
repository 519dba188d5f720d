/**
 * The one error shape every API answer uses (ARCHITECTURE.md: `{ message, code, fields? }`).
 * `message` is pt-BR and shown to the user as is; `code` is stable for programs;
 * `fields` maps a field path (dot-separated) to its pt-BR message.
 */
import { z } from 'zod';

export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

// The codes live in a module without zod, so code that needs only them (the web's first
// screens) does not download the schema library with them.
export { errorCodes } from './error-codes';
