import {
  createdEntriesSchema,
  createEntryBodySchema,
  deletedEntriesSchema,
  deleteEntryQuerySchema,
  entriesPageSchema,
  entriesQuerySchema,
  entryParamsSchema,
  entrySchema,
  updateEntryBodySchema,
} from '@orbita/contracts/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commitContext } from '../../../platform/db/transaction';
import { errors, publishFinance, requires, security, tags } from '../shared/route-kit';
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
        tags,
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
        tags,
        security,
        summary: 'Registrar um lançamento (ou uma compra parcelada em N× no cartão)',
        body: createEntryBodySchema,
        response: { 201: createdEntriesSchema, ...errors },
      },
    },
    async (request, reply) => {
      const items = await createEntries(commitContext(app), request.member, request.body);
      await publishFinance(
        app,
        request.member.workspaceId,
        items.map((entry) => ({ type: 'created', id: entry.id, data: entry })),
      );
      return reply.status(201).send({ items });
    },
  );

  app.get(
    '/entries/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        tags,
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
        tags,
        security,
        summary: 'Alterar um lançamento (numa parcela: só ela)',
        params: entryParamsSchema,
        body: updateEntryBodySchema,
        response: { 200: entrySchema, ...errors },
      },
    },
    async (request) => {
      const entry = await updateEntry(
        commitContext(app),
        request.member,
        request.params.id,
        request.body,
      );
      await publishFinance(app, request.member.workspaceId, [
        { type: 'updated', id: entry.id, data: entry },
      ]);
      return entry;
    },
  );

  app.delete(
    '/entries/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        tags,
        security,
        summary: 'Excluir um lançamento (?scope=group: a compra parcelada inteira)',
        params: entryParamsSchema,
        querystring: deleteEntryQuerySchema,
        response: { 200: deletedEntriesSchema, ...errors },
      },
    },
    async (request) => {
      const ids = await deleteEntry(
        commitContext(app),
        request.member,
        request.params.id,
        request.query.scope,
      );
      await publishFinance(
        app,
        request.member.workspaceId,
        ids.map((id) => ({ type: 'deleted', id, data: { id, deleted: true } })),
      );
      return { id: request.params.id, deleted: true as const, ids };
    },
  );
};
