import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import { noControlCharacters } from './text';
import { allowedIpsSchema } from './ip';
import { grantableRoleSchema, roleSchema } from './role-schemas';
import { personRefSchema } from './workspaces';

/**
 * API keys of a workspace (`/conta/chaves`). A request authenticates with
 * `Authorization: Bearer <key id>.<secret>`; the secret is shown once (creation, rotation)
 * and only its hash is kept.
 */
export const API_KEY_PREFIX = 'orb_';
export const API_KEY_NAME_MAX = 80;

export const apiKeyStatuses = ['active', 'expired', 'revoked'] as const;
export const apiKeyStatusSchema = z.enum(apiKeyStatuses);
export type ApiKeyStatus = z.infer<typeof apiKeyStatusSchema>;
export const apiKeyStatusLabels: Record<ApiKeyStatus, string> = {
  active: 'Ativa',
  expired: 'Expirada',
  revoked: 'Revogada',
};

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The public key id (`orb_…`): the first half of the credential, safe to show. */
  keyId: z.string(),
  role: roleSchema,
  allowedIps: z.array(z.string()),
  main: z.boolean(),
  status: apiKeyStatusSchema,
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdBy: personRefSchema.nullable(),
  createdAt: z.string(),
  version: versionSchema,
});
export type ApiKey = z.infer<typeof apiKeySchema>;
/** `GET .../chaves`: the workspace's keys. */
export const apiKeyListSchema = z.array(apiKeySchema);

/** The only answers that carry the secret: creation and rotation. */
export const apiKeyWithSecretSchema = z.object({ key: apiKeySchema, secret: z.string() });
export type ApiKeyWithSecret = z.infer<typeof apiKeyWithSecretSchema>;

const keyNameSchema = z
  .string({ error: 'Informe o nome da chave.' })
  .trim()
  .min(1, 'Informe o nome da chave.')
  .max(API_KEY_NAME_MAX, `Informe no máximo ${API_KEY_NAME_MAX} caracteres.`)
  .regex(noControlCharacters, 'O nome não pode ter quebras de linha nem caracteres de controle.');

const expiresAtSchema = z.iso
  .datetime({ offset: true, error: 'Informe uma data de expiração válida.' })
  .refine((value) => Date.parse(value) > Date.now(), 'A data de expiração precisa estar no futuro.')
  .nullable();

export const createApiKeyBodySchema = z.strictObject({
  name: keyNameSchema,
  role: grantableRoleSchema,
  allowedIps: allowedIpsSchema.default([]),
  main: z.boolean().default(false),
  expiresAt: expiresAtSchema.optional(),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBodySchema>;

export const updateApiKeyBodySchema = z.strictObject({
  name: keyNameSchema.optional(),
  role: grantableRoleSchema.optional(),
  allowedIps: allowedIpsSchema.optional(),
  main: z.boolean().optional(),
  expiresAt: expiresAtSchema.optional(),
  ...expectedVersion,
});
export type UpdateApiKeyBody = z.input<typeof updateApiKeyBodySchema>;
