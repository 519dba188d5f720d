import {
  createTeamBodySchema,
  teamListSchema,
  teamSchema,
  updateTeamBodySchema,
} from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, memberOfPathWorkspace, publishAll } from './access';
import { errors, noContent, security, tags, teamParams, workspaceParams } from './route-kit';
import { createTeam, deleteTeam, getTeam, listTeams, updateTeam } from './teams-service';

const teamEvent = (
  type: 'created' | 'updated' | 'deleted',
  workspaceId: string,
  id: string,
  data: unknown,
) => ({ type, entity: 'team', workspaceId, id, data });

/** `/api/app/conta/contas/:workspaceId/equipes`: squads; everyone reads, Admins manage. */
export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/contas/:workspaceId/equipes',
    {
      preValidation: memberOfPathWorkspace(app, 'workspace.read'),
      schema: {
        tags,
        security,
        summary: 'Equipes da conta',
        params: workspaceParams,
        response: { 200: teamListSchema, ...errors },
      },
    },
    async (request) => listTeams(db, request.member.workspaceId),
  );

  app.get(
    '/contas/:workspaceId/equipes/:teamId',
    {
      preValidation: memberOfPathWorkspace(app, 'workspace.read'),
      schema: {
        tags,
        security,
        summary: 'Uma equipe',
        params: teamParams,
        response: { 200: teamSchema, ...errors },
      },
    },
    async (request) => getTeam(db, request.member.workspaceId, request.params.teamId),
  );

  app.post(
    '/contas/:workspaceId/equipes',
    {
      preValidation: memberOfPathWorkspace(app, 'workspace.admin'),
      schema: {
        tags,
        security,
        summary: 'Criar uma equipe (Admin)',
        params: workspaceParams,
        body: createTeamBodySchema,
        response: { 201: teamSchema, ...errors },
      },
    },
    async (request, reply) => {
      const team = await createTeam(db, request.member, actorOf(request), request.body);
      await publishAll(app, [teamEvent('created', request.member.workspaceId, team.id, team)]);
      return reply.status(201).send(team);
    },
  );

  app.patch(
    '/contas/:workspaceId/equipes/:teamId',
    {
      preValidation: memberOfPathWorkspace(app, 'workspace.admin'),
      schema: {
        tags,
        security,
        summary: 'Alterar nome, responsável ou membros de uma equipe (Admin)',
        params: teamParams,
        body: updateTeamBodySchema,
        response: { 200: teamSchema, ...errors },
      },
    },
    async (request) => {
      const team = await updateTeam(
        db,
        request.member,
        actorOf(request),
        request.params.teamId,
        request.body,
      );
      await publishAll(app, [teamEvent('updated', request.member.workspaceId, team.id, team)]);
      return team;
    },
  );

  app.delete(
    '/contas/:workspaceId/equipes/:teamId',
    {
      preValidation: memberOfPathWorkspace(app, 'workspace.admin'),
      schema: {
        tags,
        security,
        summary: 'Excluir uma equipe (Admin)',
        params: teamParams,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await deleteTeam(db, request.member, actorOf(request), request.params.teamId);
      await publishAll(app, [
        teamEvent('deleted', request.member.workspaceId, request.params.teamId, {
          id: request.params.teamId,
        }),
      ]);
      return reply.status(204).send(null);
    },
  );
};
