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
