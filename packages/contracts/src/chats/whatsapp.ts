import { z } from 'zod';

/**
 * The workspace's WhatsApp connection (official Cloud API only; Admins). Secrets (access
 * token, app secret) are written, never read back: they are stored encrypted at rest.
 */
export const whatsappConnectionSchema = z.object({
  connected: z.boolean(),
  phoneNumberId: z.string().nullable(),
  wabaId: z.string().nullable(),
  displayPhone: z.string().nullable(),
  verifiedName: z.string().nullable(),
  /** What to paste in Meta's app dashboard: the callback URL and its verify token. */
  webhookUrl: z.string().nullable(),
  verifyToken: z.string().nullable(),
  /** Health: the last webhook received, the last error (sending or receiving), the token's validity. */
  lastWebhookAt: z.string().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  tokenValid: z.boolean().nullable(),
  tokenCheckedAt: z.string().nullable(),
  /** Messages waiting in the outbox and the oldest one's age (a stuck outbox shows here). */
  outbox: z.object({ queued: z.number().int(), oldestAt: z.string().nullable() }),
  updatedAt: z.string().nullable(),
});
export type WhatsappConnection = z.infer<typeof whatsappConnectionSchema>;

const idSchema = (what: string) =>
  z
    .string(`Informe o ${what}.`)
    .trim()
    .regex(/^\d{5,30}$/, `O ${what} tem só números (veja no painel da Meta).`);

export const connectWhatsappBodySchema = z.strictObject({
  phoneNumberId: idSchema('ID do número de telefone'),
  wabaId: idSchema('ID da conta do WhatsApp Business'),
  accessToken: z
    .string('Informe o token de acesso.')
    .trim()
    .min(20, 'Token de acesso inválido.')
    .max(1024, 'Token de acesso inválido.'),
  appSecret: z
    .string('Informe a chave secreta do app.')
    .trim()
    .min(16, 'Chave secreta do app inválida.')
    .max(256, 'Chave secreta do app inválida.'),
});
export type ConnectWhatsappBody = z.input<typeof connectWhatsappBodySchema>;

export const templateStatuses = ['APPROVED', 'PENDING', 'REJECTED', 'PAUSED', 'DISABLED'] as const;
export const templateStatusLabels: Record<(typeof templateStatuses)[number], string> = {
  APPROVED: 'Aprovado',
  PENDING: 'Em análise',
  REJECTED: 'Rejeitado',
  PAUSED: 'Pausado',
  DISABLED: 'Desativado',
};

/** A message template of the WhatsApp Business account (synced from the Graph API). */
export const whatsappTemplateSchema = z.object({
  name: z.string(),
  language: z.string(),
  status: z.enum(templateStatuses),
  category: z.string(),
  /** The body text with its {{1}}… placeholders, header and footer as text. */
  header: z.string().nullable(),
  body: z.string(),
  footer: z.string().nullable(),
  parameterCount: z.number().int(),
});
export type WhatsappTemplate = z.infer<typeof whatsappTemplateSchema>;
export const whatsappTemplatesSchema = z.object({
  items: z.array(whatsappTemplateSchema),
  syncedAt: z.string().nullable(),
});
