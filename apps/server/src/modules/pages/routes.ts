import { can, conflictErrorSchema } from '@orbita/contracts';
import {
  createPageBodySchema,
  duplicatePageBodySchema,
  PAGE_BLOCKS_MAX,
  PAGE_TEXT_MAX,
  pageListSchema,
  pageMessages,
  pagePreviewSchema,
  pageSchema,
  pagesEntity,
  pagesListQuerySchema,
  pageVersionBodySchema,
  updatePageBodySchema,
  type Page,
} from '@orbita/contracts/pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../platform/db/versioned';
import { AppError } from '../../platform/errors';
import { errors, idParams, noContent, requires, security } from '../../platform/http/route-kit';
import { publish } from '../../platform/realtime/publish';
import { pageDocument, renderBlocksOf } from './documents';
import { presentPage, presentPageList } from './presenter';
import { publishPage, unpublishPage } from './publishing';
import {
  createPage,
  deletePage,
  duplicatePage,
  getPage,
  listPages,
  pageNotFound,
  updatePage,
} from './service';

const pageParams = idParams(pageNotFound);
/**
 * A page's body may be as large as its contract allows (100 blocks of 20,000 characters of
 * HTML, escaped in JSON): above the server's 1 MiB default, so its two writes declare it.
 */
export const PAGE_BODY_LIMIT = 3 * PAGE_BLOCKS_MAX * PAGE_TEXT_MAX + 64 * 1024;
const conflict = { 409: conflictErrorSchema(pageSchema) };

/**
 * `/api/app/produto/pages`: any member reads and previews; Editor and above edit a page's
 * draft, SEO and move it between draft and testing; Criador and above create, copy, delete,
 * set the visibility, publish and unpublish (pages are structures: contracts roles.ts).
 * Each route: validate → `requires(action)` (before the body is parsed) → service (its own
 * transaction) → presenter → `publish` to the workspace's other tabs.
 */
export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const announce = async (
    request: Parameters<typeof publish>[0],
    type: 'created' | 'updated',
    page: Page,
  ) => {
    await publish(request, { type, entity: pagesEntity, id: page.id, data: page });
    return page;
  };

  app.get(
    '/pages',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary:
          'Páginas, da alterada mais recentemente à mais antiga (busca por título ou endereço)',
        querystring: pagesListQuerySchema,
        response: { 200: pageListSchema, ...errors },
      },
    },
    async (request) => presentPageList(await listPages(db, request.member, request.query)),
  );

  app.post(
    '/pages',
    {
      preParsing: requires('structure.manage'),
      bodyLimit: PAGE_BODY_LIMIT,
      schema: {
        security,
        summary: 'Criar uma página (rascunho); sem endereço, ele vem do título',
        body: createPageBodySchema,
        response: { 201: pageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const page = presentPage(await createPage(request.ctx, request.member, request.body));
      return reply.status(201).send(await announce(request, 'created', page));
    },
  );

  app.get(
    '/pages/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Uma página com o rascunho dos blocos',
        params: pageParams,
        response: { 200: pageSchema, ...errors },
      },
    },
    async (request) => presentPage(await getPage(db, request.member, request.params.id)),
  );

  app.patch(
    '/pages/:id',
    {
      preParsing: requires('content.write'),
      bodyLimit: PAGE_BODY_LIMIT,
      schema: {
        security,
        summary:
          'Alterar o rascunho de uma página (título, endereço, blocos, SEO, status rascunho/teste; visibilidade: Criador+); `version` desatualizada: 409 com a página atual',
        params: pageParams,
        body: updatePageBodySchema,
        response: { 200: pageSchema, ...errors, ...conflict },
      },
    },
    async (request) => {
      const { ctx, member, params, body } = request;
      if (body.visibility !== undefined && !can(member.role, 'structure.manage'))
        throw AppError.forbidden(pageMessages.visibilityNeedsCreator);
      const page = await withCurrentOnConflict(
        async () => presentPage(await updatePage(ctx, member, params.id, body)),
        async () => presentPage(await getPage(db, member, params.id)),
      );
      return announce(request, 'updated', page);
    },
  );

  app.delete(
    '/pages/:id',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Excluir uma página (sai do ar)',
        params: pageParams,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await deletePage(request.ctx, request.member, id);
      await publish(request, { type: 'deleted', entity: pagesEntity, id, data: { id } });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/pages/:id/duplicate',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Duplicar uma página (novo rascunho privado, com endereço próprio)',
        params: pageParams,
        body: duplicatePageBodySchema,
        response: { 201: pageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { ctx, member, params, body } = request;
      const page = presentPage(await duplicatePage(ctx, member, params.id, body));
      return reply.status(201).send(await announce(request, 'created', page));
    },
  );

  app.post(
    '/pages/:id/publish',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary:
          'Publicar: o rascunho vira a versão no ar (status Produção); edições seguintes só mudam o rascunho',
        params: pageParams,
        body: pageVersionBodySchema.optional(),
        response: { 200: pageSchema, ...errors, ...conflict },
      },
    },
    async (request) => {
      const { ctx, member, params, body } = request;
      const page = await withCurrentOnConflict(
        async () => presentPage(await publishPage(ctx, member, params.id, body?.version)),
        async () => presentPage(await getPage(db, member, params.id)),
      );
      return announce(request, 'updated', page);
    },
  );

  app.post(
    '/pages/:id/unpublish',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Despublicar: a página volta a rascunho e o endereço público deixa de abrir',
        params: pageParams,
        body: pageVersionBodySchema.optional(),
        response: { 200: pageSchema, ...errors, ...conflict },
      },
    },
    async (request) => {
      const { ctx, member, params, body } = request;
      const page = await withCurrentOnConflict(
        async () => presentPage(await unpublishPage(ctx, member, params.id, body?.version)),
        async () => presentPage(await getPage(db, member, params.id)),
      );
      return announce(request, 'updated', page);
    },
  );

  app.get(
    '/pages/:id/preview',
    {
      // Reading the draft, so any member (an Observador too) and a GET: nothing is written.
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Prévia do rascunho como documento HTML (para o iframe do editor)',
        params: pageParams,
        response: { 200: pagePreviewSchema, ...errors },
      },
    },
    async (request) => {
      const page = await getPage(db, request.member, request.params.id);
      const body = await renderBlocksOf(db, page, page.blocks);
      return { html: pageDocument(page.title, body, page.seoDescription) };
    },
  );
};
