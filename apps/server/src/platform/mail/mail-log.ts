import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { MailMessage } from './mailer';

/**
 * Without SMTP_URL nobody receives Orbita's e-mail, yet a newcomer who ran `npm start` must
 * still be able to confirm their address, accept an invite or reset a password. So the server
 * says so once at start and writes each unsent mail's link to its own log — the one place only
 * whoever runs the server can read (it is never served over HTTP in production).
 *
 * The link goes in a field of its own, `mailLink`: platform/logging.ts redacts `?token=` values
 * in messages and request URLs, but not in a field logged on purpose. Only this module logs it,
 * and only when there is no SMTP: with SMTP the link travels in the e-mail and never here.
 */

/** The example a person can copy (README, start-up line). */
export const SMTP_URL_EXAMPLE = 'smtps://usuario:senha@smtp.exemplo.com.br:465';

/** The first link of the mail that opens this server (the mail's action), if any. */
export function mailLinkOf(message: MailMessage, appUrl: string): string | null {
  for (const [link] of message.text.matchAll(/https?:\/\/[^\s<>"']+/g))
    if (link === appUrl || link.startsWith(`${appUrl}/`)) return link;
  return null;
}

/** Production warns (the mail was not delivered); development has the dev mailbox as well. */
const levelOf = (config: Config) => (config.NODE_ENV === 'production' ? 'warn' : 'info');

/** The start-up line: e-mail is not configured, where the links go, how to configure it. */
export function announceMailSetup(log: FastifyBaseLogger, config: Config): void {
  if (config.SMTP_URL) return;
  const where =
    config.NODE_ENV === 'production'
      ? 'os links de confirmação de cadastro, convite e recuperação de senha aparecem neste log, no campo mailLink'
      : `os e-mails ficam em ${config.APP_URL}/dev/mailbox e os links também aparecem neste log, no campo mailLink`;
  log[levelOf(config)](
    `E-mail não configurado (SMTP_URL vazio): ${where}. Para enviar e-mails de verdade, ` +
      `defina SMTP_URL (por exemplo SMTP_URL=${SMTP_URL_EXAMPLE}) e MAIL_FROM, e reinicie o servidor.`,
  );
}

/** One unsent mail: to whom, what, and the link they would have clicked. */
export function logUnsentMail(log: FastifyBaseLogger, config: Config, message: MailMessage): void {
  const mailLink = mailLinkOf(message, config.APP_URL);
  log[levelOf(config)](
    { mailLink, to: message.to, subject: message.subject },
    mailLink
      ? 'E-mail não enviado (SMTP_URL vazio): abra o link do campo mailLink'
      : 'E-mail não enviado (SMTP_URL vazio)',
  );
}
