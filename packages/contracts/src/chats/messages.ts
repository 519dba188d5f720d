import { z } from 'zod';
import { MESSAGES_PAGE_DEFAULT, MESSAGES_PAGE_MAX, personRefSchema } from './shared';

export const MESSAGE_TEXT_MAX = 4096; // the Cloud API's limit for a text body
export const CAPTION_MAX = 1024;

/** `in`: from a WhatsApp contact; `out`: from a member (WhatsApp reply or team chat); `note`: an internal note (never sent). */
export const messageDirections = ['in', 'out', 'note'] as const;
export type MessageDirection = (typeof messageDirections)[number];

export const messageKinds = [
  'text',
  'image',
  'audio',
  'video',
  'document',
  'sticker',
  'location',
  'contacts',
  'interactive',
  'template',
  'system',
  'unsupported',
] as const;
export type MessageKind = (typeof messageKinds)[number];
export const messageKindLabels: Record<MessageKind, string> = {
  text: 'Texto',
  image: 'Imagem',
  audio: 'Áudio',
  video: 'Vídeo',
  document: 'Documento',
  sticker: 'Figurinha',
  location: 'Localização',
  contacts: 'Contato',
  interactive: 'Resposta',
  template: 'Modelo',
  system: 'Aviso',
  unsupported: 'Mensagem não suportada',
};

/** Outbound delivery, as the Cloud API reports it (`queued`: in Orbita's outbox, not yet accepted by Meta). */
export const messageStatuses = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type MessageStatus = (typeof messageStatuses)[number];
export const messageStatusLabels: Record<MessageStatus, string> = {
  queued: 'Na fila',
  sent: 'Enviada',
  delivered: 'Entregue',
  read: 'Lida',
  failed: 'Falhou',
};

export const messageMediaSchema = z.object({
  /** The file in the media library (null while the download from Meta is pending or failed). */
  fileId: z.uuid().nullable(),
  name: z.string().nullable(),
  mime: z.string().nullable(),
  size: z.number().int().nullable(),
  url: z.string().nullable(),
  thumbUrl: z.string().nullable(),
});
export type MessageMedia = z.infer<typeof messageMediaSchema>;

export const messageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  /** Order within the conversation (1, 2, 3…): the read point and the pages count by it. */
  seq: z.number().int(),
  direction: z.enum(messageDirections),
  kind: z.enum(messageKinds),
  /** Text, caption, button reply or template text; shown as text, never as HTML. */
  text: z.string(),
  author: personRefSchema.nullable(),
  media: messageMediaSchema.nullable(),
  location: z
    .object({
      latitude: z.number(),
      longitude: z.number(),
      name: z.string().nullable(),
      address: z.string().nullable(),
    })
    .nullable(),
  /** Shared contact cards (kind `contacts`): names and phones. */
  sharedContacts: z.array(z.object({ name: z.string(), phones: z.array(z.string()) })).nullable(),
  replyTo: z
    .object({ id: z.uuid(), preview: z.string(), authorName: z.string().nullable() })
    .nullable(),
  reactions: z.array(
    z.object({
      emoji: z.string(),
      count: z.number().int(),
      mine: z.boolean(),
      names: z.array(z.string()),
    }),
  ),
  status: z.enum(messageStatuses).nullable(),
  /** Why a message failed (pt-BR where the error is known), else null. */
  statusReason: z.string().nullable(),
  template: z.object({ name: z.string(), language: z.string() }).nullable(),
  /** When it happened (WhatsApp's timestamp for inbound ones). */
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/** A page of messages in `seq` order. `before`: older than; `after`: newer than; neither: the newest. */
export const messagesQuerySchema = z.strictObject({
  before: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE_MAX).default(MESSAGES_PAGE_DEFAULT),
});
export type MessagesQuery = z.input<typeof messagesQuerySchema>;
export const messagePageSchema = z.object({
  items: z.array(messageSchema),
  hasBefore: z.boolean(),
  hasAfter: z.boolean(),
  /** The highest seq of the conversation and the caller's read point (for "N novas mensagens"). */
  lastSeq: z.number().int(),
  readSeq: z.number().int(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/**
 * Send. `clientId` (a UUID made by the composer) makes a retried send land once. Text and
 * media are free-form (inside the 24 h window for WhatsApp); a template may go any time;
 * a note is internal and never leaves Orbita.
 */
const clientId = z.uuid('Identificador inválido.');
const replyToId = z.uuid('Mensagem não encontrada.').nullable().default(null);
export const sendMessageBodySchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('text'),
    text: z
      .string('Escreva a mensagem.')
      .trim()
      .min(1, 'Escreva a mensagem.')
      .max(MESSAGE_TEXT_MAX, `Mensagens têm no máximo ${MESSAGE_TEXT_MAX} caracteres.`),
    replyToId,
    clientId,
  }),
  z.strictObject({
    kind: z.literal('media'),
    fileId: z.uuid('Arquivo não encontrado.'),
    caption: z
      .string()
      .trim()
      .max(CAPTION_MAX, `Legendas têm no máximo ${CAPTION_MAX} caracteres.`)
      .default(''),
    replyToId,
    clientId,
  }),
  z.strictObject({
    kind: z.literal('template'),
    name: z.string().trim().min(1, 'Escolha um modelo.').max(512),
    language: z.string().trim().min(2).max(15),
    /** Values of the body's {{1}}, {{2}}… in order. */
    parameters: z
      .array(z.string().trim().min(1, 'Preencha o campo do modelo.').max(1024))
      .max(20)
      .default([]),
    clientId,
  }),
  z.strictObject({
    kind: z.literal('note'),
    text: z
      .string('Escreva a nota.')
      .trim()
      .min(1, 'Escreva a nota.')
      .max(MESSAGE_TEXT_MAX, `Notas têm no máximo ${MESSAGE_TEXT_MAX} caracteres.`),
    clientId,
  }),
]);
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

/** React to a message (WhatsApp or team chat); an empty emoji removes the caller's reaction. */
export const reactBodySchema = z.strictObject({
  emoji: z.string().max(16, 'Reação inválida.'),
});

/** Turn a message into work: an inbox item, a task in a list, or a note on the contact. */
export const messageToWorkBodySchema = z.discriminatedUnion('to', [
  z.strictObject({ to: z.literal('inbox') }),
  z.strictObject({ to: z.literal('task'), listId: z.uuid('Lista não encontrada.') }),
  z.strictObject({ to: z.literal('note') }),
]);
export type MessageToWorkBody = z.input<typeof messageToWorkBodySchema>;
export const messageToWorkResultSchema = z.object({
  to: z.enum(['inbox', 'task', 'note']),
  id: z.uuid(),
  /** Where the new record opens in the app. */
  link: z.string(),
});
export type MessageToWorkResult = z.infer<typeof messageToWorkResultSchema>;

/**
 * A money amount in a message, for the finance entry's prefill ("R$ 1.234,56", "150,00",
 * "R$150"): centavos, or null. The first amount wins.
 */
export function amountInText(text: string): number | null {
  const match = /(?:R\$\s*)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{2}))?/.exec(text.slice(0, 2000));
  if (!match || (!text.includes('R$') && !match[2])) return null;
  const reais = Number(match[1]!.replaceAll('.', ''));
  const cents = match[2] ? Number(match[2]) : 0;
  const value = reais * 100 + cents;
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
