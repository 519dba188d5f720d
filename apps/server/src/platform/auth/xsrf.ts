import { authErrorCodes } from '@orbita/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { XSRF_COOKIE, XSRF_HEADER } from './cookies';
import { safeEqual } from './crypto';
import { xsrfValue, type AuthKeys } from './keys';

export const xsrfError = () =>
  AppError.forbidden(
    'Não foi possível confirmar a origem da requisição. Recarregue a página e tente de novo.',
    authErrorCodes.xsrf,
  );

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(request: FastifyRequest): boolean {
  return safeMethods.has(request.method);
}

/** The session whose anti-forgery value a request must carry. */
export interface XsrfBinding {
  keys: AuthKeys;
  sessionId: string;
}

/**
 * Double-submit check: a page of another site can make the browser send our cookies but
 * cannot read the `XSRF-TOKEN` cookie, so it cannot repeat it in the header. The value
 * must also be the one made for the session the request acts for (an HMAC of its id with
 * the server secret): a value of another session — the attacker's own, planted as a
 * cookie — is refused.
 */
export function hasValidXsrf(request: FastifyRequest, binding: XsrfBinding): boolean {
  const cookie = request.cookies[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER];
  if (typeof cookie !== 'string' || cookie === '' || typeof header !== 'string') return false;
  return safeEqual(cookie, header) && safeEqual(header, xsrfValue(binding.keys, binding.sessionId));
}

export function assertXsrf(request: FastifyRequest, binding: XsrfBinding): void {
  if (!hasValidXsrf(request, binding)) throw xsrfError();
}
