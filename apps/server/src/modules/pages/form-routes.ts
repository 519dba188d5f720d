import { normalizeIP } from '@fastify/rate-limit';
import { apiErrorSchema } from '@orbita/contracts';
import {
  PAGE_FORM_SENT_QUERY,
  pageFormBodySchema,
  pageFormParamsSchema,
  pageFormResultSchema,
  pageFormThanks,
} from '@orbita/contracts/pages';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, messages } from '../../platform/errors';
import { submitPageForm } from './forms';
import { escapeHtml } from './render';

/** Answers per client IP per minute: enough for a person, useless for a spammer. */
export const PAGE_FORM_RATE_LIMIT = 5;
/** A form's answer is small (the fields' limits add up to under 2 KB). */
export const PAGE_FORM_BODY_LIMIT = 16 * 1024;
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Where the no-JavaScript form goes back to: only a page path of our own public sites. */
const backPath = (value: unknown): string | null =>
  typeof value === 'string' && /^\/site\/[a-z0-9-]{1,100}(\/[a-z0-9-]{1,100})?$/.test(value)
    ? value
    : null;

const htmlAnswer = (title: string, text: string, back: string | null) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${back ? `<p><a href="${escapeHtml(back)}">Voltar para a página</a></p>` : ''}</main></body></html>`;

/**
 * `POST /api/public/pages/forms/{pageId}/{blockId}`, signed out: a page's contact form. It
 * takes a plain HTML form post (JavaScript off: answered with a redirect back to the page
 * with `?enviado=1`, or a small HTML page) and JSON (answered with JSON). Rate limited per IP
 * before any work; never a 500 for anything a visitor sends.
 */
export const pageFormRoutes: FastifyPluginAsyncZod = async (app) => {
  // Form posts only here (encapsulated): the rest of the API stays JSON-only.
  app.addContentTypeParser(
    FORM_TYPE,
    { parseAs: 'string', bodyLimit: PAGE_FORM_BODY_LIMIT },
    (_request, body, done) => {
      try {
        const fields: Record<string, string> = {};
        for (const [key, value] of new URLSearchParams(body as string))
          if (!(key in fields)) fields[key] = value;
        done(null, fields);
      } catch {
        done(AppError.validation(messages.validation), undefined);
      }
    },
  );

  app.post(
    '/forms/:pageId/:blockId',
    {
      bodyLimit: PAGE_FORM_BODY_LIMIT,
      config: {
        rateLimit: {
          max: PAGE_FORM_RATE_LIMIT,
          timeWindow: 60_000,
          hook: 'onRequest',
          keyGenerator: (request) => `page-form:${normalizeIP(request.ip)}`,
        },
      },
      schema: {
        summary:
          'Enviar o formulário de contato de uma página pública (vira um item na caixa de entrada da conta); formulário HTML (redireciona de volta com ?enviado=1) ou JSON',
        params: pageFormParamsSchema,
        body: pageFormBodySchema,
        response: {
          200: pageFormResultSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const isForm = (request.headers['content-type'] ?? '').startsWith(FORM_TYPE);
      const { pageId, blockId } = request.params;
      if (!isForm) {
        await submitPageForm(request.ctx, pageId, blockId, request.body);
        return { message: pageFormThanks };
      }
      const back = backPath(request.body.voltar);
      // HTML for a person with JavaScript off: sent as is (not JSON, so no response schema).
      const page = (status: number, html: string) =>
        (reply as unknown as FastifyReply)
          .status(status)
          .type('text/html; charset=utf-8')
          .send(html);
      try {
        await submitPageForm(request.ctx, pageId, blockId, request.body);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return page(error.status, htmlAnswer('Não foi possível enviar', error.message, back));
      }
      if (back) {
        const anchor = `bloco-${blockId.replace(/[^A-Za-z0-9_-]/g, '')}`;
        return reply.redirect(`${back}?${PAGE_FORM_SENT_QUERY}=1#${anchor}`, 303);
      }
      return page(200, htmlAnswer('Mensagem enviada', pageFormThanks, null));
    },
  );
};
