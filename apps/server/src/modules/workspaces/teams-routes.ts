import { conflictErrorSchema } from '@orbita/contracts';
import {
  createTeamBodySchema,
  teamListSchema,
  teamSchema,
  updateTeamBodySchema,
} from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../platform/db/versioned';
import { errors, noContent, requires, security } from '../../platform/http/route-kit';
import { actorOf, memberOfPathWorkspace } from './access';
import { teamParams, workspaceParams } from './params';
import { createTeam, deleteTeam, getTeam, listTeams, updateTeam } from './teams-service';

/** `/api/app/conta/contas/:workspaceId/equipes`: squads; everyone reads, Admins manage. */
export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = memberOfPathWorkspace(app);

  app.get(
    '/contas/:workspaceId/equipes',
    {
      onRequest: member,
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Equipes da conta',
        params: workspaceParams,
        response: { 200: teamListSchema, ...errors },
      },
    },
    async (request) => listTeams(request.ctx.db, request.member.workspaceId),
  );

  app.get(
    '/contas/:workspaceId/equipes/:teamId',
    {
      onRequest: member,
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Uma equipe',
        params: teamParams,
        response: { 200: teamSchema, ...errors },
      },
    },
    async (request) => getTeam(request.ctx.db, request.member.workspaceId, request.params.teamId),
  );

  app.post(
    '/contas/:workspaceId/equipes',
    {
      onRequest: member,
      preParsing: requires('workspace.admin'),
      schema: {
        security,
        summary: 'Criar uma equipe (Admin)',
        params: workspaceParams,
        body: createTeamBodySchema,
        response: { 201: teamSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createTeam(request.ctx, request.member, actorOf(request), request.body)),
  );

  app.patch(
    '/contas/:workspaceId/equipes/:teamId',
    {
      onRequest: member,
      preParsing: requires('workspace.admin'),
      schema: {
        security,
        summary: 'Alterar nome, responsável ou membros de uma equipe (Admin)',
        params: teamParams,
        body: updateTeamBodySchema,
        response: { 200: teamSchema, ...errors, 409: conflictErrorSchema(teamSchema) },
      },
    },
    async (request) =>
      withCurrentOnConflict(
        () =>
          updateTeam(
            request.ctx,
            request.member,
            actorOf(request),
            request.params.teamId,
            request.body,
          ),
        () => getTeam(request.ctx.db, request.member.workspaceId, request.params.teamId),
      ),
  );

  app.delete(
    '/contas/:workspaceId/equipes/:teamId',
    {
      onRequest: member,
      preParsing: requires('workspace.admin'),
      schema: {
        security,
        summary: 'Excluir uma equipe (Admin)',
        params: teamParams,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await deleteTeam(request.ctx, request.member, actorOf(request), request.params.teamId);
      return reply.status(204).send(null);
    },
  );
};
