import { conflictErrorSchema } from '@orbita/contracts';
import {
  addHubItemBodySchema,
  createHubBodySchema,
  hubActivityListSchema,
  hubCandidatesQuerySchema,
  hubCandidatesSchema,
  hubHomeSchema,
  hubListQuerySchema,
  hubMessages,
  hubPageSchema,
  hubSchema,
  hubsEntity,
  orderHubItemsBodySchema,
  pinHubItemBodySchema,
  putHubMemberBodySchema,
  updateHubBodySchema,
} from '@orbita/contracts/hubs';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errors,
  idParams,
  noContent,
  requires,
  security,
  uuidParam,
} from '../../platform/http/route-kit';
import { publish } from '../../platform/realtime/publish';
import {
  addHubItem,
  createHub,
  deleteHub,
  hubActivity,
  hubCandidates,
  hubHome,
  listHubs,
  orderHubItems,
  pinHubItem,
  putHubMember,
  removeHubItem,
  removeHubMember,
  updateHub,
} from './service';

const hubParams = idParams(hubMessages.notFound);
const memberParams = hubParams.extend({ userId: uuidParam(hubMessages.memberNotFound) });
const itemParams = hubParams.extend({ itemId: uuidParam(hubMessages.itemNotFound) });

/**
 * Realtime carries only the hub's id: a restricted hub's name must not reach the workspace's
 * other members, and what each person may do in it differs; tabs that show it refetch.
 */
const announce = (request: FastifyRequest, id: string, type: 'created' | 'updated' | 'deleted') =>
  publish(request, { type, entity: hubsEntity, id, data: { id } });

/**
 * `/api/app/fabrica/hubs`: any member reads the hubs they may see; Criador and above create
 * and delete hubs; Editor and above change them (in a restricted hub only its editors and the
 * workspace's Admins). Each route: validate → `requires(action)` → service → presenter →
 * `publish`. Writes to a hub's members and items answer the hub home, as GET does.
 */
export const hubsRoutes: FastifyPluginAsyncZod = async (app) => {
  const home = (request: FastifyRequest, id: string) =>
    hubHome(request.ctx.db, app.records, request.member, id);

  app.get(
    '/hubs',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Hubs que a pessoa vê, do mais novo ao mais antigo',
        querystring: hubListQuerySchema,
        response: { 200: hubPageSchema, ...errors },
      },
    },
    async (request) => listHubs(request.ctx.db, request.member, request.query),
  );

  app.post(
    '/hubs',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Criar um hub (quem cria é o primeiro editor)',
        body: createHubBodySchema,
        response: { 201: hubSchema, ...errors },
      },
    },
    async (request, reply) => {
      const hub = await createHub(request.ctx, request.member, request.body);
      await announce(request, hub.id, 'created');
      return reply.status(201).send(hub);
    },
  );

  app.get(
    '/hubs/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'A página do hub: o hub, seus membros e itens',
        params: hubParams,
        response: { 200: hubHomeSchema, ...errors },
      },
    },
    async (request) => home(request, request.params.id),
  );

  app.patch(
    '/hubs/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Alterar um hub (com `version`, uma edição desatualizada responde 409)',
        params: hubParams,
        body: updateHubBodySchema,
        response: { 200: hubSchema, ...errors, 409: conflictErrorSchema(hubSchema) },
      },
    },
    async (request) => {
      const hub = await updateHub(request.ctx, request.member, request.params.id, request.body);
      await announce(request, hub.id, 'updated');
      return hub;
    },
  );

  app.delete(
    '/hubs/:id',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Excluir um hub (os registros continuam em seus módulos)',
        params: hubParams,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await deleteHub(request.ctx, request.member, id);
      await announce(request, id, 'deleted');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/hubs/:id/membros',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Adicionar um membro da conta ao hub, ou mudar seu papel nele',
        params: hubParams,
        body: putHubMemberBodySchema,
        response: { 200: hubHomeSchema, ...errors },
      },
    },
    async (request) => {
      await putHubMember(request.ctx, request.member, request.params.id, request.body);
      await announce(request, request.params.id, 'updated');
      return home(request, request.params.id);
    },
  );

  app.delete(
    '/hubs/:id/membros/:userId',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Tirar uma pessoa do hub',
        params: memberParams,
        response: { 200: hubHomeSchema, ...errors },
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      await removeHubMember(request.ctx, request.member, id, userId);
      await announce(request, id, 'updated');
      return home(request, id);
    },
  );

  app.post(
    '/hubs/:id/itens',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Adicionar um registro ao hub',
        params: hubParams,
        body: addHubItemBodySchema,
        response: { 200: hubHomeSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await addHubItem(request.ctx, app.records, request.member, id, request.body);
      await announce(request, id, 'updated');
      return home(request, id);
    },
  );

  app.post(
    '/hubs/:id/itens/ordem',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Reordenar os itens do hub (exatamente os itens do hub, na nova ordem)',
        params: hubParams,
        body: orderHubItemsBodySchema,
        response: { 200: hubHomeSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await orderHubItems(request.ctx, request.member, id, request.body.itemIds);
      await announce(request, id, 'updated');
      return home(request, id);
    },
  );

  app.post(
    '/hubs/:id/itens/:itemId/fixar',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Fixar ou desafixar um item no topo do hub',
        params: itemParams,
        body: pinHubItemBodySchema,
        response: { 200: hubHomeSchema, ...errors },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      await pinHubItem(request.ctx, request.member, id, itemId, request.body.pinned);
      await announce(request, id, 'updated');
      return home(request, id);
    },
  );

  app.delete(
    '/hubs/:id/itens/:itemId',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Tirar um item do hub (o registro continua em seu módulo)',
        params: itemParams,
        response: { 200: hubHomeSchema, ...errors },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      await removeHubItem(request.ctx, request.member, id, itemId);
      await announce(request, id, 'updated');
      return home(request, id);
    },
  );

  app.get(
    '/hubs/:id/atividade',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Atividade do hub: itens adicionados e a última alteração de cada registro',
        params: hubParams,
        response: { 200: hubActivityListSchema, ...errors },
      },
    },
    async (request) => hubActivity(request.ctx.db, app.records, request.member, request.params.id),
  );

  app.get(
    '/hubs/:id/candidatos',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Registros de um tipo que podem entrar no hub, buscados pelo título',
        params: hubParams,
        querystring: hubCandidatesQuerySchema,
        response: { 200: hubCandidatesSchema, ...errors },
      },
    },
    async (request) =>
      hubCandidates(request.ctx.db, app.records, request.member, request.params.id, request.query),
  );
};
