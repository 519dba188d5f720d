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

/** Codes shared by every module; modules add their own (e.g. `auth.invalid_credentials`). */
export const errorCodes = {
  validation: 'validation',
  invalidJson: 'invalid_json',
  unsupportedMediaType: 'unsupported_media_type',
  payloadTooLarge: 'payload_too_large',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  unavailable: 'unavailable',
  internal: 'internal',
} as const;
