import { changeRoleBodySchema, memberListSchema, memberSchema } from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, membershipEvent, memberOfPathWorkspace, publishAll } from './access';
import { changeRole, findMember, listMembers, removeMember } from './members-service';
import { errors, memberParams, noContent, security, tags, workspaceParams } from './route-kit';

/** `/api/app/conta/contas/:workspaceId/membros`: who is in the workspace and with which role. */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/contas/:workspaceId/membros',
    {
      preValidation: memberOfPathWorkspace(app, 'workspace.read'),
      schema: {
        tags,
        security,
        summary: 'Membros da conta, com papel e equipes',
        params: workspaceParams,
        response: { 200: memberListSchema, ...errors },
      },
    },
    async (request) => listMembers(db, request.member.workspaceId),
  );

  app.patch(
    '/contas/:workspaceId/membros/:userId',
    {
      preValidation: memberOfPathWorkspace(app, 'workspace.admin'),
      schema: {
        tags,
        security,
        summary: 'Mudar o papel de um membro (Admin; nunca acima do seu, nunca o Principal)',
        params: memberParams,
        body: changeRoleBodySchema,
        response: { 200: memberSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const { changed } = await changeRole(
        db,
        request.member,
        actorOf(request),
        userId,
        request.body.role,
      );
      if (changed)
        await publishAll(app, [
          membershipEvent('updated', request.member.workspaceId, userId, request.body.role),
        ]);
      return findMember(db, request.member.workspaceId, userId);
    },
  );

  app.delete(
    '/contas/:workspaceId/membros/:userId',
    {
      preValidation: memberOfPathWorkspace(app, 'workspace.admin'),
      schema: {
        tags,
        security,
        summary: 'Remover um membro (Admin; nunca o Principal)',
        params: memberParams,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await removeMember(db, request.member, actorOf(request), request.params.userId);
      await publishAll(app, [
        membershipEvent('deleted', request.member.workspaceId, request.params.userId, null),
      ]);
      return reply.status(204).send(null);
    },
  );
};
