import {
  publicationDiffQuerySchema,
  publicationDiffSchema,
  publicationRevisionListSchema,
  publicationRevisionParamsSchema,
  publicationRevisionSchema,
  publicationSchema,
  publicationsEntity,
} from '@orbita/contracts/publications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, idParams, requires, security } from '../../platform/http/route-kit';
import { publish } from '../../platform/realtime/publish';
import { freshMediaUrls } from '../media';
import { presentPublication, presentRevision, presentRevisionSummary } from './presenter';
import { publishPublication, unpublishPublication } from './publish';
import { diffRevision, getRevision, listRevisions, restoreRevision } from './revisions';
import { publicationNotFound } from './service';

const params = idParams(publicationNotFound);

/**
 * Going live and the history: Criador and above publish (the draft becomes revision N+1) and
 * take down; any member reads the revisions and their diffs; Editor and above restore a
 * revision into the draft (the live version changes only when published again).
 */
export const publicationRevisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = app.collab;

  app.post(
    '/publications/:id/publish',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Publicar o rascunho (nova revisão no ar)',
        params,
        response: { 200: publicationSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const item = presentPublication(
        await publishPublication(request.ctx, docs, request.member, id),
      );
      await publish(request, { type: 'updated', entity: publicationsEntity, id, data: item });
      return item;
    },
  );

  app.post(
    '/publications/:id/unpublish',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Tirar do ar (volta a rascunho; as revisões ficam no histórico)',
        params,
        response: { 200: publicationSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const item = presentPublication(await unpublishPublication(request.ctx, request.member, id));
      await publish(request, { type: 'updated', entity: publicationsEntity, id, data: item });
      return item;
    },
  );

  app.get(
    '/publications/:id/revisions',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Revisões publicadas, da mais nova à mais antiga',
        params,
        response: { 200: publicationRevisionListSchema, ...errors },
      },
    },
    async (request) => {
      const { rows, liveId } = await listRevisions(
        request.ctx.db,
        request.member,
        request.params.id,
      );
      return { items: rows.map((row) => presentRevisionSummary(row, liveId)) };
    },
  );

  app.get(
    '/publications/:id/revisions/:revisionId',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Uma revisão, com o corpo em HTML',
        params: publicationRevisionParamsSchema,
        response: { 200: publicationRevisionSchema, ...errors },
      },
    },
    async (request) => {
      const { id, revisionId } = request.params;
      const { revision, publication } = await getRevision(
        request.ctx.db,
        request.member,
        id,
        revisionId,
      );
      const view = presentRevision(revision, publication.liveRevisionId);
      // A revision's library images keep the address they were published with (expiring
      // while private): members reading the history get fresh ones.
      return {
        ...view,
        html: await freshMediaUrls(request.ctx.db, request.member.workspaceId, view.html),
      };
    },
  );

  app.get(
    '/publications/:id/revisions/:revisionId/diff',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Diferenças, palavra a palavra, entre a revisão e outra (ou o rascunho)',
        params: publicationRevisionParamsSchema,
        querystring: publicationDiffQuerySchema,
        response: { 200: publicationDiffSchema, ...errors },
      },
    },
    async (request) => {
      const { id, revisionId } = request.params;
      return diffRevision(request.ctx, docs, request.member, id, revisionId, request.query.against);
    },
  );

  app.post(
    '/publications/:id/revisions/:revisionId/restore',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Restaurar a revisão no rascunho (o que está no ar não muda)',
        params: publicationRevisionParamsSchema,
        response: { 200: publicationSchema, ...errors },
      },
    },
    async (request) => {
      const { id, revisionId } = request.params;
      const item = presentPublication(
        await restoreRevision(request.ctx, docs, request.member, id, revisionId),
      );
      await publish(request, { type: 'updated', entity: publicationsEntity, id, data: item });
      return item;
    },
  );
};
