import { accountFeatureOf, apiErrorSchema, type Action } from '@orbita/contracts';
import type { FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import { z } from 'zod';
import { authorize, authorizeAccountType } from '../policy';

/**
 * THE route kit: what every module's routes share. A route reads
 *   auth (the module's onRequest `app.requireMember`) → validate (schema) →
 *   `preParsing: requires(action)` → service (in a transaction) → presenter → `publish`.
 * OpenAPI tags come from the module manifest (modules.ts), not from each route.
 */

/** What any route may answer besides its success (the error handler's `{ message, code }`). */
export const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** Routes that need a signed-in person or an API key (OpenAPI security). */
export const security = [{ bearer: [] }];

/** A 204 answer. */
export const noContent = { 204: z.null() };

/**
 * The policy check, always at one position (preParsing): it runs before the body is even
 * parsed, so an Observador's write answers 403 whatever it sends (empty, broken or valid).
 * The membership itself comes from the module's onRequest `app.requireMember`. In order:
 *  - the role (and, for person-only actions, that a person asks, not an API key);
 *  - for writes, the workspace's account type (its Principal's) against the route's
 *    feature (`accountFeatureOf`, one table in contracts), so no route can forget it.
 */
export function requires(action: Action) {
  return async (request: FastifyRequest, _reply: FastifyReply, payload: RequestPayload) => {
    authorize(request.member, action, request.auth?.via);
    if (request.method !== 'GET' && request.method !== 'HEAD')
      await authorizeAccountType(
        request.ctx.db,
        request.member,
        accountFeatureOf(request.routeOptions.url ?? ''),
      );
    return payload;
  };
}

/** A uuid path parameter whose bad value answers like a missing record (404 text, 400 status). */
export const uuidParam = (notFoundMessage: string) => z.uuid(notFoundMessage);

/** `{ id }` params of a record, with the record's own "not found" message. */
export const idParams = (notFoundMessage: string) => z.object({ id: uuidParam(notFoundMessage) });
