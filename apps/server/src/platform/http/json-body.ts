import { errorCodes } from '@orbita/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import secureJson from 'secure-json-parse';
import { AppError, messages } from '../errors';

/**
 * The limits of a JSON body, checked on its text before it is parsed (issue 14: one
 * unauthenticated body with 60,000 keys took the server down). Parsing, validation and
 * the error answer then cost at most what these bounds allow, before authentication and
 * rate limiting can run.
 *
 * - depth 64: no Orbita schema nests more than ~6 levels (a gamification game with levels,
 *   a finance import row); no schema is recursive.
 * - entries 10,000 (keys plus array items plus containers, counted as commas and opening
 *   brackets): the largest ordinary bodies are a gamification PUT of 100 levels (~1,000),
 *   a team of 500 members and bulk task/inbox actions of 200 ids. The import commit
 *   (5,000 rows of ≤ 6 keys, ~36,000) declares its own bound in its route config.
 */
export const JSON_DEPTH_MAX = 64;
export const JSON_ENTRIES_MAX = 10_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A larger entry bound for a route whose bodies are legitimately wide (imports). */
    jsonEntriesMax?: number;
  }
}

export type JsonExcess = 'depth' | 'entries';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * One linear, iterative pass over the text (no recursion, no allocation): how deep the
 * brackets nest and how many entries there are, outside strings. Malformed JSON is left
 * to the parser; this only says whether a bound is passed.
 */
export function jsonExcess(
  text: string,
  depthMax = JSON_DEPTH_MAX,
  entriesMax = JSON_ENTRIES_MAX,
): JsonExcess | undefined {
  let depth = 0;
  let entries = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // Jump to the closing quote: the next quote not escaped by an odd run of backslashes.
      for (;;) {
        const end = text.indexOf('"', i + 1);
        if (end === -1) return undefined;
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === BACKSLASH) slashes++;
        i = end;
        if (slashes % 2 === 0) break;
      }
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > depthMax) return 'depth';
      if (++entries > entriesMax) return 'entries';
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    } else if (c === COMMA) {
      if (++entries > entriesMax) return 'entries';
    }
  }
  return undefined;
}

function refusal(excess: JsonExcess, entriesMax: number): AppError {
  return excess === 'depth'
    ? AppError.validation(
        `O corpo da requisição tem níveis demais (máximo de ${JSON_DEPTH_MAX} níveis).`,
      )
    : AppError.validation(
        `O corpo da requisição tem itens demais (máximo de ${entriesMax.toLocaleString('pt-BR')} campos e itens).`,
      );
}

/**
 * The JSON body parser of the API: Fastify's own behaviour (secure-json-parse refusing
 * `__proto__` and `constructor.prototype`, the route's `bodyLimit`), plus the depth and
 * width bounds above, answered with a pt-BR 400.
 */
export function registerJsonBody(app: FastifyInstance): void {
  // The API speaks JSON only; a text body is refused with 415 instead of reaching a schema.
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.length === 0) {
        done(new AppError(400, errorCodes.invalidJson, messages.emptyBody), undefined);
        return;
      }
      const entriesMax = request.routeOptions.config.jsonEntriesMax ?? JSON_ENTRIES_MAX;
      const excess = jsonExcess(text, JSON_DEPTH_MAX, entriesMax);
      if (excess) {
        done(refusal(excess, entriesMax), undefined);
        return;
      }
      let value: unknown;
      try {
        value = secureJson.parse(text, undefined, {
          protoAction: 'error',
          constructorAction: 'error',
        });
      } catch {
        done(new AppError(400, errorCodes.invalidJson, messages.invalidJson), undefined);
        return;
      }
      done(null, value);
    },
  );
}
