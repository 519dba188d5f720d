import { z } from 'zod';

/**
 * The ledger of grants: every reward (points or resources) and every spend is one row with
 * its cause, unique per person, so replays and retries never grant twice.
 */

/** Realtime entity for any gamification change; also the first element of the web's query keys. */
export const GAMIFICATION_ENTITY = 'gamification';
/** The user-queue message the winner receives after the grant commits. */
export const GAMIFICATION_WON_TYPE = 'gamification.won';
export const POINTS_NAME = 'Pontos';
export const INSUFFICIENT_BALANCE = 'Saldo insuficiente.';
export const CHECK_IN_NOTE_MAX = 500;

export const grantSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  userId: z.string(),
  gameId: z.string().nullable(),
  cause: z.string(),
  points: z.number().int(),
  resourceId: z.string().nullable(),
  quantity: z.number().int(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Grant = z.infer<typeof grantSchema>;

/** `{type:'gamification.won', quantidade, nome}` on `/user/queue/notifications`: "Você ganhou {quantidade} de {nome}!". */
export const gamificationWonSchema = z.object({
  type: z.literal(GAMIFICATION_WON_TYPE),
  quantidade: z.number().int(),
  nome: z.string(),
});
export type GamificationWon = z.infer<typeof gamificationWonSchema>;

export const checkInStatuses = ['pending', 'approved', 'rejected'] as const;
export const checkInStatusSchema = z.enum(checkInStatuses, 'Situação inválida.');
export type CheckInStatus = z.infer<typeof checkInStatusSchema>;
export const checkInStatusLabels: Record<CheckInStatus, string> = {
  pending: 'Pendente',
  approved: 'Aprovado',
  rejected: 'Recusado',
};

export const createCheckInBodySchema = z.strictObject({
  note: z
    .string()
    .trim()
    .max(CHECK_IN_NOTE_MAX, `A observação pode ter no máximo ${CHECK_IN_NOTE_MAX} caracteres.`)
    .default(''),
});
export type CreateCheckInBody = z.input<typeof createCheckInBodySchema>;

export const checkInListQuerySchema = z.object({
  status: checkInStatusSchema.optional(),
});

export const checkInSchema = z.object({
  id: z.string(),
  missionId: z.string(),
  missionName: z.string(),
  gameId: z.string(),
  userId: z.string(),
  userName: z.string(),
  periodKey: z.string(),
  note: z.string(),
  status: checkInStatusSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type CheckIn = z.infer<typeof checkInSchema>;
export const checkInListSchema = z.object({ items: z.array(checkInSchema) });
