import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loopbackOnly } from '../http/loopback-only';
import { devMails } from './schema';

const querySchema = z.object({
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const mailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The text part, escaped, with its http(s) links made clickable. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) =>
      i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

function page(mails: (typeof devMails.$inferSelect)[]): string {
  const items = mails
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">Para <strong>${escapeHtml(m.to)}</strong> · ${m.createdAt.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })}</p>
  <pre>${linkify(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Caixa de e-mails de desenvolvimento · Orbita</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5f5f5;margin:0;padding:16px;color:#222}
main{max-width:860px;margin:0 auto}
article{background:#fff;border-radius:8px;padding:12px 16px;margin:12px 0;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{color:#194DAF;font-size:1.4rem}h2{font-size:1.1rem;margin:4px 0}.meta{color:#555;font-size:.9rem;margin:0 0 8px}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:0}a{color:#194DAF}
</style></head>
<body><main>
<h1>Caixa de e-mails de desenvolvimento</h1>
<p>Sem <code>SMTP_URL</code>, o servidor guarda aqui os e-mails que enviaria (mais recentes primeiro).</p>
${items || '<p>Nenhum e-mail enviado ainda.</p>'}
</main></body></html>`;
}

/**
 * `/dev/mailbox` (HTML) and `/dev/mailbox.json` (for tests and e2e), newest first, with an
 * optional `?to=` filter. Registered only when development (or test) was asked for
 * explicitly, and answered only to loopback clients: it holds password-reset links.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', loopbackOnly);
  const load = ({ to, limit }: z.infer<typeof querySchema>) =>
    app.database.db
      .select()
      .from(devMails)
      .where(to ? eq(sql`lower(${devMails.to})`, to.toLowerCase()) : undefined)
      .orderBy(desc(devMails.createdAt), desc(devMails.id))
      .limit(limit);

  app.get(
    '/dev/mailbox',
    { schema: { hide: true, querystring: querySchema, response: { 200: z.string() } } },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(page(await load(request.query))),
  );

  app.get(
    '/dev/mailbox.json',
    { schema: { hide: true, querystring: querySchema, response: { 200: z.array(mailSchema) } } },
    async (request, reply) => {
      const mails = await load(request.query);
      void reply.header('Cache-Control', 'no-store');
      return mails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }));
    },
  );
};
