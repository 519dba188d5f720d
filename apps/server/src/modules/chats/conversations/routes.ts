import { conflictErrorSchema } from '@orbita/contracts';
import {
  chatMessages as texts,
  conversationPageSchema,
  conversationSchema,
  conversationsQuerySchema,
  createConversationBodySchema,
  labelsSchema,
  readConversationBodySchema,
  unreadSummarySchema,
  updateConversationBodySchema,
} from '@orbita/contracts/chats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../../platform/db/versioned';
import { users } from '../../../platform/identity/schema';
import { errors, idParams, noContent, requires, security } from '../../../platform/http/route-kit';
import { AppError } from '../../../platform/errors';
import { publish } from '../../../platform/realtime/publish';
import { conversationFor } from '../access';
import { presentConversation, presentConversations } from '../presenter';
import {
  createConversation,
  labelsInUse,
  listConversations,
  readConversation,
  unreadSummary,
  updateConversation,
} from './service';
import { typingAllowed } from './typing';
import { eq } from 'drizzle-orm';

const params = idParams(texts.conversationNotFound);
const nudge = (id: string) => ({
  type: 'updated' as const,
  entity: 'chat-conversations' as const,
  id,
  data: { id },
});

/**
 * `/api/app/comunicacao/conversas…`: WhatsApp's shared inbox and the team chats. Read =
 * workspace.read, write = content.write; a team chat answers 404 to whoever is not in it.
 */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/conversas',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Conversas (filtros, tipo, situação, busca), da atividade mais recente',
        querystring: conversationsQuerySchema,
        response: { 200: conversationPageSchema, ...errors },
      },
    },
    async (request) => {
      const page = await listConversations(request.ctx.db, request.member, request.query);
      return {
        items: await presentConversations(request.ctx.db, request.member, page.rows),
        nextCursor: page.nextCursor,
      };
    },
  );

  app.get(
    '/conversas/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Uma conversa',
        params,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (request) =>
      presentConversation(
        request.ctx.db,
        request.member,
        await conversationFor(request.ctx.db, request.member, request.params.id),
      ),
  );

  app.post(
    '/conversas',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary:
          'Iniciar uma conversa: com um membro (reusa a do par), um grupo, ou WhatsApp com um contato (reusa a dele)',
        body: createConversationBodySchema,
        response: { 200: conversationSchema, 201: conversationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { row, created } = await createConversation(request.ctx, request.member, request.body);
      const conversation = await presentConversation(request.ctx.db, request.member, row);
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );

  app.patch(
    '/conversas/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Atribuir, resolver, etiquetar; nome e membros de um grupo',
        params,
        body: updateConversationBodySchema,
        response: {
          200: conversationSchema,
          ...errors,
          409: conflictErrorSchema(conversationSchema),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await withCurrentOnConflict(
        () => updateConversation(request.ctx, request.member, id, request.body),
        async () =>
          presentConversation(
            request.ctx.db,
            request.member,
            await conversationFor(request.ctx.db, request.member, id),
          ),
      );
      return presentConversation(request.ctx.db, request.member, row);
    },
  );

  app.post(
    '/conversas/:id/lida',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Marcar como lida até uma mensagem (`seq`); nunca volta atrás',
        params,
        body: readConversationBodySchema,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await readConversation(request.ctx, request.member, request.params.id, request.body.seq);
      await publish(request, nudge(request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/conversas/:id/digitando',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Avisar que está digitando (conversas de equipe; nada é guardado)',
        params,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const conversation = await conversationFor(request.ctx.db, request.member, request.params.id);
      if (conversation.kind === 'whatsapp')
        throw AppError.validation('Só conversas de equipe mostram quem está digitando.');
      if (typingAllowed(conversation.id, request.member.userId)) {
        const [me] = await request.ctx.db
          .select({ name: users.name })
          .from(users)
          .where(eq(users.id, request.member.userId));
        await publish(request, {
          type: 'typing',
          entity: 'chat-typing',
          id: conversation.id,
          data: {
            conversationId: conversation.id,
            userId: request.member.userId,
            name: me?.name ?? '',
          },
        });
      }
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/conversas-nao-lidas',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Mensagens não lidas: WhatsApp, equipe e atribuídas a mim',
        response: { 200: unreadSummarySchema, ...errors },
      },
    },
    async (request) => unreadSummary(request.ctx.db, request.member),
  );

  app.get(
    '/conversas-etiquetas',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Etiquetas em uso nas conversas',
        response: { 200: labelsSchema, ...errors },
      },
    },
    async (request) => labelsInUse(request.ctx.db, request.member),
  );
};
