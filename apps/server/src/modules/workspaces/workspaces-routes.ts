import { conflictErrorSchema } from '@orbita/contracts';
import {
  createWorkspaceBodySchema,
  currentWorkspaceSchema,
  deleteWorkspaceBodySchema,
  locateParamsSchema,
  myWorkspaceListSchema,
  myWorkspaceSchema,
  recordWorkspaceSchema,
  renameWorkspaceBodySchema,
  transferOwnershipBodySchema,
  workspaceDetailSchema,
} from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../platform/db/versioned';
import { AppError } from '../../platform/errors';
import { workspaceOfRecord } from '../../platform/locate';
import { errors, noContent, requires, security } from '../../platform/http/route-kit';
import { actorOf, memberOfPathWorkspace } from './access';
import { leaveWorkspace } from './members-service';
import { workspaceParams } from './params';
import {
  createWorkspace,
  deleteWorkspace,
  getWorkspace,
  listMyWorkspaces,
  renameWorkspace,
  switchWorkspace,
  transferOwnership,
} from './workspaces-service';

/** `/api/app/conta/contas`: my workspaces, and one workspace's own settings. */
export const workspacesRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = memberOfPathWorkspace(app);
  // Per person (the caller's own membership), so any role may do them; API keys may not.
  const personInWorkspace = [app.authenticate, member];

  app.get(
    '/contas',
    {
      onRequest: app.authenticate,
      schema: {
        security,
        summary: 'Minhas contas, com o meu papel em cada uma',
        response: { 200: myWorkspaceListSchema, ...errors },
      },
    },
    async (request) => listMyWorkspaces(request.ctx.db, request.auth.userId),
  );

  app.get(
    '/localizar/:tipo/:registroId',
    {
      onRequest: app.authenticate,
      schema: {
        security,
        summary:
          'Em qual das minhas contas está um registro (para trocar de conta ao abrir um link)',
        params: locateParamsSchema,
        response: { 200: recordWorkspaceSchema, ...errors },
      },
    },
    async (request) => {
      const { tipo, registroId } = request.params;
      const spec = app.records.get(tipo);
      // Only my memberships are searched: another tenant's record is as missing as none.
      const found = spec
        ? await workspaceOfRecord(request.ctx.db, spec, tipo, request.auth.userId, registroId)
        : null;
      if (!found) throw AppError.notFound('Registro não encontrado.');
      return found;
    },
  );

  app.post(
    '/contas',
    {
      onRequest: app.authenticate,
      schema: {
        security,
        summary: 'Criar uma conta (tipos Criador e Organização)',
        body: createWorkspaceBodySchema,
        response: { 201: myWorkspaceSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createWorkspace(request.ctx, request.auth.userId, request.body.name)),
  );

  app.get(
    '/contas/:workspaceId',
    {
      onRequest: member,
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Uma conta: nome, tipo, Principal e o meu papel',
        params: workspaceParams,
        response: { 200: workspaceDetailSchema, ...errors },
      },
    },
    async (request) => getWorkspace(request.ctx.db, request.member),
  );

  app.patch(
    '/contas/:workspaceId',
    {
      onRequest: member,
      preParsing: requires('workspace.admin'),
      schema: {
        security,
        summary: 'Renomear a conta (Admin)',
        params: workspaceParams,
        body: renameWorkspaceBodySchema,
        response: {
          200: workspaceDetailSchema,
          ...errors,
          409: conflictErrorSchema(workspaceDetailSchema),
        },
      },
    },
    async (request) => {
      const { name, version } = request.body;
      await withCurrentOnConflict(
        () => renameWorkspace(request.ctx, request.member, actorOf(request), name, version),
        () => getWorkspace(request.ctx.db, request.member),
      );
      return getWorkspace(request.ctx.db, request.member);
    },
  );

  app.delete(
    '/contas/:workspaceId',
    {
      onRequest: member,
      preParsing: requires('workspace.own'),
      schema: {
        security,
        summary: 'Excluir a conta e tudo o que há nela (Principal; digite o nome para confirmar)',
        params: workspaceParams,
        body: deleteWorkspaceBodySchema,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await deleteWorkspace(request.ctx, request.member, request.body.confirmName);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/contas/:workspaceId/transferencia',
    {
      onRequest: member,
      preParsing: requires('workspace.own'),
      schema: {
        security,
        summary: 'Transferir a posse para outro membro (o Principal atual vira Admin)',
        params: workspaceParams,
        body: transferOwnershipBodySchema,
        response: { 200: workspaceDetailSchema, ...errors },
      },
    },
    async (request) => {
      await transferOwnership(request.ctx, request.member, actorOf(request), request.body.userId);
      return getWorkspace(request.ctx.db, { ...request.member, role: 'admin' });
    },
  );

  app.put(
    '/contas/:workspaceId/atual',
    {
      onRequest: personInWorkspace,
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Trocar para esta conta (lembrada para as próximas sessões)',
        params: workspaceParams,
        response: { 200: currentWorkspaceSchema, ...errors },
      },
    },
    async (request) => {
      await switchWorkspace(request.ctx, request.auth.userId, request.member.workspaceId);
      return { workspaceId: request.member.workspaceId };
    },
  );

  app.post(
    '/contas/:workspaceId/saida',
    {
      onRequest: personInWorkspace,
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Sair da conta (todos menos o Principal)',
        params: workspaceParams,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await leaveWorkspace(request.ctx, request.member);
      return reply.status(204).send(null);
    },
  );
};
