import { z } from 'zod';

/**
 * The audit log of a workspace: who changed memberships, roles, invites, keys, teams, the
 * workspace itself and finance periods, and when. Visible to Admins.
 */
export const auditActions = [
  'workspace.created',
  'workspace.renamed',
  'workspace.ownership_transferred',
  'member.joined',
  'member.role_changed',
  'member.removed',
  'member.left',
  'invite.created',
  'invite.resent',
  'invite.revoked',
  'invite.accepted',
  'team.created',
  'team.updated',
  'team.deleted',
  'key.created',
  'key.updated',
  'key.rotated',
  'key.revoked',
  'finance.period_closed',
  'finance.period_reopened',
] as const;
export const auditActionSchema = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditActionLabels: Record<AuditAction, string> = {
  'workspace.created': 'Conta criada',
  'workspace.renamed': 'Conta renomeada',
  'workspace.ownership_transferred': 'Posse transferida',
  'member.joined': 'Membro entrou',
  'member.role_changed': 'Papel alterado',
  'member.removed': 'Membro removido',
  'member.left': 'Membro saiu',
  'invite.created': 'Convite enviado',
  'invite.resent': 'Convite reenviado',
  'invite.revoked': 'Convite revogado',
  'invite.accepted': 'Convite aceito',
  'team.created': 'Equipe criada',
  'team.updated': 'Equipe alterada',
  'team.deleted': 'Equipe excluída',
  'key.created': 'Chave criada',
  'key.updated': 'Chave alterada',
  'key.rotated': 'Segredo da chave trocado',
  'key.revoked': 'Chave revogada',
  'finance.period_closed': 'Período fechado',
  'finance.period_reopened': 'Período reaberto',
};

/** Small flat facts about the change (names, roles, e-mails), never secrets. */
export const auditDetailsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]),
);
export type AuditDetails = z.infer<typeof auditDetailsSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  action: auditActionSchema,
  actor: z.object({ kind: z.enum(['user', 'key']), id: z.string(), name: z.string() }).nullable(),
  details: auditDetailsSchema,
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;

export const auditQuerySchema = z.object({
  cursor: z.string().max(500, 'Cursor inválido.').optional(),
  limit: z.coerce
    .number({ error: 'Informe um número.' })
    .int('Informe um número inteiro.')
    .min(1, 'Informe pelo menos 1.')
    .max(AUDIT_PAGE_MAX, `Informe no máximo ${AUDIT_PAGE_MAX}.`)
    .default(AUDIT_PAGE_DEFAULT),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** Newest first; `nextCursor` is null on the last page. */
export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
