import {
  apiErrorSchema,
  appStateSchema,
  confirmBodySchema,
  googleBodySchema,
  loginBodySchema,
  messageSchema,
  recoverBodySchema,
  registerBodySchema,
  resendConfirmationBodySchema,
  resetBodySchema,
  resetCheckBodySchema,
  sessionSchema,
} from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertXsrf, clearSessionCookies, isMobileClient } from '../../platform/auth';
import { errors as kitErrors, noContent, security } from '../../platform/http/route-kit';
import { loadAppState } from './app-state';
import type { AuthDeps } from './deps';
import { signInWithGoogle } from './google';
import {
  assertRefreshXsrf,
  clientTypeOf,
  presentedRefreshToken,
  sendSession,
  sessionToEnd,
} from './http';
import { authIpBudgets, authRateLimits } from './rate-limits';
import {
  authErrors,
  authMessages,
  confirmEmail,
  login,
  logout,
  recover,
  refresh,
  register,
  resendConfirmation,
  checkResetToken,
  resetPassword,
} from './service';

const errors = { ...kitErrors, 429: apiErrorSchema };

/** `/api/auth/...`: sign-up, sign-in and the session. HTTP only; the logic is in service.ts. */
export const authRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  const limits = authRateLimits(deps.config);
  const ipBudgets = authIpBudgets(app, deps.config);

  app.post(
    '/register',
    {
      config: { rateLimit: limits.register },
      schema: {
        summary: 'Criar conta (envia o e-mail de confirmação)',
        body: registerBodySchema,
        response: { 201: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      await register(request.ctx, deps, request.body);
      return reply.status(201).send({ message: authMessages.registered });
    },
  );

  app.post(
    '/confirm',
    {
      schema: {
        summary: 'Confirmar o e-mail e entrar',
        body: confirmBodySchema,
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendSession(
        request,
        reply,
        deps,
        await confirmEmail(request.ctx, deps, request.body.token, clientTypeOf(request)),
      ),
  );

  app.post(
    '/resend-confirmation',
    {
      onRequest: ipBudgets.resendConfirmation,
      config: { rateLimit: limits.resendConfirmation },
      schema: {
        summary: 'Reenviar o e-mail de confirmação',
        body: resendConfirmationBodySchema,
        response: { 202: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      resendConfirmation(request.ctx, deps, request.body.email);
      return reply.status(202).send({ message: authMessages.confirmationSent });
    },
  );

  app.post(
    '/login',
    {
      onRequest: ipBudgets.login,
      config: { rateLimit: limits.login },
      schema: {
        summary: 'Entrar com e-mail e senha',
        body: loginBodySchema,
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendSession(
        request,
        reply,
        deps,
        await login(request.ctx, deps, request.body, clientTypeOf(request)),
      ),
  );

  app.post(
    '/google',
    {
      schema: {
        summary: 'Entrar com Google (ID token)',
        body: googleBodySchema,
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const identity = await deps.google(request.body.credential);
      return sendSession(
        request,
        reply,
        deps,
        await signInWithGoogle(request.ctx, deps, identity, clientTypeOf(request)),
      );
    },
  );

  app.post(
    '/refresh',
    {
      schema: {
        summary: 'Renovar o token de acesso',
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const presented = presentedRefreshToken(request);
      if (!presented) throw authErrors.sessionExpired();
      if (!isMobileClient(request)) await assertRefreshXsrf(request, deps, presented);
      return sendSession(
        request,
        reply,
        deps,
        await refresh(request.ctx, deps, presented, clientTypeOf(request)),
      );
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        summary: 'Sair (encerra a sessão e as renovações dela)',
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const session = await sessionToEnd(request, deps);
      if (session) {
        if (session.viaCookie) assertXsrf(request, { keys: await deps.keys(), ...session });
        await logout(request.ctx, session.sessionId);
      }
      if (!isMobileClient(request)) clearSessionCookies(reply, deps.config);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/app',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Estado do usuário conectado',
        security,
        response: { 200: appStateSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const header = request.headers['x-workspace-id'];
      return loadAppState(
        request.ctx,
        deps,
        request.auth.userId,
        typeof header === 'string' ? header : undefined,
        request.auth.user,
      );
    },
  );

  app.post(
    '/recover',
    {
      onRequest: ipBudgets.recover,
      config: { rateLimit: limits.recover },
      schema: {
        summary: 'Pedir o link de nova senha',
        body: recoverBodySchema,
        response: { 202: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      recover(request.ctx, deps, request.body.email);
      return reply.status(202).send({ message: authMessages.recoverySent });
    },
  );

  app.post(
    '/reset/check',
    {
      // A link is a 256-bit secret, but a probe per page open is still a guess: budgeted.
      onRequest: ipBudgets.resetCheck,
      schema: {
        summary: 'Conferir se o link de nova senha ainda vale (sem usá-lo)',
        body: resetCheckBodySchema,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await checkResetToken(request.ctx, request.body.token);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/reset',
    {
      schema: {
        summary: 'Criar nova senha com o link recebido',
        body: resetBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await resetPassword(request.ctx, request.body);
      return { message: authMessages.passwordReset };
    },
  );
};
