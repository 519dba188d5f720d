import { apiErrorSchema, type Action } from '@orbita/contracts';
import type { FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import { z } from 'zod';
import { authorize } from '../../../platform/policy';

/** What every flow route may answer besides its success. */
export const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
export const security = [{ bearer: [] }];
export const tags = ['flow'];

/**
 * preParsing hook: the role check runs before the body is even parsed, so an Observador's
 * write answers 403 whatever it sends (empty, broken or valid body). The membership itself
 * comes from the plugin's onRequest `app.requireMember`.
 */
export function requires(action: Action) {
  return async (request: FastifyRequest, _reply: FastifyReply, payload: RequestPayload) => {
    authorize(request.member, action);
    return payload;
  };
}

const id = (message: string) => z.uuid(message);
export const idParams = (message: string) => z.object({ id: id(message) });
export const itemParams = idParams('Item não encontrado.');
export const listParams = idParams('Lista não encontrada.');
export const taskParams = idParams('Tarefa não encontrada.');
export const processParams = idParams('Processo não encontrado.');
export const cardParams = idParams('Cartão não encontrado.');
export const checklistParams = taskParams.extend({
  itemId: id('Item do checklist não encontrado.'),
});
export const commentParams = taskParams.extend({ commentId: id('Comentário não encontrado.') });
export const stageParams = processParams.extend({ stageId: id('Etapa não encontrada.') });
