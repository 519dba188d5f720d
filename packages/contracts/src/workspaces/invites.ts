import { z } from 'zod';
import { grantableRoleSchema, roleSchema } from './role-schemas';
import { personRefSchema } from './workspaces';

/** Invites: e-mail + role (+ team), single-use link valid for 7 days. */
export const INVITE_TTL_DAYS = 7;
/** The link in the e-mail: `/conta/conta/{workspaceId}?convite=<token>`. */
export const INVITE_QUERY_PARAM = 'convite';

export const inviteStatuses = ['pending', 'accepted', 'revoked', 'expired'] as const;
export const inviteStatusSchema = z.enum(inviteStatuses);
export type InviteStatus = z.infer<typeof inviteStatusSchema>;
export const inviteStatusLabels: Record<InviteStatus, string> = {
  pending: 'Pendente',
  accepted: 'Aceito',
  revoked: 'Revogado',
  expired: 'Expirado',
};

export const inviteSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: roleSchema,
  team: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  status: inviteStatusSchema,
  invitedBy: personRefSchema.nullable(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Invite = z.infer<typeof inviteSchema>;
/** `GET .../convites`: the workspace's invites. */
export const inviteListSchema = z.array(inviteSchema);

export const createInviteBodySchema = z.strictObject({
  email: z.email('Informe um e-mail válido.').max(254, 'Informe no máximo 254 caracteres.'),
  role: grantableRoleSchema,
  teamId: z.uuid('Equipe inválida.').nullable().optional(),
});
export type CreateInviteBody = z.input<typeof createInviteBodySchema>;

const inviteTokenSchema = z
  .string({ error: 'Convite inválido.' })
  .min(1, 'Convite inválido.')
  .max(512, 'Convite inválido.');
export const inviteTokenBodySchema = z.strictObject({ token: inviteTokenSchema });

/** What the invited person sees before accepting. */
export const invitePreviewSchema = z.object({
  workspaceId: z.uuid(),
  workspaceName: z.string(),
  email: z.string(),
  role: roleSchema,
  team: z.string().nullable(),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  /** False when the signed-in person's e-mail is not the invited one. */
  emailMatches: z.boolean(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/**
 * What a signed-out visitor holding an invite link learns: the workspace and the invited
 * address, to sign up (or in) with it. The link went to that mailbox only.
 */
export const publicInviteSchema = z.object({
  workspaceName: z.string(),
  email: z.string(),
});
export type PublicInvite = z.infer<typeof publicInviteSchema>;

export const inviteAcceptedSchema = z.object({
  workspaceId: z.uuid(),
  workspaceName: z.string(),
  role: roleSchema,
});
export type InviteAccepted = z.infer<typeof inviteAcceptedSchema>;
