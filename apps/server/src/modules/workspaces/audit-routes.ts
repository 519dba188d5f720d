import { auditPageSchema, auditQuerySchema } from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, requires, security } from '../../platform/http/route-kit';
import { memberOfPathWorkspace } from './access';
import { listAudit } from './audit';
import { workspaceParams } from './params';

/** `/api/app/conta/contas/:workspaceId/auditoria`: the audit log, newest first (Admin). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contas/:workspaceId/auditoria',
    {
      onRequest: memberOfPathWorkspace(app),
      preParsing: requires('workspace.admin'),
      schema: {
        security,
        summary: 'Auditoria da conta (Admin)',
        params: workspaceParams,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request) => listAudit(request.ctx.db, request.member.workspaceId, request.query),
  );
};
