import { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

const MINUTE = 60_000;

const bodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/**
 * Limits of the routes that guess or send mail. The `preHandler` hook runs after body
 * validation, so keys can use the e-mail. Counters live in PostgreSQL (platform/auth).
 */
export function authRateLimits(config: Config) {
  return {
    login: {
      max: config.AUTH_LOGIN_LIMIT,
      timeWindow: MINUTE,
      hook: 'preHandler',
      keyGenerator: (request) => `login:${normalizeIP(request.ip)}:${bodyEmail(request)}`,
    },
    recover: {
      max: config.AUTH_RECOVER_LIMIT,
      timeWindow: 30 * MINUTE,
      hook: 'preHandler',
      keyGenerator: (request) => `recover:${bodyEmail(request)}`,
    },
    resendConfirmation: {
      max: config.AUTH_RECOVER_LIMIT,
      timeWindow: 30 * MINUTE,
      hook: 'preHandler',
      keyGenerator: (request) => `resend-confirmation:${bodyEmail(request)}`,
    },
    register: {
      max: config.AUTH_REGISTER_LIMIT,
      timeWindow: 60 * MINUTE,
      hook: 'onRequest',
      keyGenerator: (request) => `register:${normalizeIP(request.ip)}`,
    },
    /** Guessing the current password of a signed-in account is throttled like a login. */
    changePassword: {
      max: config.AUTH_LOGIN_LIMIT,
      timeWindow: MINUTE,
      hook: 'preHandler',
      keyGenerator: (request) => `change-password:${request.auth.userId}`,
    },
  } satisfies Record<string, RateLimitOptions>;
}
