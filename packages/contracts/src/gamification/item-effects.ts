import { z } from 'zod';
import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { DomainEventBase } from '../platform/events';

/**
 * What "Usar" does with a usable resource, as its creator defined it (`useEffect` of the
 * resource). The unit is consumed and the effect applied in one transaction: both or none.
 * - `points`: the player gains N points (in one of the workspace's games, as XP there, or
 *   game-less);
 * - `restore_streak`: the missed days of the daily-access streak (up to N) count as protected;
 * - `grant_resource`: the player gains N units of another resource of the workspace;
 * - `free_text`: a request that the creator sees and honours by hand ("um café com a equipe").
 */
export const itemEffectKinds = ['points', 'restore_streak', 'grant_resource', 'free_text'] as const;
export type ItemEffectKind = (typeof itemEffectKinds)[number];
export const itemEffectKindLabels: Record<ItemEffectKind, string> = {
  points: 'Ganhar pontos',
  restore_streak: 'Restaurar a sequência',
  grant_resource: 'Ganhar outro recurso',
  free_text: 'Efeito livre (pedido a quem criou)',
};

export const ITEM_EFFECT_TEXT_MAX = 500;
export const ITEM_EFFECT_POINTS_MAX = 100_000;
export const ITEM_EFFECT_DAYS_MAX = 30;
export const ITEM_EFFECT_QUANTITY_MAX = 1000;

const count = (max: number, what: string) =>
  z
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, `${what} deve ser pelo menos 1.`)
    .max(max, `${what} pode ser no máximo ${max.toLocaleString('pt-BR')}.`);

export const itemEffectSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('points'),
      points: count(ITEM_EFFECT_POINTS_MAX, 'A quantidade de pontos'),
      /** The game whose XP and ranking the points count for; null: game-less points. */
      gameId: z.uuid('Gamificação não encontrada.').nullable().default(null),
    }),
    z.strictObject({
      kind: z.literal('restore_streak'),
      days: count(ITEM_EFFECT_DAYS_MAX, 'O número de dias'),
    }),
    z.strictObject({
      kind: z.literal('grant_resource'),
      resourceId: z.uuid('Recurso não encontrado.'),
      quantity: count(ITEM_EFFECT_QUANTITY_MAX, 'A quantidade'),
    }),
    z.strictObject({
      kind: z.literal('free_text'),
      text: z
        .string('Descreva o efeito.')
        .trim()
        .min(1, 'Descreva o efeito.')
        .max(
          ITEM_EFFECT_TEXT_MAX,
          `O efeito pode ter no máximo ${ITEM_EFFECT_TEXT_MAX} caracteres.`,
        ),
    }),
  ],
  { error: 'Escolha um efeito válido.' },
);
export type ItemEffect = z.infer<typeof itemEffectSchema>;
export type ItemEffectInput = z.input<typeof itemEffectSchema>;

/** The effect as the player sees it before using: its pt-BR description (names resolved). */
export const itemEffectPreviewSchema = z.object({
  kind: z.enum(itemEffectKinds).nullable(),
  description: z.string(),
});
export type ItemEffectPreview = z.infer<typeof itemEffectPreviewSchema>;

/** "Usar": what was consumed and what the effect did, in pt-BR for the toast. */
export const useItemResultSchema = z.object({
  resourceId: z.string(),
  used: z.number().int(),
  remaining: z.number().int(),
  effect: z.enum(itemEffectKinds).nullable(),
  /** "Você ganhou 50 pontos.", "Pedido enviado a quem criou o item." … */
  outcome: z.string(),
});
export type UseItemResult = z.infer<typeof useItemResultSchema>;

/** Free-text effects wait for the creator: pending → honoured (atendido) or declined. */
export const itemRequestStatuses = ['pending', 'honoured', 'declined'] as const;
export const itemRequestStatusLabels: Record<(typeof itemRequestStatuses)[number], string> = {
  pending: 'Pendente',
  honoured: 'Atendido',
  declined: 'Recusado',
};
export const itemRequestSchema = z.object({
  id: z.string(),
  resourceId: z.string(),
  resourceName: z.string(),
  userId: z.string(),
  userName: z.string(),
  text: z.string(),
  status: z.enum(itemRequestStatuses),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ItemRequest = z.infer<typeof itemRequestSchema>;
export const itemRequestListQuerySchema = z.object({
  status: z.enum(itemRequestStatuses, { error: 'Situação inválida.' }).optional(),
});
export const itemRequestListSchema = z.object({ items: z.array(itemRequestSchema) });

const base = '/api/app/gamificacao';

export const itemEffectEndpoints = {
  preview: defineEndpoint({
    method: 'GET',
    path: `${base}/player/inventory/{resourceId}/effect`,
    response: schemaType<typeof itemEffectPreviewSchema>(),
  }),
  requests: defineEndpoint({
    method: 'GET',
    path: `${base}/item-requests`,
    query: schemaType<typeof itemRequestListQuerySchema>(),
    response: schemaType<typeof itemRequestListSchema>(),
  }),
  /** The signed-in player's own requests, in every workspace (newest first). */
  myRequests: defineEndpoint({
    method: 'GET',
    path: `${base}/player/item-requests`,
    response: schemaType<typeof itemRequestListSchema>(),
  }),
  honour: defineEndpoint({
    method: 'POST',
    path: `${base}/item-requests/{id}/honour`,
    response: schemaType<typeof itemRequestSchema>(),
  }),
  decline: defineEndpoint({
    method: 'POST',
    path: `${base}/item-requests/{id}/decline`,
    response: schemaType<typeof itemRequestSchema>(),
  }),
};

/** A free-text effect asked (`created`) and the creator's answer (`decided`), in the resource's workspace. */
export interface ItemEffectEvents {
  'gamification.item-request.created': DomainEventBase & {
    requestId: string;
    resourceId: string;
    userId: string;
  };
  'gamification.item-request.decided': DomainEventBase & {
    requestId: string;
    userId: string;
    status: 'honoured' | 'declined';
  };
}

declare module '../platform/events' {
  interface DomainEvents extends ItemEffectEvents {}
}
