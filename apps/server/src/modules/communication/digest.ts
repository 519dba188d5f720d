import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { clock } from '../../platform/clock';
import { transaction } from '../../platform/db/transaction';
import { users, workspaces } from '../../platform/identity/schema';
import type { MailMessage, Mailer } from '../../platform/mail';
import { notificationDigestItems, notifications } from './schema';

/** At most one digest per person per period. */
export const DIGEST_PERIOD_MS = 60 * 60 * 1000;
/**
 * What the person saw live needs no e-mail: an item waits this long before a digest takes it,
 * and one read in the app meanwhile is left out.
 */
export const DIGEST_DELAY_MS = 10 * 60 * 1000;
/** Items listed in one mail; the rest wait for the next one. */
export const DIGEST_MAX_ITEMS = 50;

export interface DigestDeps {
  ctx: AppContext;
  mailer: Pick<Mailer, 'send'>;
  appUrl: string;
}

export interface DigestLine {
  workspace: string;
  title: string;
  body: string | null;
  url: string | null;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const novidades = (n: number) => (n === 1 ? '1 novidade' : `${n} novidades`);

/** One person's digest: every line's text escaped (names, titles and comments are the users'). */
export function digestMail(to: string, lines: DigestLine[], appUrl: string): MailMessage {
  const settings = `${appUrl}/me/configuracoes`;
  const subject = `Orbita: ${novidades(lines.length)} para você`;
  const text = [
    `Olá! Você tem ${novidades(lines.length)} no Orbita:`,
    '',
    ...lines.map(
      (l) =>
        `• [${l.workspace}] ${l.title}${l.body ? `\n  ${l.body}` : ''}${l.url ? `\n  ${l.url}` : ''}`,
    ),
    '',
    `Você recebe este resumo porque escolheu ser avisado por e-mail. Para mudar: ${settings}`,
  ].join('\n');
  const items = lines
    .map((l) => {
      const title = l.url
        ? `<a href="${escapeHtml(l.url)}" style="color:#194DAF">${escapeHtml(l.title)}</a>`
        : escapeHtml(l.title);
      const body = l.body ? `<br><span style="color:#555">${escapeHtml(l.body)}</span>` : '';
      return `<li style="margin:0 0 12px"><span style="color:#888;font-size:12px">${escapeHtml(l.workspace)}</span><br>${title}${body}</li>`;
    })
    .join('\n');
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;background:#f5f5f5;margin:0;padding:12px;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="color:#194DAF;font-size:20px">Você tem ${novidades(lines.length)}</h1>
<ul style="padding-left:18px">
${items}
</ul>
<p style="color:#888;font-size:12px">Você recebe este resumo porque escolheu ser avisado por e-mail. <a href="${escapeHtml(settings)}">Mudar minhas preferências</a>.</p>
</div></body></html>`;
  return { to, subject, text, html };
}

/**
 * One person's digest, in one transaction: their pending items (locked, `skip locked`, so
 * another instance takes other people), the period claimed (`notification_digest_runs`: at
 * most one mail per period, whichever instance sends it), the items marked done, the mail
 * sent. A failed send rolls it all back, so the items wait for the next run.
 */
async function digestFor(deps: DigestDeps, userId: string, now: Date): Promise<boolean> {
  return transaction(deps.ctx, async (tx) => {
    const pending = await tx
      .select({
        id: notificationDigestItems.id,
        title: sql<string>`coalesce(${notifications.title}, ${notificationDigestItems.title})`,
        body: sql<
          string | null
        >`case when ${notifications.id} is null then ${notificationDigestItems.body} else ${notifications.body} end`,
        link: notificationDigestItems.link,
        readAt: notifications.readAt,
        workspace: workspaces.name,
      })
      .from(notificationDigestItems)
      .leftJoin(notifications, eq(notifications.id, notificationDigestItems.notificationId))
      .innerJoin(workspaces, eq(workspaces.id, notificationDigestItems.workspaceId))
      .where(
        and(
          eq(notificationDigestItems.userId, userId),
          isNull(notificationDigestItems.doneAt),
          lte(notificationDigestItems.createdAt, new Date(now.getTime() - DIGEST_DELAY_MS)),
        ),
      )
      .orderBy(asc(notificationDigestItems.createdAt))
      .limit(DIGEST_MAX_ITEMS)
      .for('update', { of: notificationDigestItems, skipLocked: true });
    if (pending.length === 0) return false;
    const unread = pending.filter((p) => !p.readAt);
    const markDone = () =>
      tx
        .update(notificationDigestItems)
        .set({ doneAt: now })
        .where(
          inArray(
            notificationDigestItems.id,
            pending.map((p) => p.id),
          ),
        );
    if (unread.length === 0) {
      await markDone();
      return false;
    }
    const claimed = await tx.execute(sql`
      insert into notification_digest_runs (user_id, sent_at) values (${userId}, ${now})
      on conflict (user_id) do update set sent_at = excluded.sent_at
      where notification_digest_runs.sent_at <= ${new Date(now.getTime() - DIGEST_PERIOD_MS)}
      returning user_id`);
    if (claimed.rows.length === 0) return false;
    await markDone();
    const [person] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    if (!person) return false;
    const lines = unread.map((p) => ({
      workspace: p.workspace,
      title: p.title,
      body: p.body,
      url: p.link ? `${deps.appUrl}${p.link}` : null,
    }));
    await deps.mailer.send(digestMail(person.email, lines, deps.appUrl));
    return true;
  });
}

/**
 * Sends the e-mail digests that are due: one mail per person with pending items, at most one
 * per person per period. `only` limits the run to some people (tests). Answers how many
 * mails went out.
 */
export async function sendDigests(
  deps: DigestDeps,
  options: { now?: Date; only?: string[] } = {},
): Promise<number> {
  const now = options.now ?? clock.now();
  const people = await deps.ctx.db
    .selectDistinct({ userId: notificationDigestItems.userId })
    .from(notificationDigestItems)
    .where(
      and(
        isNull(notificationDigestItems.doneAt),
        lte(notificationDigestItems.createdAt, new Date(now.getTime() - DIGEST_DELAY_MS)),
        options.only ? inArray(notificationDigestItems.userId, options.only) : undefined,
      ),
    )
    .limit(1000);
  let sent = 0;
  for (const { userId } of people) {
    try {
      if (await digestFor(deps, userId, now)) sent += 1;
    } catch (err) {
      deps.ctx.log.warn({ err, userId }, 'resumo de notificações não enviado');
    }
  }
  return sent;
}
