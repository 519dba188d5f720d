import {
  apiKeyListSchema,
  apiKeySchema,
  apiKeyWithSecretSchema,
  createApiKeyBodySchema,
  updateApiKeyBodySchema,
} from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, memberOfPathWorkspace, publishAll } from './access';
import {
  createApiKey,
  getApiKey,
  listApiKeys,
  revokeApiKey,
  rotateApiKey,
  updateApiKey,
} from './api-keys-service';
import { errors, keyParams, security, tags, workspaceParams } from './route-kit';

/** Events carry the public fields only; the secret never leaves through realtime either. */
const keyEvent = (type: 'created' | 'updated', workspaceId: string, id: string) => ({
  type,
  entity: 'api-key',
  workspaceId,
  id,
  data: { id },
});

/**
 * `/api/app/conta/contas/:workspaceId/chaves`: API keys (Admin). The secret is in the
 * answer of creation and rotation only; it is stored as a hash and never shown again.
 */
export const keysRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const admin = memberOfPathWorkspace(app, 'workspace.admin');

  app.get(
    '/contas/:workspaceId/chaves',
    {
      preValidation: admin,
      schema: {
        tags,
        security,
        summary: 'Chaves de API da conta (Admin)',
        params: workspaceParams,
        response: { 200: apiKeyListSchema, ...errors },
      },
    },
    async (request) => listApiKeys(db, request.member.workspaceId),
  );

  app.get(
    '/contas/:workspaceId/chaves/:keyId',
    {
      preValidation: admin,
      schema: {
        tags,
        security,
        summary: 'Uma chave de API (sem o segredo)',
        params: keyParams,
        response: { 200: apiKeySchema, ...errors },
      },
    },
    async (request) => getApiKey(db, request.member.workspaceId, request.params.keyId),
  );

  app.post(
    '/contas/:workspaceId/chaves',
    {
      preValidation: admin,
      schema: {
        tags,
        security,
        summary: 'Criar uma chave (o segredo aparece só nesta resposta)',
        description:
          'Use a chave em `Authorization: Bearer <secret>` (o `secret` inteiro, `orb_<id>.<segredo>`). Ela age só nesta conta, com o seu papel, ' +
          'e só a partir dos IPs permitidos (IPv4, IPv6 ou faixas CIDR; lista vazia = qualquer IP). Rotas pessoais (`/api/auth/app`, `/api/app/me`) recusam chaves.',
        params: workspaceParams,
        body: createApiKeyBodySchema,
        response: { 201: apiKeyWithSecretSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createApiKey(db, request.member, actorOf(request), request.body);
      await publishAll(app, [keyEvent('created', request.member.workspaceId, created.key.id)]);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/contas/:workspaceId/chaves/:keyId',
    {
      preValidation: admin,
      schema: {
        tags,
        security,
        summary: 'Alterar nome, papel, IPs permitidos, principal ou expiração',
        params: keyParams,
        body: updateApiKeyBodySchema,
        response: { 200: apiKeySchema, ...errors },
      },
    },
    async (request) => {
      const key = await updateApiKey(
        db,
        request.member,
        actorOf(request),
        request.params.keyId,
        request.body,
      );
      await publishAll(app, [keyEvent('updated', request.member.workspaceId, key.id)]);
      return key;
    },
  );

  app.post(
    '/contas/:workspaceId/chaves/:keyId/rotacao',
    {
      preValidation: admin,
      schema: {
        tags,
        security,
        summary: 'Trocar o segredo (o anterior deixa de valer; o novo aparece só nesta resposta)',
        params: keyParams,
        response: { 200: apiKeyWithSecretSchema, ...errors },
      },
    },
    async (request) => {
      const rotated = await rotateApiKey(
        db,
        request.member,
        actorOf(request),
        request.params.keyId,
      );
      await publishAll(app, [keyEvent('updated', request.member.workspaceId, rotated.key.id)]);
      return rotated;
    },
  );

  app.delete(
    '/contas/:workspaceId/chaves/:keyId',
    {
      preValidation: admin,
      schema: {
        tags,
        security,
        summary: 'Revogar uma chave',
        params: keyParams,
        response: { 200: apiKeySchema, ...errors },
      },
    },
    async (request) => {
      const key = await revokeApiKey(db, request.member, actorOf(request), request.params.keyId);
      await publishAll(app, [keyEvent('updated', request.member.workspaceId, key.id)]);
      return key;
    },
  );
};
