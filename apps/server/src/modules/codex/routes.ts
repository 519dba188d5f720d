import {
  CODEX_BODY_BYTES_MAX,
  CODEX_IMPORT_BYTES_MAX,
  CODEX_IMPORT_FILES_MAX,
  codexDetailSchema,
  type CodexEntry,
  type CodexEntrySummary,
  codexEntity,
  codexEntrySchema,
  codexEntrySummarySchema,
  codexImportResultSchema,
  codexListQuerySchema,
  codexMessages,
  codexPageSchema,
  codexRevisionListSchema,
  codexRevisionSchema,
  codexSchema,
  codexSearchPageSchema,
  codexSearchQuerySchema,
  createCodexBodySchema,
  createCodexEntryBodySchema,
  moveCodexEntryBodySchema,
  restoreCodexRevisionBodySchema,
  updateCodexBodySchema,
  updateCodexEntryBodySchema,
} from '@orbita/contracts/codex';
import { conflictErrorSchema } from '@orbita/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withCurrentOnConflict } from '../../platform/db/versioned';
import {
  errors,
  idParams,
  noContent,
  requires,
  security,
  uuidParam,
} from '../../platform/http/route-kit';
import { publish } from '../../platform/realtime/publish';
import { refuse } from './body';
import { removeEntryDocuments } from './live-document';
import {
  presentCodex,
  presentCodexDetail,
  presentCodexPage,
  presentEntry,
  presentEntrySummary,
  presentRevision,
  presentRevisionSummary,
} from './presenter';
import { searchEntries } from './search';
import {
  codexNotFound,
  createCodex,
  createEntry,
  deleteCodex,
  deleteEntry,
  entryNotFound,
  getCodex,
  getCodexDetail,
  getEntry,
  getRevision,
  listCodices,
  listRevisions,
  moveEntry,
  restoreRevision,
  revisionNotFound,
  updateCodex,
  updateEntry,
} from './service';
import { exportCodex, exportEntry, importMarkdown, type UploadedFile } from './transfer';

const codexParams = idParams(codexNotFound);
const entryParams = z.object({ entryId: uuidParam(entryNotFound) });
const revisionParams = entryParams.extend({ revisionId: uuidParam(revisionNotFound) });
/** A save carries a body up to CODEX_BODY_BYTES_MAX plus its JSON envelope. */
const entryBodyLimit = CODEX_BODY_BYTES_MAX * 2;

/** The tree node of a presented entry (what realtime carries). */
const summaryOf = (entry: CodexEntry): CodexEntrySummary => ({
  id: entry.id,
  codexId: entry.codexId,
  parentId: entry.parentId,
  position: entry.position,
  title: entry.title,
  version: entry.version,
  updatedAt: entry.updatedAt,
});

