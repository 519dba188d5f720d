import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Database } from '../db/client';
import { logUnsentMail } from './mail-log';
import { devMails } from './schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set; 'mailbox' keeps mail in the database (dev mailbox). */
  readonly transport: 'smtp' | 'mailbox';
  send(message: MailMessage): Promise<void>;
  /**
   * Sends in the background. Requests that mail someone do not wait for delivery, so a
   * slow SMTP server neither blocks them nor reveals through timing who has an account.
   */
  queue(message: MailMessage): void;
  /**
   * Like `queue`, but the message is also written in the background, once the request has
   * answered: for answers that must not depend on the work (recover: whether the address has
   * an account). `build` answers null when there is nothing to send. Waited for by `flush`.
   */
  queueLater(build: () => Promise<MailMessage | null>): void;
  /** Waits for everything queued so far (shutdown, tests). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

interface MailerDeps {
  config: Config;
  db: Database;
  log: FastifyBaseLogger;
}

export function createMailer({ config, db, log }: MailerDeps): Mailer {
  const smtp: Transporter | null = config.SMTP_URL
    ? nodemailer.createTransport(config.SMTP_URL)
    : null;
  const pending = new Set<Promise<void>>();

  const send = async (message: MailMessage): Promise<void> => {
    if (smtp) {
      await smtp.sendMail({ from: config.MAIL_FROM, ...message });
      return;
    }
    // Kept in the database (the dev mailbox reads it in development; suites read it directly)
    // and its link written to the log, the one place the person running the server can read.
    await db.insert(devMails).values(message);
    logUnsentMail(log, config, message);
  };

  const track = (job: Promise<void>, what: string) => {
    const tracked = job
      .catch((error: unknown) => log.error({ err: error, subject: what }, 'falha ao enviar e-mail'))
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
  };

  return {
    transport: smtp ? 'smtp' : 'mailbox',
    send,
    queue(message) {
      track(send(message), message.subject);
    },
    queueLater(build) {
      // setImmediate: the request's answer is on its way before `build` sends its first query.
      const later = new Promise<void>((resolve) => setImmediate(resolve))
        .then(build)
        .then((message) => (message ? send(message) : undefined));
      track(later, 'e-mail montado após a resposta');
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.flush();
      smtp?.close();
    },
  };
}
