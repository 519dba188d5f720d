import { conflictErrorSchema } from '@orbita/contracts';
import {
  createNexoBodySchema,
  nexoGraphSchema,
  nexoLinkSchema,
  nexoLinksSchema,
  nexoRecordParamsSchema,
  nexoSearchQuerySchema,
  nexoSearchSchema,
  nexosEntity,
  updateNexoBodySchema,
} from '@orbita/contracts/nexos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../platform/db/versioned';
import { errors, idParams, noContent, requires, security } from '../../platform/http/route-kit';
import { publish } from '../../platform/realtime/publish';
import { presentLink } from './presenter';
import {
  createLink,
  deleteLink,
  getLink,
  linkNotFound,
  listLinks,
  neighbourhood,
  searchRecords,
  updateLink,
} from './service';

const linkParams = idParams(linkNotFound);

/**
 * `/api/app/nexos`: any member reads; Editor and above link, relabel and unlink. Records are
 * named by (kind, id) of THE record registry (`app.records`), always in the member's
 * workspace: another workspace's record answers like a missing one (404).
 */
export const nexosRoutes: FastifyPluginAsyncZod = async (app) => {
  const records = app.records;

  app.get(
    '/nexos/:tipo/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Os nexos de um registro (nos dois sentidos), do mais novo ao mais antigo',
        params: nexoRecordParamsSchema,
        response: { 200: nexoLinksSchema, ...errors },
      },
    },
    async (request) => {
      const ref = { kind: request.params.tipo, id: request.params.id };
      const { record, links } = await listLinks(request.ctx.db, records, request.member, ref);
      return { record, links: links.map((link) => presentLink(link, ref)) };
    },
  );

  app.get(
    '/nexos/:tipo/:id/grafo',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'O grafo em volta de um registro: seus nexos e os nexos deles (até 200 nós)',
        params: nexoRecordParamsSchema,
        response: { 200: nexoGraphSchema, ...errors },
      },
    },
    async (request) =>
      neighbourhood(request.ctx.db, records, request.member, {
        kind: request.params.tipo,
        id: request.params.id,
      }),
  );

  app.get(
    '/nexos/busca',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Registros de um tipo pelo título, para criar um nexo (até 20)',
        querystring: nexoSearchQuerySchema,
        response: { 200: nexoSearchSchema, ...errors },
      },
    },
    async (request) => ({
      items: await searchRecords(
        request.ctx.db,
        records,
        request.member,
        request.query.tipo,
        request.query.q,
      ),
    }),
  );

  app.post(
    '/nexos',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Ligar dois registros (um nexo por par, com rótulo opcional)',
        body: createNexoBodySchema,
        response: { 201: nexoLinkSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createLink(request.ctx, records, request.member, request.body);
      const link = presentLink(created, request.body.from);
      await publish(request, {
        type: 'created',
        entity: nexosEntity,
        id: link.id,
        data: { id: link.id, ends: [request.body.from, request.body.to] },
      });
      return reply.status(201).send(link);
    },
  );

  app.patch(
    '/nexos/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Alterar o rótulo de um nexo',
        params: linkParams,
        body: updateNexoBodySchema,
        response: { 200: nexoLinkSchema, ...errors, 409: conflictErrorSchema(nexoLinkSchema) },
      },
    },
    async (request) => {
      const { db } = request.ctx;
      const { id } = request.params;
      const from = request.body.from;
      const updated = await withCurrentOnConflict(
        () => updateLink(request.ctx, records, request.member, id, request.body),
        async () => presentLink(await getLink(db, records, request.member, id), from),
      );
      const link = presentLink(updated, from);
      await publish(request, {
        type: 'updated',
        entity: nexosEntity,
        id,
        data: {
          id,
          ends: [updated.a, updated.b].map(({ kind, id: recordId }) => ({ kind, id: recordId })),
        },
      });
      return link;
    },
  );

  app.delete(
    '/nexos/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Remover um nexo',
        params: linkParams,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const row = await deleteLink(request.ctx, records, request.member, id);
      await publish(request, {
        type: 'deleted',
        entity: nexosEntity,
        id,
        data: {
          id,
          ends: [
            { kind: row.aKind, id: row.aId },
            { kind: row.bKind, id: row.bId },
          ],
        },
      });
      return reply.status(204).send(null);
    },
  );
};
