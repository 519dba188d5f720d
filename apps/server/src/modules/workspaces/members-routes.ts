import {
  changeRoleBodySchema,
  conflictErrorSchema,
  memberListSchema,
  memberSchema,
} from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../platform/db/versioned';
import { errors, noContent, requires, security } from '../../platform/http/route-kit';
import { actorOf, memberOfPathWorkspace } from './access';
import { changeRole, findMember, listMembers, removeMember } from './members-service';
import { memberParams, workspaceParams } from './params';

/** `/api/app/conta/contas/:workspaceId/membros`: who is in the workspace and with which role. */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = memberOfPathWorkspace(app);

  app.get(
    '/contas/:workspaceId/membros',
    {
      onRequest: member,
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Membros da conta, com papel e equipes',
        params: workspaceParams,
        response: { 200: memberListSchema, ...errors },
      },
    },
    async (request) => listMembers(request.ctx.db, request.member.workspaceId),
  );

  app.patch(
    '/contas/:workspaceId/membros/:userId',
    {
      onRequest: member,
      preParsing: requires('access.manage'),
      schema: {
        security,
        summary: 'Mudar o papel de um membro (Admin; nunca acima do seu, nunca o Principal)',
        params: memberParams,
        body: changeRoleBodySchema,
        response: { 200: memberSchema, ...errors, 409: conflictErrorSchema(memberSchema) },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const { role, version } = request.body;
      const { workspaceId } = request.member;
      return withCurrentOnConflict(
        async () => {
          await changeRole(request.ctx, request.member, actorOf(request), userId, role, version);
          return findMember(request.ctx.db, workspaceId, userId);
        },
        () => findMember(request.ctx.db, workspaceId, userId),
      );
    },
  );

  app.delete(
    '/contas/:workspaceId/membros/:userId',
    {
      onRequest: member,
      preParsing: requires('access.manage'),
      schema: {
        security,
        summary: 'Remover um membro (Admin; nunca o Principal)',
        params: memberParams,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await removeMember(request.ctx, request.member, actorOf(request), request.params.userId);
      return reply.status(204).send(null);
    },
  );
};
