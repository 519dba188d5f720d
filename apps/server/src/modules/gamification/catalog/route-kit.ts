import { apiErrorSchema, type Action } from '@orbita/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import { z } from 'zod';
import { GAMIFICATION_ENTITY } from '@orbita/contracts/gamification';
import { authorize } from '../../../platform/policy';

/** What every gamification route may answer besides its success. */
export const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
export const security = [{ bearer: [] }];
export const tags = ['gamificacao'];

/** preParsing: the role check runs before the body is parsed, so an Observador's write is 403 whatever it sends. */
export function requires(action: Action) {
  return async (request: FastifyRequest, _reply: FastifyReply, payload: RequestPayload) => {
    authorize(request.member, action);
    return payload;
  };
}

const id = (message: string) => z.uuid(message);
export const resourceParams = z.object({ id: id('Recurso não encontrado.') });
export const gameParams = z.object({ id: id('Gamificação não encontrada.') });
export const missionParams = z.object({ id: id('Missão não encontrada.') });
export const trophyParams = z.object({ id: id('Troféu não encontrado.') });
export const storeItemParams = z.object({ id: id('Item da loja não encontrado.') });

/** Every catalog change is published as the `gamification` entity, after the commit (the service has returned). */
export async function publishGamification(
  app: FastifyInstance,
  workspaceId: string,
  type: 'created' | 'updated' | 'deleted',
  id: string,
  data: unknown,
) {
  await app.realtime.publish({ type, workspaceId, entity: GAMIFICATION_ENTITY, id, data });
}
