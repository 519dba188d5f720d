import { apiErrorSchema } from '@orbita/contracts';
import {
  connectWhatsappBodySchema,
  whatsappConnectionSchema,
  whatsappTemplatesSchema,
} from '@orbita/contracts/chats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, noContent, requires, security } from '../../../platform/http/route-kit';
import type { ChatWhatsappConnectionRow } from '../schema';
import {
  checkWhatsapp,
  connectionOf,
  connectWhatsapp,
  disconnectWhatsapp,
  presentConnection,
  syncTemplates,
} from './connection';
import type { WhatsappDeps } from './deps';

/** Refusals from Meta (422) and Meta away (503), both pt-BR. */
const graphErrors = { 422: apiErrorSchema, 503: apiErrorSchema };

/** No connection: no templates (an empty list, not an error: the composer just offers none). */
const presentTemplates = (row: ChatWhatsappConnectionRow | null) => ({
  items: row?.templates ?? [],
  syncedAt: row?.templatesSyncedAt?.toISOString() ?? null,
});

/**
 * `/api/app/comunicacao/whatsapp…`: the workspace's WhatsApp Cloud API connection, Admins
 * only (`workspace.admin`). Secrets go in and never come back out (presentConnection).
 */
export function whatsappAdminRoutes(deps: WhatsappDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const present = (workspaceId: string, row: ChatWhatsappConnectionRow | null) =>
      presentConnection(app.ctx.db, deps, workspaceId, row);

    app.get(
      '/whatsapp',
      {
        preParsing: requires('workspace.admin'),
        schema: {
          security,
          summary: 'A conexão do WhatsApp (Cloud API) do espaço: saúde, fila de envio, webhook',
          response: { 200: whatsappConnectionSchema, ...errors },
        },
      },
      async (request) =>
        present(
          request.member.workspaceId,
          await connectionOf(request.ctx.db, request.member.workspaceId),
        ),
    );

    app.put(
      '/whatsapp',
      {
        preParsing: requires('workspace.admin'),
        schema: {
          security,
          summary:
            'Conectar o número (token conferido com a Meta, modelos sincronizados, segredos cifrados); número de outro espaço: 409',
          body: connectWhatsappBodySchema,
          response: { 200: whatsappConnectionSchema, ...errors, ...graphErrors },
        },
      },
      async (request) => {
        const row = await connectWhatsapp(
          { ...deps, ctx: request.ctx },
          request.member,
          request.body,
        );
        return present(request.member.workspaceId, row);
      },
    );

    app.delete(
      '/whatsapp',
      {
        preParsing: requires('workspace.admin'),
        schema: {
          security,
          summary: 'Desconectar o WhatsApp (mensagens na fila falham com o motivo)',
          response: { ...noContent, ...errors },
        },
      },
      async (request, reply) => {
        await disconnectWhatsapp({ ...deps, ctx: request.ctx }, request.member);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/whatsapp/verificar',
      {
        preParsing: requires('workspace.admin'),
        schema: {
          security,
          summary: 'Conferir o token de acesso com a Meta agora',
          response: { 200: whatsappConnectionSchema, ...errors, ...graphErrors },
        },
      },
      async (request) =>
        present(
          request.member.workspaceId,
          await checkWhatsapp({ ...deps, ctx: request.ctx }, request.member),
        ),
    );

    // Read by every member: the composer offers the approved templates outside the 24 h
    // window (no secret here).
    app.get(
      '/whatsapp/modelos',
      {
        preParsing: requires('workspace.read'),
        schema: {
          security,
          summary: 'Modelos de mensagem da conta (como sincronizados pela última vez)',
          response: { 200: whatsappTemplatesSchema, ...errors },
        },
      },
      async (request) =>
        presentTemplates(await connectionOf(request.ctx.db, request.member.workspaceId)),
    );

    app.post(
      '/whatsapp/modelos/sincronizar',
      {
        preParsing: requires('workspace.admin'),
        schema: {
          security,
          summary: 'Buscar os modelos de mensagem na Meta de novo',
          response: { 200: whatsappTemplatesSchema, ...errors, ...graphErrors },
        },
      },
      async (request) =>
        presentTemplates(await syncTemplates({ ...deps, ctx: request.ctx }, request.member)),
    );
  };
}
