import { conflictErrorSchema } from '@orbita/contracts';
import {
  boxesQuerySchema,
  boxesSchema,
  boxParamsSchema,
  boxSchema,
  createBoxBodySchema,
  FINANCE_ENTITY,
  financeDeletedSchema,
  updateBoxBodySchema,
} from '@orbita/contracts/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../../platform/db/versioned';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { publish } from '../../../platform/realtime/publish';
import { createBox, deleteBox, getBox, listBoxes, setArchived, updateBox } from './service';

/** `/api/app/riqueza/boxes`: structures (Criador+ creates, changes, archives and deletes them). */
export const boxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/boxes',
    {
      preParsing: requires('workspace.read'),
      schema: {
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
        security,
        summary: 'Criar uma caixa (conta, caixa, cartão, carteira, investimento)',
        body: createBoxBodySchema,
        response: { 201: boxSchema, ...errors },
      },
    },
    async (request, reply) => {
      const box = await createBox(request.ctx, request.member, request.body);
      await publish(request, { type: 'created', entity: FINANCE_ENTITY, id: box.id, data: box });
      return reply.status(201).send(box);
    },
  );

  app.get(
    '/boxes/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
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
        security,
        summary: 'Alterar uma caixa (o tipo não muda)',
        params: boxParamsSchema,
        body: updateBoxBodySchema,
        response: { 200: boxSchema, ...errors, 409: conflictErrorSchema(boxSchema) },
      },
    },
    async (request) => {
      const box = await withCurrentOnConflict(
        () => updateBox(request.ctx, request.member, request.params.id, request.body),
        () => getBox(db, request.member, request.params.id),
      );
      await publish(request, { type: 'updated', entity: FINANCE_ENTITY, id: box.id, data: box });
      return box;
    },
  );

  app.delete(
    '/boxes/:id',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Excluir uma caixa sem lançamentos (senão 409: arquive)',
        params: boxParamsSchema,
        response: { 200: financeDeletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteBox(request.ctx, request.member, request.params.id);
      const deleted = { id: request.params.id, deleted: true as const };
      await publish(request, {
        type: 'deleted',
        entity: FINANCE_ENTITY,
        id: deleted.id,
        data: deleted,
      });
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
          security,
          summary: archived ? 'Arquivar uma caixa' : 'Desarquivar uma caixa',
          params: boxParamsSchema,
          response: { 200: boxSchema, ...errors },
        },
      },
      async (request) => {
        const box = await setArchived(request.ctx, request.member, request.params.id, archived);
        await publish(request, { type: 'updated', entity: FINANCE_ENTITY, id: box.id, data: box });
        return box;
      },
    );
  }
};
