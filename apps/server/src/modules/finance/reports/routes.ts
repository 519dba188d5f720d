import {
  cashFlowQuerySchema,
  cashFlowSchema,
  entriesCsvSchema,
  entryFiltersSchema,
  FINANCE_ENTITY,
  financeSummarySchema,
  IMPORT_ROWS_MAX,
  importCommitBodySchema,
  importPreviewBodySchema,
  importPreviewSchema,
  importResultSchema,
} from '@orbita/contracts/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { publish } from '../../../platform/realtime/publish';
import { today } from '../../../platform/clock';
import { cashFlow } from './cash-flow/service';
import { exportLines, exportWhere } from './export/stream';
import { commitImport, previewImport } from './import/service';
import { financeSummary } from './summary/service';

/** The preview carries the file's bytes in base64: 5 MB become about 6.7 MB of JSON text. */
export const PREVIEW_BODY_LIMIT = 12 * 1024 * 1024;
/** 5,000 rows of an import commit. */
export const COMMIT_BODY_LIMIT = 4 * 1024 * 1024;
/** JSON entries of 5,000 rows (≤ 6 keys, the row's braces and comma each), over the API's 10,000. */
export const COMMIT_JSON_ENTRIES = 8 * IMPORT_ROWS_MAX;

/** Cash flow, the finance home summary, statement import (OFX/CSV) and CSV export (`/api/app/riqueza`). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/cash-flow',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary:
          'Fluxo de caixa: receitas, despesas e saldo por dia/semana/mês e por categoria (transferências nunca contam como receita ou despesa)',
        querystring: cashFlowQuerySchema,
        response: { 200: cashFlowSchema, ...errors },
      },
    },
    async (request) => cashFlow(db, request.member, request.query),
  );

  app.get(
    '/summary',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary:
          'Início das finanças: saldos, o mês (pago e pendente), contas a vencer em 30 dias (com faturas de cartão) e vencidas',
        response: { 200: financeSummarySchema, ...errors },
      },
    },
    async (request) => financeSummary(db, request.member),
  );

  app.post(
    '/imports/preview',
    {
      preParsing: requires('content.write'),
      bodyLimit: PREVIEW_BODY_LIMIT,
      schema: {
        security,
        summary:
          'Ler um extrato OFX ou CSV: linhas com sugestão de categoria e duplicados marcados (nada é gravado)',
        body: importPreviewBodySchema,
        response: { 200: importPreviewSchema, ...errors },
      },
    },
    async (request) => previewImport(db, request.member, request.body),
  );

  app.post(
    '/imports',
    {
      preParsing: requires('content.write'),
      bodyLimit: COMMIT_BODY_LIMIT,
      config: { jsonEntriesMax: COMMIT_JSON_ENTRIES },
      schema: {
        security,
        summary:
          'Importar as linhas escolhidas do extrato; duplicados são ignorados de novo (importar o mesmo arquivo duas vezes não cria nada)',
        body: importCommitBodySchema,
        response: { 201: importResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await commitImport(request.ctx, request.member, request.body);
      if (result.importId)
        await publish(request, {
          type: 'imported',
          entity: FINANCE_ENTITY,
          id: result.importId,
          data: result,
        });
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/entries/export.csv',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary:
          'Exportar os lançamentos do filtro em CSV (UTF-8 com BOM, separador ";", valores 1234,56)',
        querystring: entryFiltersSchema,
        produces: ['text/csv'],
        response: {
          200: {
            description: 'Data;Descrição;Categoria;Caixa;Tipo;Valor;Situação;Tags',
            content: { 'text/csv': { schema: entriesCsvSchema } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const where = exportWhere(request.member.workspaceId, request.query);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="lancamentos-${today()}.csv"`);
      reply.header('cache-control', 'no-store');
      // A stream skips the response serializer; the schema above documents the CSV for OpenAPI.
      return reply.send(Readable.from(exportLines(db, where)) as unknown as string);
    },
  );
};
