import {
  createWorkspaceBodySchema,
  currentWorkspaceSchema,
  deleteWorkspaceBodySchema,
  myWorkspaceListSchema,
  myWorkspaceSchema,
  renameWorkspaceBodySchema,
  transferOwnershipBodySchema,
  workspaceDetailSchema,
} from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, membershipEvent, memberOfPathWorkspace, publishAll } from './access';
import { leaveWorkspace } from './members-service';
import { errors, noContent, security, tags, workspaceParams } from './route-kit';
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
  const { db } = app.database;
  const inWorkspace = (action: Parameters<typeof memberOfPathWorkspace>[1]) =>
    memberOfPathWorkspace(app, action);

  app.get(
    '/contas',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Minhas contas, com o meu papel em cada uma',
        response: { 200: myWorkspaceListSchema, ...errors },
      },
    },
    async (request) => listMyWorkspaces(db, request.auth.userId),
  );

  app.post(
    '/contas',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Criar uma conta (tipos Criador e Organização)',
        body: createWorkspaceBodySchema,
        response: { 201: myWorkspaceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createWorkspace(db, request.auth.userId, request.body.name);
      await publishAll(app, [membershipEvent('created', created.id, request.auth.userId, 'owner')]);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/contas/:workspaceId',
    {
      preValidation: inWorkspace('workspace.read'),
      schema: {
        tags,
        security,
        summary: 'Uma conta: nome, tipo, Principal e o meu papel',
        params: workspaceParams,
        response: { 200: workspaceDetailSchema, ...errors },
      },
    },
    async (request) => getWorkspace(db, request.member),
  );

  app.patch(
    '/contas/:workspaceId',
    {
      preValidation: inWorkspace('workspace.admin'),
      schema: {
        tags,
        security,
        summary: 'Renomear a conta (Admin)',
        params: workspaceParams,
        body: renameWorkspaceBodySchema,
        response: { 200: workspaceDetailSchema, ...errors },
      },
    },
    async (request) => {
      await renameWorkspace(db, request.member, actorOf(request), request.body.name);
      const detail = await getWorkspace(db, request.member);
      await publishAll(app, [
        {
          type: 'updated',
          entity: 'workspace',
          workspaceId: detail.id,
          id: detail.id,
          data: { id: detail.id, name: detail.name },
        },
      ]);
      return detail;
    },
  );

  app.delete(
    '/contas/:workspaceId',
    {
      preValidation: inWorkspace('workspace.own'),
      schema: {
        tags,
        security,
        summary: 'Excluir a conta e tudo o que há nela (Principal; digite o nome para confirmar)',
        params: workspaceParams,
        body: deleteWorkspaceBodySchema,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const { workspaceId } = request.member;
      const memberIds = await deleteWorkspace(db, request.member, request.body.confirmName);
      await publishAll(app, [
        {
          type: 'deleted',
          entity: 'workspace',
          workspaceId,
          id: workspaceId,
          data: { id: workspaceId },
        },
        ...memberIds.map((userId) => membershipEvent('deleted', workspaceId, userId, null)),
      ]);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/contas/:workspaceId/transferencia',
    {
      preValidation: inWorkspace('workspace.own'),
      schema: {
        tags,
        security,
        summary: 'Transferir a posse para outro membro (o Principal atual vira Admin)',
        params: workspaceParams,
        body: transferOwnershipBodySchema,
        response: { 200: workspaceDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { from, to } = await transferOwnership(
        db,
        request.member,
        actorOf(request),
        request.body.userId,
      );
      const { workspaceId } = request.member;
      await publishAll(app, [
        membershipEvent('updated', workspaceId, from, 'admin'),
        membershipEvent('updated', workspaceId, to, 'owner'),
      ]);
      return getWorkspace(db, { ...request.member, role: 'admin' });
    },
  );

  // Per person (the caller's own membership), so any role may do them; API keys may not.
  app.put(
    '/contas/:workspaceId/atual',
    {
      onRequest: app.authenticate,
      preValidation: inWorkspace('workspace.read'),
      schema: {
        tags,
        security,
        summary: 'Trocar para esta conta (lembrada para as próximas sessões)',
        params: workspaceParams,
        response: { 200: currentWorkspaceSchema, ...errors },
      },
    },
    async (request) => {
      await switchWorkspace(db, request.auth.userId, request.member.workspaceId);
      return { workspaceId: request.member.workspaceId };
    },
  );

  app.post(
    '/contas/:workspaceId/saida',
    {
      onRequest: app.authenticate,
      preValidation: inWorkspace('workspace.read'),
      schema: {
        tags,
        security,
        summary: 'Sair da conta (todos menos o Principal)',
        params: workspaceParams,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await leaveWorkspace(db, request.member);
      await publishAll(app, [
        membershipEvent('deleted', request.member.workspaceId, request.member.userId, null),
      ]);
      return reply.status(204).send(null);
    },
  );
};
