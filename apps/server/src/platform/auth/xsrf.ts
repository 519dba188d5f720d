import { authErrorCodes } from '@orbita/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { XSRF_COOKIE, XSRF_HEADER } from './cookies';
import { safeEqual } from './crypto';

export const xsrfError = () =>
  AppError.forbidden(
    'Não foi possível confirmar a origem da requisição. Recarregue a página e tente de novo.',
    authErrorCodes.xsrf,
  );

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(request: FastifyRequest): boolean {
  return safeMethods.has(request.method);
}

/**
 * Double-submit check: a page of another site can make the browser send our cookies but
 * cannot read the `XSRF-TOKEN` cookie, so it cannot repeat it in the header.
 */
export function hasValidXsrf(request: FastifyRequest): boolean {
  const cookie = request.cookies[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER];
  return (
    typeof cookie === 'string' &&
    cookie !== '' &&
    typeof header === 'string' &&
    safeEqual(cookie, header)
  );
}

export function assertXsrf(request: FastifyRequest): void {
  if (!hasValidXsrf(request)) throw xsrfError();
}
