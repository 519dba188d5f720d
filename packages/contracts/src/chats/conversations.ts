import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import { CHATS_PAGE_DEFAULT, CHATS_PAGE_MAX, cursorSchema, personRefSchema } from './shared';

/** `whatsapp`: with a contact over the Cloud API (the shared inbox); `direct`/`group`: team chats between members. */
export const conversationKinds = ['whatsapp', 'direct', 'group'] as const;
export type ConversationKind = (typeof conversationKinds)[number];
export const conversationStatuses = ['open', 'closed'] as const;
export const conversationStatusLabels = { open: 'Aberta', closed: 'Resolvida' } as const;

export const LABEL_MAX = 40;
export const CONVERSATION_LABELS_MAX = 10;
export const GROUP_TITLE_MAX = 80;
export const GROUP_MEMBERS_MAX = 200;

/** A conversation as the inbox lists it (the caller's unread count and read point included). */
export const conversationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(conversationKinds),
  /** The contact's name (WhatsApp), the other member's name (direct), or the group's title. */
  title: z.string(),
  contact: z.object({ id: z.uuid(), name: z.string(), phone: z.string().nullable() }).nullable(),
  /** Team chats: who is in it. WhatsApp conversations: empty (every member with access sees the shared inbox). */
  participants: z.array(personRefSchema),
  status: z.enum(conversationStatuses),
  assignee: personRefSchema.nullable(),
  team: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  labels: z.array(z.string()),
  lastMessage: z
    .object({
      id: z.uuid(),
      /** Plain text preview (≤ 140 characters), shown as text. */
      preview: z.string(),
      direction: z.enum(['in', 'out', 'note']),
      at: z.string(),
      authorName: z.string().nullable(),
    })
    .nullable(),
  /** Messages after the caller's read point. */
  unread: z.number().int(),
  /** WhatsApp: when the 24 h customer-service window closes (null: closed / never opened); team chats: null. */
  windowClosesAt: z.string().nullable(),
  version: versionSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** The inbox filters (Chatwoot's): mine, unassigned, a team, a label, unread, or all. */
export const conversationFilters = [
  'all',
  'mine',
  'unassigned',
  'unread',
  'team',
  'label',
] as const;
export const conversationFilterLabels = {
  all: 'Todas',
  mine: 'Minhas',
  unassigned: 'Sem responsável',
  unread: 'Não lidas',
  team: 'Equipe',
  label: 'Etiqueta',
} as const;

export const conversationsQuerySchema = z.strictObject({
  filter: z.enum(conversationFilters).default('all'),
  /** `whatsapp` (the shared inbox), `team` (direct and group chats), or both. */
  kind: z.enum(['whatsapp', 'team', 'any']).default('any'),
  status: z.enum(['open', 'closed', 'any']).default('open'),
  teamId: z.uuid('Equipe não encontrada.').optional(),
  label: z.string().trim().max(LABEL_MAX).optional(),
  contactId: z.uuid('Contato não encontrado.').optional(),
  q: z.string().trim().max(120, 'Busca longa demais.').optional(),
  limit: z.coerce.number().int().min(1).max(CHATS_PAGE_MAX).default(CHATS_PAGE_DEFAULT),
  cursor: cursorSchema,
});
export type ConversationsQuery = z.input<typeof conversationsQuerySchema>;

export const conversationPageSchema = z.object({
  items: z.array(conversationSchema),
  nextCursor: z.string().nullable(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

/** Start a conversation: a team chat with members, or WhatsApp with a contact (the existing open one is reused). */
export const createConversationBodySchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('direct'),
    userId: z.uuid('Membro não encontrado.'),
  }),
  z.strictObject({
    kind: z.literal('group'),
    title: z
      .string('Informe o nome do grupo.')
      .trim()
      .min(1, 'Informe o nome do grupo.')
      .max(GROUP_TITLE_MAX, `Informe no máximo ${GROUP_TITLE_MAX} caracteres.`),
    userIds: z
      .array(z.uuid('Membro não encontrado.'))
      .min(1, 'Escolha ao menos um membro.')
      .max(GROUP_MEMBERS_MAX, `No máximo ${GROUP_MEMBERS_MAX} membros.`),
  }),
  z.strictObject({
    kind: z.literal('whatsapp'),
    contactId: z.uuid('Contato não encontrado.'),
  }),
]);
export type CreateConversationBody = z.input<typeof createConversationBodySchema>;

/** Assignment, status, labels, group title and members: only what is sent changes. */
export const updateConversationBodySchema = z.strictObject({
  assigneeId: z.uuid('Membro não encontrado.').nullable().optional(),
  teamId: z.uuid('Equipe não encontrada.').nullable().optional(),
  status: z.enum(conversationStatuses).optional(),
  labels: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'Etiqueta vazia.')
        .max(LABEL_MAX, `Etiquetas têm no máximo ${LABEL_MAX} caracteres.`),
    )
    .max(CONVERSATION_LABELS_MAX, `No máximo ${CONVERSATION_LABELS_MAX} etiquetas.`)
    .optional(),
  title: z.string().trim().min(1, 'Informe o nome do grupo.').max(GROUP_TITLE_MAX).optional(),
  userIds: z.array(z.uuid('Membro não encontrado.')).min(1).max(GROUP_MEMBERS_MAX).optional(),
  ...expectedVersion,
});
export type UpdateConversationBody = z.input<typeof updateConversationBodySchema>;

/** Mark read up to a message (its `seq`); the unread count drops to what came after. */
export const readConversationBodySchema = z.strictObject({
  seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});

/** Unread totals for the side menu and the dashboard. */
export const unreadSummarySchema = z.object({
  whatsapp: z.number().int(),
  team: z.number().int(),
  mine: z.number().int(),
  /** Open WhatsApp conversations nobody is assigned to (the dashboard's "Sem responsável"); optional until the server fills it. */
  unassigned: z.number().int().optional(),
});
export type UnreadSummary = z.infer<typeof unreadSummarySchema>;

/** The labels in use in the workspace (filters and the label picker). */
export const labelsSchema = z.object({
  items: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
