import { setTimeout as sleep } from 'node:timers/promises';
import { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import { errorCodes } from '@orbita/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { AppError, messages } from '../../platform/errors';

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

/** The longest a single attempt is held back before the budget runs out. */
export const MAX_BUDGET_DELAY_MS = 4000;

/** How many over-budget addresses one process remembers (then it forgets them all). */
const MAX_BLOCKED_REMEMBERED = 10_000;

/**
 * The progressive delay of a per-IP budget: nothing for the first half, then one step more
 * for every attempt past it (capped), so a sprayer slows down long before the 429 while a
 * person who mistyped a few times never notices.
 */
export function budgetDelayMs(attempt: number, max: number, stepMs: number): number {
  const free = Math.ceil(max / 2);
  return attempt <= free ? 0 : Math.min((attempt - free) * stepMs, MAX_BUDGET_DELAY_MS);
}

export interface IpBudget {
  /** Names the counter: `<name>-ip:<address>`. */
  name: string;
  max: number;
  timeWindow: number;
  delayStepMs: number;
}

/**
 * An `onRequest` hook: one budget per client IP (request.ip, so TRUST_PROXY decides whether
 * X-Forwarded-For counts; IPv6 by /64 subnet) across every account, counted in PostgreSQL
 * like the other limits. It runs before the body is even read, and on top of the
 * per-account limits above: those stop guessing one account, this stops spraying many.
 */
export function ipBudgetHook(app: FastifyInstance, budget: IpBudget) {
  const keyOf = (request: FastifyRequest) => `${budget.name}-ip:${normalizeIP(request.ip)}`;
  const check = app.createRateLimit({
    max: budget.max,
    timeWindow: budget.timeWindow,
    keyGenerator: keyOf,
  });
  // Addresses the database already found over budget, until their window ends: a sprayer's
  // further attempts are refused here without a query (bounded; only ever a shortcut).
  const blockedUntil = new Map<string, number>();
  const refuse = (reply: FastifyReply, until: number) => {
    void reply.header('Retry-After', String(Math.max(1, Math.ceil((until - Date.now()) / 1000))));
    return new AppError(429, errorCodes.rateLimited, messages.rateLimited);
  };
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const key = keyOf(request);
    const until = blockedUntil.get(key);
    if (until !== undefined) {
      if (until > Date.now()) throw refuse(reply, until);
      blockedUntil.delete(key);
    }
    const limit = await check(request);
    if (limit.isAllowed) return;
    if (limit.isExceeded) {
      if (blockedUntil.size >= MAX_BLOCKED_REMEMBERED) blockedUntil.clear();
      const blocked = Date.now() + Math.max(1000, limit.ttl);
      blockedUntil.set(key, blocked);
      throw refuse(reply, blocked);
    }
    const wait = budgetDelayMs(limit.max - limit.remaining, limit.max, budget.delayStepMs);
    if (wait > 0) await sleep(wait);
  };
}

/** The per-IP budgets of the routes that check a password or send mail to an address. */
export function authIpBudgets(app: FastifyInstance, config: Config) {
  const budget = (name: string, max: number, timeWindow: number) =>
    ipBudgetHook(app, { name, max, timeWindow, delayStepMs: config.AUTH_IP_DELAY_MS });
  return {
    login: budget('login', config.AUTH_LOGIN_IP_LIMIT, 15 * MINUTE),
    recover: budget('recover', config.AUTH_RECOVER_IP_LIMIT, 30 * MINUTE),
    resendConfirmation: budget('resend-confirmation', config.AUTH_RECOVER_IP_LIMIT, 30 * MINUTE),
    // Opening the reset page checks its link: as many tries as sign-ins, one counter per IP.
    resetCheck: budget('reset-check', config.AUTH_LOGIN_IP_LIMIT, 15 * MINUTE),
  };
}
