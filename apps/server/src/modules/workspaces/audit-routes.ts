import { auditPageSchema, auditQuerySchema } from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOfPathWorkspace } from './access';
import { listAudit } from './audit';
import { errors, security, tags, workspaceParams } from './route-kit';

/** `/api/app/conta/contas/:workspaceId/auditoria`: the audit log, newest first (Admin). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contas/:workspaceId/auditoria',
    {
      preValidation: memberOfPathWorkspace(app, 'workspace.admin'),
      schema: {
        tags,
        security,
        summary: 'Auditoria da conta (Admin)',
        params: workspaceParams,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request) => listAudit(app.database.db, request.member.workspaceId, request.query),
  );
};
