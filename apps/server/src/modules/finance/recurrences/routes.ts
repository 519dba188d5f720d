import { conflictErrorSchema } from '@orbita/contracts';
import {
  createdRecurrenceSchema,
  createRecurrenceBodySchema,
  deletedOccurrencesSchema,
  deleteOccurrenceQuerySchema,
  entrySchema,
  FINANCE_ENTITY,
  occurrenceParamsSchema,
  recurrencesSchema,
  updatedOccurrenceSchema,
  updateOccurrenceBodySchema,
  type Entry,
} from '@orbita/contracts/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../../platform/db/versioned';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { publish, type Change } from '../../../platform/realtime/publish';
import { getEntry } from '../entries/service';
import { createRecurrence, deleteOccurrence, listRecurrences, updateOccurrence } from './service';

const entryChange = (type: 'created' | 'updated', entry: Entry): Change<'finance'> => ({
  type,
  entity: FINANCE_ENTITY,
  id: entry.id,
  data: entry,
});

/**
 * `/api/app/riqueza/recurrences`: recurring entries (Editor+ writes). An occurrence is an
 * ordinary entry, so realtime goes out as the entries it created, changed or deleted.
 */
export const recurrenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/recurrences',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Lançamentos fixos (recorrências) e quais lançamentos são as suas ocorrências',
        response: { 200: recurrencesSchema, ...errors },
      },
    },
    async (request) => listRecurrences(db, request.member),
  );

  app.post(
    '/recurrences',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary:
          'Criar um lançamento fixo (semanal, mensal ou anual; até uma data, N vezes ou sempre)',
        body: createRecurrenceBodySchema,
        response: { 201: createdRecurrenceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createRecurrence(request.ctx, request.member, request.body);
      await publish(request, ...created.items.map((e) => entryChange('created', e)));
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/recurrences/occurrences/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Alterar uma ocorrência: somente ela, ela e as seguintes, ou todas',
        params: occurrenceParamsSchema,
        body: updateOccurrenceBodySchema,
        response: {
          200: updatedOccurrenceSchema,
          ...errors,
          409: conflictErrorSchema(entrySchema),
        },
      },
    },
    async (request) => {
      let extra: { changed: Entry[]; created: Entry[] } = { changed: [], created: [] };
      const entry = await withCurrentOnConflict(
        async () => {
          const result = await updateOccurrence(
            request.ctx,
            request.member,
            request.params.id,
            request.body,
          );
          extra = result;
          return result.entry;
        },
        () => getEntry(db, request.member, request.params.id),
      );
      await publish(
        request,
        entryChange('updated', entry),
        ...extra.changed.map((e) => entryChange('updated', e)),
        ...extra.created.map((e) => entryChange('created', e)),
      );
      return { entry, ids: [entry.id, ...extra.changed.map((e) => e.id)] };
    },
  );

  app.delete(
    '/recurrences/occurrences/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Excluir uma ocorrência: somente ela, ela e as seguintes, ou todas',
        params: occurrenceParamsSchema,
        querystring: deleteOccurrenceQuerySchema,
        response: { 200: deletedOccurrencesSchema, ...errors },
      },
    },
    async (request) => {
      const ids = await deleteOccurrence(
        request.ctx,
        request.member,
        request.params.id,
        request.query.scope,
      );
      await publish(
        request,
        ...ids.map((id) => ({
          type: 'deleted' as const,
          entity: FINANCE_ENTITY,
          id,
          data: { id, deleted: true as const },
        })),
      );
      return { id: request.params.id, deleted: true as const, ids };
    },
  );
};
