import {
  exportPeopleQuerySchema,
  importPeopleBodySchema,
  importPeopleResultSchema,
} from '@orbita/contracts/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { exportPeople, importPeople } from './service';

/** A 5 MB file as JSON text (escapes of quotes and line breaks grow it). */
export const PEOPLE_IMPORT_BODY_LIMIT = 12 * 1024 * 1024;

/** `/api/app/pessoa/pessoas-importar` (preview, then commit) and `/pessoas-exportar` (streamed file). */
export const peopleIoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/pessoas-importar',
    {
      preParsing: requires('content.write'),
      bodyLimit: PEOPLE_IMPORT_BODY_LIMIT,
      schema: {
        security,
        summary: 'Importar pessoas de CSV ou vCard (prévia, depois importar; com deduplicação)',
        body: importPeopleBodySchema,
        response: { 200: importPeopleResultSchema, ...errors },
      },
    },
    async (request) => importPeople(request.ctx, request.member, request.body),
  );

  app.get(
    '/pessoas-exportar',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Baixar as pessoas (CSV ou vCard), todas ou as dos filtros',
        querystring: exportPeopleQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const file = exportPeople(request.ctx.db, request.member, request.query);
      return reply
        .header('Content-Type', file.type)
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Cache-Control', 'no-store')
        .send(file.stream as unknown as string); // streamed: the 200 schema only documents it
    },
  );
};
