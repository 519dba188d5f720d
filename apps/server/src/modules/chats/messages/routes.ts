import { apiErrorSchema } from '@orbita/contracts';
import {
  chatMessages as texts,
  messagePageSchema,
  messageSchema,
  messagesQuerySchema,
  messageToWorkBodySchema,
  messageToWorkResultSchema,
  reactBodySchema,
  sendMessageBodySchema,
} from '@orbita/contracts/chats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, idParams, requires, security } from '../../../platform/http/route-kit';
import { publish } from '../../../platform/realtime/publish';
import { presentMessage, presentMessages } from '../presenter';
import { reactToMessage } from './react';
import { messagePage, retryMessage, sendMessage } from './service';
import { messageToWork } from './to-work';

const conversationParams = idParams(texts.conversationNotFound);
const messageParams = idParams(texts.messageNotFound);
/** The 24 h window, an unapproved template. */
const unprocessable = { 422: apiErrorSchema };

/** `/api/app/comunicacao/conversas/{id}/mensagens` and `/mensagens/{id}/…`. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/conversas/:id/mensagens',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Mensagens em ordem (as mais novas, ou antes/depois de um seq)',
        params: conversationParams,
        querystring: messagesQuerySchema,
        response: { 200: messagePageSchema, ...errors },
      },
    },
    async (request) => {
      const page = await messagePage(
        request.ctx.db,
        request.member,
        request.params.id,
        request.query,
      );
      return {
        items: await presentMessages(request.ctx.db, request.member, page.conversation, page.rows),
        hasBefore: page.hasBefore,
        hasAfter: page.hasAfter,
        lastSeq: page.lastSeq,
        readSeq: page.readSeq,
      };
    },
  );

  app.post(
    '/conversas/:id/mensagens',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary:
          'Enviar (texto, mídia, modelo) ou anotar; `clientId` repetido devolve a mesma mensagem; fora da janela de 24 h só modelos (422)',
        params: conversationParams,
        body: sendMessageBodySchema,
        response: { 200: messageSchema, 201: messageSchema, ...errors, ...unprocessable },
      },
    },
    async (request, reply) => {
      const sent = await sendMessage(request.ctx, request.member, request.params.id, request.body);
      const message = await presentMessage(
        request.ctx.db,
        request.member,
        sent.conversation,
        sent.message,
      );
      return reply.status(sent.created ? 201 : 200).send(message);
    },
  );

  app.post(
    '/mensagens/:id/reenviar',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Reenviar uma mensagem do WhatsApp que falhou (volta para a fila)',
        params: messageParams,
        response: { 200: messageSchema, ...errors, ...unprocessable },
      },
    },
    async (request) => {
      const { message, conversation } = await retryMessage(
        request.ctx,
        request.member,
        request.params.id,
      );
      await publish(request, {
        type: 'updated',
        entity: 'chat-messages',
        id: message.id,
        data: { id: message.id, conversationId: conversation.id },
      });
      return presentMessage(request.ctx.db, request.member, conversation, message);
    },
  );

  app.post(
    '/mensagens/:id/reacoes',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Reagir a uma mensagem (emoji vazio remove a sua reação)',
        params: messageParams,
        body: reactBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const { message, conversation } = await reactToMessage(
        request.ctx,
        request.member,
        request.params.id,
        request.body.emoji,
      );
      return presentMessage(request.ctx.db, request.member, conversation, message);
    },
  );

  app.post(
    '/mensagens/:id/trabalho',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Transformar a mensagem em item da coleta, tarefa de uma lista ou nota do contato',
        params: messageParams,
        body: messageToWorkBodySchema,
        response: { 200: messageToWorkResultSchema, ...errors, ...unprocessable },
      },
    },
    async (request) => messageToWork(request.ctx, request.member, request.params.id, request.body),
  );
};
