import type { FastifyInstance } from 'fastify';

/**
 * The JSON body parser of the API. Today Fastify's own (secure-json-parse, `bodyLimit`);
 * the one place that bounds the work any body can cost before authentication.
 */
export function registerJsonBody(app: FastifyInstance): void {
  // The API speaks JSON only; a text body is refused with 415 instead of reaching a schema.
  app.removeContentTypeParser('text/plain');
}
