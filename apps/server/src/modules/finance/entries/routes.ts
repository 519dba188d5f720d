import { conflictErrorSchema } from '@orbita/contracts';
import {
  createdEntriesSchema,
  createEntryBodySchema,
  deletedEntriesSchema,
  deleteEntryQuerySchema,
  entriesPageSchema,
  entriesQuerySchema,
  entryParamsSchema,
  entrySchema,
  FINANCE_ENTITY,
  updateEntryBodySchema,
} from '@orbita/contracts/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../../platform/db/versioned';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { publish } from '../../../platform/realtime/publish';
import { listEntries } from './query';
import { createEntries, deleteEntry, getEntry, updateEntry } from './service';

/** `/api/app/riqueza/entries`: content (Editor+ writes). */
export const entryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/entries',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Lançamentos (mais recentes primeiro), com filtros e cursor',
        querystring: entriesQuerySchema,
        response: { 200: entriesPageSchema, ...errors },
      },
    },
    async (request) => listEntries(db, request.member, request.query),
  );

  app.post(
    '/entries',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Registrar um lançamento (ou uma compra parcelada em N× no cartão)',
        body: createEntryBodySchema,
        response: { 201: createdEntriesSchema, ...errors },
      },
    },
    async (request, reply) => {
      const items = await createEntries(request.ctx, request.member, request.body);
      await publish(
        request,
        ...items.map((entry) => ({
          type: 'created',
          entity: FINANCE_ENTITY,
          id: entry.id,
          data: entry,
        })),
      );
      return reply.status(201).send({ items });
    },
  );

  app.get(
    '/entries/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Um lançamento',
        params: entryParamsSchema,
        response: { 200: entrySchema, ...errors },
      },
    },
    async (request) => getEntry(db, request.member, request.params.id),
  );

  app.patch(
    '/entries/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Alterar um lançamento (numa parcela: só ela)',
        params: entryParamsSchema,
        body: updateEntryBodySchema,
        response: { 200: entrySchema, ...errors, 409: conflictErrorSchema(entrySchema) },
      },
    },
    async (request) => {
      const entry = await withCurrentOnConflict(
        () => updateEntry(request.ctx, request.member, request.params.id, request.body),
        () => getEntry(db, request.member, request.params.id),
      );
      await publish(request, {
        type: 'updated',
        entity: FINANCE_ENTITY,
        id: entry.id,
        data: entry,
      });
      return entry;
    },
  );

  app.delete(
    '/entries/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Excluir um lançamento (?scope=group: a compra parcelada inteira)',
        params: entryParamsSchema,
        querystring: deleteEntryQuerySchema,
        response: { 200: deletedEntriesSchema, ...errors },
      },
    },
    async (request) => {
      const ids = await deleteEntry(
        request.ctx,
        request.member,
        request.params.id,
        request.query.scope,
      );
      await publish(
        request,
        ...ids.map((id) => ({
          type: 'deleted',
          entity: FINANCE_ENTITY,
          id,
          data: { id, deleted: true as const },
        })),
      );
      return { id: request.params.id, deleted: true as const, ids };
    },
  );
};
