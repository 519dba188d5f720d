import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The dev mailbox for one address, newest first, after queued mail went out. */
export async function mailsTo(app: FastifyInstance, email: string): Promise<StoredMail[]> {
  await app.mailer.flush();
  const res = await app.inject({
    method: 'GET',
    url: `/dev/mailbox.json?to=${encodeURIComponent(email)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<StoredMail[]>();
}

/** The `token` query parameter of the newest mail's link to `{appUrl}{path}`. */
export async function linkToken(
  app: FastifyInstance,
  email: string,
  path: '/registro/Confirma' | '/registro/Recupera',
  appUrl = 'http://localhost:3000',
): Promise<string> {
  const [mail] = await mailsTo(app, email);
  const match = new RegExp(
    `${appUrl.replace(/[.]/g, '\\.')}${path}\\?token=([A-Za-z0-9_%-]+)`,
  ).exec(mail?.text ?? '');
  if (!match) throw new Error(`no ${path} link in the mail to ${email}`);
  return decodeURIComponent(match[1]!);
}

/** The invite token of the newest invite mail to `email`. */
export async function inviteTokenFor(app: FastifyInstance, email: string): Promise<string> {
  const [mail] = await mailsTo(app, email);
  const match = /\/conta\/conta\/[0-9a-f-]{36}\?convite=([A-Za-z0-9_%-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no invite link in the mail to ${email}`);
  return decodeURIComponent(match[1]!);
}
