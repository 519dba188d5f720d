import {
  boxesQuerySchema,
  boxesSchema,
  boxParamsSchema,
  boxSchema,
  createBoxBodySchema,
  financeDeletedSchema,
  updateBoxBodySchema,
} from '@orbita/contracts/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, publishFinance, requires, security, tags } from '../shared/route-kit';
import { createBox, deleteBox, getBox, listBoxes, setArchived, updateBox } from './service';

/** `/api/app/riqueza/boxes`: structures (Criador+ creates, changes, archives and deletes them). */
export const boxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/boxes',
    {
      preParsing: requires('workspace.read'),
      schema: {
        tags,
        security,
        summary: 'Caixas com saldo atual e projetado',
        querystring: boxesQuerySchema,
        response: { 200: boxesSchema, ...errors },
      },
    },
    async (request) => ({ items: await listBoxes(db, request.member, request.query) }),
  );

  app.post(
    '/boxes',
    {
      preParsing: requires('structure.manage'),
      schema: {
        tags,
        security,
        summary: 'Criar uma caixa (conta, caixa, cartão, carteira, investimento)',
        body: createBoxBodySchema,
        response: { 201: boxSchema, ...errors },
      },
    },
    async (request, reply) => {
      const box = await createBox(db, request.member, request.body);
      await publishFinance(app, request.member.workspaceId, [
        { type: 'created', id: box.id, data: box },
      ]);
      return reply.status(201).send(box);
    },
  );

  app.get(
    '/boxes/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        tags,
        security,
        summary: 'Uma caixa',
        params: boxParamsSchema,
        response: { 200: boxSchema, ...errors },
      },
    },
    async (request) => getBox(db, request.member, request.params.id),
  );

  app.patch(
    '/boxes/:id',
    {
      preParsing: requires('structure.manage'),
      schema: {
        tags,
        security,
        summary: 'Alterar uma caixa (o tipo não muda)',
        params: boxParamsSchema,
        body: updateBoxBodySchema,
        response: { 200: boxSchema, ...errors },
      },
    },
    async (request) => {
      const box = await updateBox(db, request.member, request.params.id, request.body);
      await publishFinance(app, request.member.workspaceId, [
        { type: 'updated', id: box.id, data: box },
      ]);
      return box;
    },
  );

  app.delete(
    '/boxes/:id',
    {
      preParsing: requires('structure.manage'),
      schema: {
        tags,
        security,
        summary: 'Excluir uma caixa sem lançamentos (senão 409: arquive)',
        params: boxParamsSchema,
        response: { 200: financeDeletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteBox(db, request.member, request.params.id);
      const deleted = { id: request.params.id, deleted: true as const };
      await publishFinance(app, request.member.workspaceId, [
        { type: 'deleted', id: deleted.id, data: deleted },
      ]);
      return deleted;
    },
  );

  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.post(
      `/boxes/:id/${action}`,
      {
        preParsing: requires('structure.manage'),
        schema: {
          tags,
          security,
          summary: archived ? 'Arquivar uma caixa' : 'Desarquivar uma caixa',
          params: boxParamsSchema,
          response: { 200: boxSchema, ...errors },
        },
      },
      async (request) => {
        const box = await setArchived(db, request.member, request.params.id, archived);
        await publishFinance(app, request.member.workspaceId, [
          { type: 'updated', id: box.id, data: box },
        ]);
        return box;
      },
    );
  }
};