const attachment = (name: string) => {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'codex';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/**
 * `/api/app/codex`: any member reads; Editor and above write (`content.write`). Each route:
 * validate (schemas) → `requires(action)` (before the body is parsed) → service (its own
 * transaction) → presenter → `publish` to the workspace's other tabs.
 */
export const codexRoutes: FastifyPluginAsyncZod = async (app) => {
  // ------------------------------------------------------------ codices
  app.get(
    '/codices',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Códices do espaço, do mais novo ao mais antigo',
        querystring: codexListQuerySchema,
        response: { 200: codexPageSchema, ...errors },
      },
    },
    async (request) =>
      presentCodexPage(await listCodices(request.ctx.db, request.member, request.query)),
  );

  app.post(
    '/codices',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Criar um códex',
        body: createCodexBodySchema,
        response: { 201: codexSchema, ...errors },
      },
    },
    async (request, reply) => {
      const codex = presentCodex(await createCodex(request.ctx, request.member, request.body));
      await publish(request, { type: 'created', entity: codexEntity, id: codex.id, data: codex });
      return reply.status(201).send(codex);
    },
  );

  app.get(
    '/codices/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Um códex com a árvore de entradas',
        params: codexParams,
        response: { 200: codexDetailSchema, ...errors },
      },
    },
    async (request) =>
      presentCodexDetail(await getCodexDetail(request.ctx.db, request.member, request.params.id)),
  );

  app.patch(
    '/codices/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Alterar nome, descrição ou ícone de um códex',
        params: codexParams,
        body: updateCodexBodySchema,
        response: { 200: codexSchema, ...errors, 409: conflictErrorSchema(codexSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const codex = presentCodex(
        await withCurrentOnConflict(
          () => updateCodex(request.ctx, request.member, id, request.body),
          async () => presentCodex(await getCodex(request.ctx.db, request.member, id)),
        ),
      );
      await publish(request, { type: 'updated', entity: codexEntity, id, data: codex });
      return codex;
    },
  );

  app.delete(
    '/codices/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Excluir um códex e todas as suas entradas',
        params: codexParams,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const entryIds = await deleteCodex(request.ctx, request.member, id);
      await removeEntryDocuments(app.collab, request.member, entryIds, request.log);
      await publish(request, { type: 'deleted', entity: codexEntity, id, data: { id } });
      return reply.status(204).send(null);
    },
  );

  // ------------------------------------------------------------ entries
  app.post(
    '/codices/:id/entries',
    {
      preParsing: requires('content.write'),
      bodyLimit: entryBodyLimit,
      schema: {
        security,
        summary: 'Criar uma entrada (na raiz ou sob outra, na posição pedida)',
        params: codexParams,
        body: createCodexEntryBodySchema,
        response: { 201: codexEntrySchema, ...errors },
      },
    },
    async (request, reply) => {
      const entry = presentEntry(
        await createEntry(request.ctx, request.member, request.params.id, request.body),
      );
      await publish(request, {
        type: 'created',
        entity: codexEntity,
        id: entry.id,
        data: summaryOf(entry),
      });
      return reply.status(201).send(entry);
    },
  );

  app.get(
    '/entries/:entryId',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Uma entrada com o conteúdo, os links e os backlinks',
        params: entryParams,
        response: { 200: codexEntrySchema, ...errors },
      },
    },
    async (request) =>
      presentEntry(await getEntry(request.ctx.db, request.member, request.params.entryId)),
  );

  app.patch(
    '/entries/:entryId',
    {
      preParsing: requires('content.write'),
      bodyLimit: entryBodyLimit,
      schema: {
        security,
        summary:
          'Salvar título e/ou conteúdo de uma entrada (o conteúdo vai ao documento ao vivo; guarda uma revisão)',
        params: entryParams,
        body: updateCodexEntryBodySchema,
        response: { 200: codexEntrySchema, ...errors, 409: conflictErrorSchema(codexEntrySchema) },
      },
    },
    async (request) => {
      const { entryId } = request.params;
      const entry = presentEntry(
        await withCurrentOnConflict(
          () => updateEntry(request.ctx, app.collab, request.member, entryId, request.body),
          async () => presentEntry(await getEntry(request.ctx.db, request.member, entryId)),
        ),
      );
      await publish(request, {
        type: 'updated',
        entity: codexEntity,
        id: entryId,
        data: summaryOf(entry),
      });
      return entry;
    },
  );

  app.post(
    '/entries/:entryId/move',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Mover uma entrada (outra mãe e/ou outra posição entre as irmãs)',
        params: entryParams,
        body: moveCodexEntryBodySchema,
        response: {
          200: codexEntrySummarySchema,
          ...errors,
          409: conflictErrorSchema(codexEntrySchema),
        },
      },
    },
    async (request) => {
      const { entryId } = request.params;
      const entry = presentEntrySummary(
        await withCurrentOnConflict(
          () => moveEntry(request.ctx, request.member, entryId, request.body),
          async () => presentEntry(await getEntry(request.ctx.db, request.member, entryId)),
        ),
      );
      await publish(request, { type: 'updated', entity: codexEntity, id: entryId, data: entry });
      return entry;
    },
  );

  app.delete(
    '/entries/:entryId',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Excluir uma entrada e suas subentradas',
        params: entryParams,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const { codexId, ids } = await deleteEntry(
        request.ctx,
        request.member,
        request.params.entryId,
      );
      await removeEntryDocuments(app.collab, request.member, ids, request.log);
      await publish(
        request,
        ...ids.map((id) => ({
          type: 'deleted' as const,
          entity: codexEntity as typeof codexEntity,
          id,
          data: { id, codexId },
        })),
      );
      return reply.status(204).send(null);
    },
  );

  // ------------------------------------------------------------ revisions
  app.get(
    '/entries/:entryId/revisions',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Revisões de uma entrada, da mais nova à mais antiga',
        params: entryParams,
        response: { 200: codexRevisionListSchema, ...errors },
      },
    },
    async (request) => ({
      items: (await listRevisions(request.ctx.db, request.member, request.params.entryId)).map(
        presentRevisionSummary,
      ),
    }),
  );

  app.get(
    '/entries/:entryId/revisions/:revisionId',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Uma revisão com o conteúdo',
        params: revisionParams,
        response: { 200: codexRevisionSchema, ...errors },
      },
    },
    async (request) =>
      presentRevision(
        await getRevision(
          request.ctx.db,
          request.member,
          request.params.entryId,
          request.params.revisionId,
        ),
      ),
  );

  app.post(
    '/entries/:entryId/revisions/:revisionId/restore',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Restaurar uma revisão (vira um novo salvamento; os editores abertos a recebem)',
        params: revisionParams,
        body: restoreCodexRevisionBodySchema,
        response: { 200: codexEntrySchema, ...errors, 409: conflictErrorSchema(codexEntrySchema) },
      },
    },
    async (request) => {
      const { entryId, revisionId } = request.params;
      const entry = presentEntry(
        await withCurrentOnConflict(
          () =>
            restoreRevision(
              request.ctx,
              app.collab,
              request.member,
              entryId,
              revisionId,
              request.body.version,
            ),
          async () => presentEntry(await getEntry(request.ctx.db, request.member, entryId)),
        ),
      );
      await publish(request, {
        type: 'updated',
        entity: codexEntity,
        id: entryId,
        data: summaryOf(entry),
      });
      return entry;
    },
  );

  // ------------------------------------------------------------ search
  app.get(
    '/busca',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Buscar nas entradas (português, sem acentos; um códex ou todos)',
        querystring: codexSearchQuerySchema,
        response: { 200: codexSearchPageSchema, ...errors },
      },
    },
    async (request) => {
      const page = await searchEntries(request.ctx.db, request.member, request.query);
      return { items: page.rows, nextOffset: page.nextOffset };
    },
  );

  // ------------------------------------------------------------ Markdown
  app.get(
    '/codices/:id/export',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary:
          'Exportar o códex em Markdown (ZIP: pastas = árvore, index.md nas entradas com filhas)',
        params: codexParams,
        produces: ['application/zip'],
        response: {
          200: {
            description: 'Arquivo ZIP com um .md por entrada',
            content: { 'application/zip': { schema: z.string() } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const file = await exportCodex(request.ctx.db, request.member, request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachment(file.name))
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.zip) as unknown as string);
    },
  );

  app.get(
    '/entries/:entryId/export',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Exportar uma entrada em Markdown (.md)',
        params: entryParams,
        produces: ['text/markdown'],
        response: {
          200: {
            description: 'A entrada em Markdown (# Título, depois o conteúdo)',
            content: { 'text/markdown': { schema: z.string() } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const file = await exportEntry(request.ctx.db, request.member, request.params.entryId);
      return reply
        .header('content-type', 'text/markdown; charset=utf-8')
        .header('content-disposition', attachment(file.name))
        .header('cache-control', 'no-store')
        .send(file.markdown);
    },
  );

  // Only this scope parses multipart bodies (the import); limits again per file below.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(multipart, {
      limits: {
        fileSize: CODEX_IMPORT_BYTES_MAX,
        files: CODEX_IMPORT_FILES_MAX,
        fields: 0,
        parts: CODEX_IMPORT_FILES_MAX,
      },
    });
    scope.post(
      '/codices/:id/import',
      {
        preParsing: requires('content.write'),
        schema: {
          security,
          summary:
            'Importar Markdown (multipart, parte "files": um .zip ou arquivos .md) para a raiz do códex',
          consumes: ['multipart/form-data'],
          params: codexParams,
          response: { 201: codexImportResultSchema, ...errors },
        },
      },
      async (request, reply) => {
        // Another workspace's (or a missing) codex answers 404 before any file is read.
        await getCodex(request.ctx.db, request.member, request.params.id);
        const files = await receiveFiles(request);
        const rows = await importMarkdown(request.ctx, request.member, request.params.id, files);
        const entries = rows.map(presentEntrySummary);
        await publish(
          request,
          ...entries.map((entry) => ({
            type: 'created' as const,
            entity: codexEntity as typeof codexEntity,
            id: entry.id,
            data: entry,
          })),
        );
        return reply.status(201).send({ created: entries.length, entries });
      },
    );
  });
};

/** The uploaded files, refused (422 pt-BR) past the request's limits. */
async function receiveFiles(request: FastifyRequest): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw refuse(codexMessages.importEmpty);
  const files: UploadedFile[] = [];
  let total = 0;
  try {
    for await (const part of request.files()) {
      const data = await part.toBuffer();
      total += data.length;
      if (total > CODEX_IMPORT_BYTES_MAX) throw refuse(codexMessages.importTooLarge);
      files.push({ name: part.filename, data: new Uint8Array(data) });
    }
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(codexMessages.importTooLarge);
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
        throw refuse(codexMessages.importTooManyFiles);
      if (code !== undefined && code.startsWith('FST_'))
        throw refuse(codexMessages.importZipInvalid);
    }
    throw error;
  }
  return files;
}
