import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import { noControlCharacters } from './text';
import { personRefSchema } from './workspaces';

/** Teams (squads) of a workspace: a name, a responsible member and members. */
export const TEAM_NAME_MAX = 80;
export const TEAM_MEMBERS_MAX = 500;

const teamNameSchema = z
  .string({ error: 'Informe o nome da equipe.' })
  .trim()
  .min(1, 'Informe o nome da equipe.')
  .max(TEAM_NAME_MAX, `Informe no máximo ${TEAM_NAME_MAX} caracteres.`)
  .regex(noControlCharacters, 'O nome não pode ter quebras de linha nem caracteres de controle.');

export const teamSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  responsible: personRefSchema.nullable(),
  members: z.array(personRefSchema),
  createdAt: z.string(),
  version: versionSchema,
});
export type Team = z.infer<typeof teamSchema>;
/** `GET .../equipes`: the workspace's teams. */
export const teamListSchema = z.array(teamSchema);

const memberIdsSchema = z
  .array(z.uuid('Membro inválido.'))
  .max(TEAM_MEMBERS_MAX, `Uma equipe pode ter no máximo ${TEAM_MEMBERS_MAX} membros.`);

/** The responsible member is also a member of the team (the server adds them). */
export const createTeamBodySchema = z.strictObject({
  name: teamNameSchema,
  responsibleUserId: z.uuid('Membro inválido.').nullable().optional(),
  memberIds: memberIdsSchema.default([]),
});
export const updateTeamBodySchema = z.strictObject({
  name: teamNameSchema.optional(),
  responsibleUserId: z.uuid('Membro inválido.').nullable().optional(),
  memberIds: memberIdsSchema.optional(),
  ...expectedVersion,
});
export type CreateTeamBody = z.input<typeof createTeamBodySchema>;
export type UpdateTeamBody = z.input<typeof updateTeamBodySchema>;
