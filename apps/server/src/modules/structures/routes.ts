import { apiErrorSchema, conflictErrorSchema } from '@orbita/contracts';
import {
  createStructureBodySchema,
  createStructureVersionBodySchema,
  instantiatedStructureSchema,
  instantiateStructureBodySchema,
  structureDetailSchema,
  structurePageSchema,
  structureRecordPath,
  structureSchema,
  structuresEntity,
  structuresListQuerySchema,
  structureVersionParamsSchema,
  structureVersionSchema,
  updateStructureBodySchema,
  type Structure,
} from '@orbita/contracts/structures';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../../platform/db/client';
import { withCurrentOnConflict } from '../../platform/db/versioned';
import { errors, idParams, noContent, requires, security } from '../../platform/http/route-kit';
import { publish } from '../../platform/realtime/publish';
import type { MemberContext } from '../../platform/scope';
import {
  presentDetail,
  presentStructure,
  presentStructurePage,
  presentVersion,
  sourceKey,
  type ExistingSources,
} from './presenter';
import type { StructureRow } from './schema';
import {
  createStructure,
  createStructureVersion,
  deleteStructure,
  getStructureDetail,
  getVersion,
  instantiateStructure,
  listStructures,
  structureNotFound,
  updateStructure,
  type StructuresEnv,
} from './service';

const structureParams = idParams(structureNotFound);
const withUnprocessable = { ...errors, 422: apiErrorSchema };

/** Which of the rows' sources still exist in the workspace (one registry query per kind). */
async function existingSources(
  app: FastifyInstance,
  q: Queryable,
  member: MemberContext,
  rows: readonly StructureRow[],
): Promise<ExistingSources> {
  const refs = rows.flatMap((r) =>
    r.sourceKind && r.sourceId ? [{ kind: r.sourceKind as Structure['kind'], id: r.sourceId }] : [],
  );
  if (refs.length === 0) return new Set();
  // As the member sees them: a source a restricted hub narrows away reads as gone.
  const resolved = await app.records.resolve(q, member.workspaceId, refs, { viewer: member });
  return new Set(resolved.filter((r) => r.exists).map((r) => sourceKey(r.kind, r.id)));
}

/**
 * `/api/app/fabrica/estruturas`: any member reads (the gallery too); Criador and above save,
 * change, delete and instantiate (as creating the record itself would need).
 * Each route: validate (schemas) → `requires(action)` (before the body is parsed) →
 * service (its own transaction) → presenter → `publish` to the workspace's other tabs.
 */
export const structuresRoutes: FastifyPluginAsyncZod = async (app) => {
  const env: StructuresEnv = { templates: app.templates, collab: app.collab };
  const db = app.ctx.db;

  const presentRow = async (member: MemberContext, row: StructureRow) =>
    presentStructure(row, await existingSources(app, db, member, [row]));
  const detailOf = async (member: MemberContext, id: string) => {
    const detail = await getStructureDetail(db, member, id);
    const rows = detail.view.row ? [detail.view.row] : [];
    return presentDetail(detail, await existingSources(app, db, member, rows));
  };

  app.get(
    '/estruturas',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary:
          'A galeria (filtrada pelo tipo) e as estruturas da conta, das mais novas às mais antigas',
        querystring: structuresListQuerySchema,
        response: { 200: structurePageSchema, ...errors },
      },
    },
    async (request) => {
      const page = await listStructures(db, request.member, request.query);
      return presentStructurePage(page, await existingSources(app, db, request.member, page.rows));
    },
  );

  app.post(
    '/estruturas',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary:
          'Salvar um registro da conta (lista, processo, mapa, página, códex, gamificação) como estrutura: a versão 1; grande demais: 422',
        body: createStructureBodySchema,
        response: { 201: structureDetailSchema, ...withUnprocessable },
      },
    },
    async (request, reply) => {
      const row = await createStructure(request.ctx, env, request.member, request.body);
      const detail = await detailOf(request.member, row.id);
      const { versions: _v, versionCount: _c, snapshot: _s, ...data } = detail;
      await publish(request, { type: 'created', entity: structuresEntity, id: row.id, data });
      return reply.status(201).send(detail);
    },
  );

  app.get(
    '/estruturas/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary:
          'Uma estrutura (da conta ou da galeria) com suas versões mais novas e o conteúdo da versão atual',
        params: structureParams,
        response: { 200: structureDetailSchema, ...errors },
      },
    },
    async (request) => detailOf(request.member, request.params.id),
  );

  app.patch(
    '/estruturas/:id',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary:
          'Alterar nome, descrição, ícone ou a versão usada por padrão; `version` desatualizada: 409 com a estrutura atual',
        params: structureParams,
        body: updateStructureBodySchema,
        response: {
          200: structureSchema,
          ...errors,
          409: conflictErrorSchema(structureSchema),
        },
      },
    },
    async (request) => {
      const { ctx, member, params, body } = request;
      const row = await withCurrentOnConflict(
        () => updateStructure(ctx, member, params.id, body),
        async () => {
          const detail = await detailOf(member, params.id);
          const { versions: _v, versionCount: _c, snapshot: _s, ...current } = detail;
          return current;
        },
      );
      const structure = await presentRow(member, row);
      await publish(request, {
        type: 'updated',
        entity: structuresEntity,
        id: structure.id,
        data: structure,
      });
      return structure;
    },
  );

  app.delete(
    '/estruturas/:id',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Excluir uma estrutura e suas versões (os registros criados a partir dela ficam)',
        params: structureParams,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await deleteStructure(request.ctx, request.member, id);
      await publish(request, { type: 'deleted', entity: structuresEntity, id, data: { id } });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/estruturas/:id/versoes',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary:
          'Nova versão: o registro de origem como está agora vira a próxima versão (e a atual); origem excluída ou grande demais: 422',
        params: structureParams,
        body: createStructureVersionBodySchema,
        response: {
          201: structureDetailSchema,
          ...withUnprocessable,
          409: conflictErrorSchema(structureSchema),
        },
      },
    },
    async (request, reply) => {
      const { ctx, member, params, body } = request;
      const row = await withCurrentOnConflict(
        () => createStructureVersion(ctx, env, member, params.id, body),
        async () => {
          const detail = await detailOf(member, params.id);
          const { versions: _v, versionCount: _c, snapshot: _s, ...current } = detail;
          return current;
        },
      );
      const detail = await detailOf(member, row.id);
      const { versions: _v, versionCount: _c, snapshot: _s, ...data } = detail;
      await publish(request, { type: 'updated', entity: structuresEntity, id: row.id, data });
      return reply.status(201).send(detail);
    },
  );

  app.get(
    '/estruturas/:id/versoes/:number',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Uma versão com o seu conteúdo',
        params: structureVersionParamsSchema,
        response: { 200: structureVersionSchema, ...errors },
      },
    },
    async (request) =>
      presentVersion(
        await getVersion(db, request.member, request.params.id, request.params.number),
      ),
  );

  app.post(
    '/estruturas/:id/instanciar',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary:
          'Criar um registro a partir da estrutura (versão atual ou a escolhida), nesta ou em outra conta sua onde você pode criar',
        params: structureParams,
        body: instantiateStructureBodySchema,
        response: { 201: instantiatedStructureSchema, ...withUnprocessable },
      },
    },
    async (request, reply) => {
      const made = await instantiateStructure(
        request.ctx,
        env,
        request.member,
        request.auth?.via,
        request.params.id,
        request.body,
      );
      return reply.status(201).send({ ...made, path: structureRecordPath(made.kind, made.id) });
    },
  );
};
