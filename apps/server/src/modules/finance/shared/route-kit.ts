import { apiErrorSchema, type Action } from '@orbita/contracts';
import { FINANCE_ENTITY } from '@orbita/contracts/finance';
import type { FastifyInstance, FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import { authorize } from '../../../platform/policy';

/** What every finance route may answer besides its success. */
export const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
export const security = [{ bearer: [] }];
export const tags = ['riqueza'];

/**
 * preParsing hook: the role check runs before the body is parsed, so an Observador's write
 * answers 403 whatever it sends. Membership comes from the module's onRequest hook.
 */
export function requires(action: Action) {
  return async (request: FastifyRequest, _reply: FastifyReply, payload: RequestPayload) => {
    authorize(request.member, action);
    return payload;
  };
}

export interface FinanceEvent {
  type: 'created' | 'updated' | 'deleted' | (string & {});
  id: string;
  data: unknown;
}

/**
 * Tells the workspace's other tabs. Always entity `finance`: a balance moves with almost
 * every write, so the web refreshes every finance query from any finance event. Call only
 * after the transaction committed (the service returned).
 */
export async function publishFinance(
  app: FastifyInstance,
  workspaceId: string,
  events: readonly FinanceEvent[],
): Promise<void> {
  for (const event of events) {
    await app.realtime.publish({
      type: event.type,
      workspaceId,
      entity: FINANCE_ENTITY,
      id: event.id,
      data: event.data,
    });
  }
}
