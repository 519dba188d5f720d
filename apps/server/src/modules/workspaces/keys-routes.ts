import {
  apiKeyListSchema,
  apiKeySchema,
  apiKeyWithSecretSchema,
  conflictErrorSchema,
  createApiKeyBodySchema,
  updateApiKeyBodySchema,
} from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../platform/db/versioned';
import { errors, requires, security } from '../../platform/http/route-kit';
import { actorOf, memberOfPathWorkspace } from './access';
import {
  createApiKey,
  getApiKey,
  listApiKeys,
  revokeApiKey,
  rotateApiKey,
  updateApiKey,
} from './api-keys-service';
import { keyParams, workspaceParams } from './params';

/**
 * `/api/app/conta/contas/:workspaceId/chaves`: API keys (Admin). The secret is in the
 * answer of creation and rotation only; it is stored as a hash and never shown again.
 */
export const keysRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = memberOfPathWorkspace(app);
  const admin = requires('workspace.admin');
  // Writes change who may act here: a person's session only, never a key (issue 14).
  const manage = requires('access.manage');

  app.get(
    '/contas/:workspaceId/chaves',
    {
      onRequest: member,
      preParsing: admin,
      schema: {
        security,
        summary: 'Chaves de API da conta (Admin)',
        params: workspaceParams,
        response: { 200: apiKeyListSchema, ...errors },
      },
    },
    async (request) => listApiKeys(request.ctx.db, request.member.workspaceId),
  );

  app.get(
    '/contas/:workspaceId/chaves/:keyId',
    {
      onRequest: member,
      preParsing: admin,
      schema: {
        security,
        summary: 'Uma chave de API (sem o segredo)',
        params: keyParams,
        response: { 200: apiKeySchema, ...errors },
      },
    },
    async (request) => getApiKey(request.ctx.db, request.member.workspaceId, request.params.keyId),
  );

  app.post(
    '/contas/:workspaceId/chaves',
    {
      onRequest: member,
      preParsing: manage,
      schema: {
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
    async (request, reply) =>
      reply
        .status(201)
        .send(await createApiKey(request.ctx, request.member, actorOf(request), request.body)),
  );

  app.patch(
    '/contas/:workspaceId/chaves/:keyId',
    {
      onRequest: member,
      preParsing: manage,
      schema: {
        security,
        summary: 'Alterar nome, papel, IPs permitidos, principal ou expiração',
        params: keyParams,
        body: updateApiKeyBodySchema,
        response: { 200: apiKeySchema, ...errors, 409: conflictErrorSchema(apiKeySchema) },
      },
    },
    async (request) =>
      withCurrentOnConflict(
        () =>
          updateApiKey(
            request.ctx,
            request.member,
            actorOf(request),
            request.params.keyId,
            request.body,
          ),
        () => getApiKey(request.ctx.db, request.member.workspaceId, request.params.keyId),
      ),
  );

  app.post(
    '/contas/:workspaceId/chaves/:keyId/rotacao',
    {
      onRequest: member,
      preParsing: manage,
      schema: {
        security,
        summary: 'Trocar o segredo (o anterior deixa de valer; o novo aparece só nesta resposta)',
        params: keyParams,
        response: { 200: apiKeyWithSecretSchema, ...errors },
      },
    },
    async (request) =>
      rotateApiKey(request.ctx, request.member, actorOf(request), request.params.keyId),
  );

  app.delete(
    '/contas/:workspaceId/chaves/:keyId',
    {
      onRequest: member,
      preParsing: manage,
      schema: {
        security,
        summary: 'Revogar uma chave',
        params: keyParams,
        response: { 200: apiKeySchema, ...errors },
      },
    },
    async (request) =>
      revokeApiKey(request.ctx, request.member, actorOf(request), request.params.keyId),
  );
};
