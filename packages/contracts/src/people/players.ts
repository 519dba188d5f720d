import { z } from 'zod';
import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { personSchema } from './index';

/**
 * Players (`/pessoa/players`): who plays this workspace's games — points per game with the
 * level reached, resources held, trophies, last activity — and the person record each one is
 * (`person.userId`). API: `GET /api/app/pessoa/players`, `POST /api/app/pessoa/players/{userId}/pessoa`.
 */

export const PLAYERS_PAGE_DEFAULT = 50;
export const PLAYERS_PAGE_MAX = 200;

export const playerSortKeys = ['points', 'name', 'lastActivityAt', 'trophies'] as const;
export type PlayerSortKey = (typeof playerSortKeys)[number];
export const playerSortLabels: Record<PlayerSortKey, string> = {
  points: 'Pontos',
  name: 'Nome',
  lastActivityAt: 'Última atividade',
  trophies: 'Troféus',
};

export const playersQuerySchema = z.object({
  q: z.string().trim().max(200, 'Busca longa demais.').optional(),
  sort: z.enum(playerSortKeys, 'Ordenação inválida.').default('points'),
  /** Default: points, trophies and last activity high first; name A→Z. */
  dir: z.enum(['asc', 'desc'], 'Direção inválida.').optional(),
  offset: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(0, 'Informe um número positivo.')
    .max(1_000_000, 'Posição inválida.')
    .default(0),
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max(PLAYERS_PAGE_MAX, `O limite máximo é ${PLAYERS_PAGE_MAX}.`)
    .default(PLAYERS_PAGE_DEFAULT),
});
export type PlayersQuery = z.input<typeof playersQuerySchema>;

export const playerRowSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  /** Points earned in this workspace's games (all time). */
  points: z.number().int(),
  /** Per game: points and the level reached. */
  games: z.array(
    z.object({
      gameId: z.uuid(),
      gameName: z.string(),
      points: z.number().int(),
      level: z.number().int().nullable(),
      levelName: z.string().nullable(),
    }),
  ),
  /** Resources held (granted in this workspace, unexpired). */
  resources: z.array(
    z.object({ resourceId: z.uuid(), name: z.string(), quantity: z.number().int() }),
  ),
  trophies: z.number().int(),
  lastActivityAt: z.string().nullable(),
  /** The person record of this player in the workspace, if any. */
  person: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type PlayerRow = z.infer<typeof playerRowSchema>;

export const playerPageSchema = z.object({
  items: z.array(playerRowSchema),
  total: z.number().int(),
});
export type PlayerPage = z.infer<typeof playerPageSchema>;

/** Link a player to a person of the workspace, or (without `personId`) create the person from the member. */
export const linkPlayerBodySchema = z.strictObject({
  personId: z.uuid('Pessoa inválida.').optional(),
});
export type LinkPlayerBody = z.input<typeof linkPlayerBodySchema>;

export const playersMessages = {
  notPlayer: 'Esta pessoa não joga os jogos desta conta.',
  personHasPlayer: 'Esta pessoa já está ligada a outro membro.',
} as const;

/** The workspace's players and their person records. */
export const playersEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/app/pessoa/players',
    query: schemaType<typeof playersQuerySchema>(),
    response: schemaType<typeof playerPageSchema>(),
  }),
  linkPerson: defineEndpoint({
    method: 'POST',
    path: '/api/app/pessoa/players/{userId}/pessoa',
    body: schemaType<typeof linkPlayerBodySchema>(),
    response: schemaType<typeof personSchema>(),
  }),
};
