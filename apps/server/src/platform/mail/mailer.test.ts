import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it, onTestFinished } from 'vitest';
import { eq } from 'drizzle-orm';
import { devMails } from './schema';
import { authTestApp, mailsTo, registerUser, testDatabase, uniqueEmail } from '../../test/kit';

const database = testDatabase();

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Per test: these helpers run inside tests, where an afterAll is ignored (the app or
  // server then outlived the file).
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { received, url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}` };
}

/** Undoes quoted-printable: soft line breaks and =XX escapes. */
const unquote = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

describe('mail over SMTP (SMTP_URL)', () => {
  it('delivers the confirmation mail with its link through a real SMTP server, not the dev mailbox', async () => {
    const smtp = await startSmtp();
    const app = await authTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Orbita <nao-responda@orbita.test>',
    });
    expect(app.mailer.transport).toBe('smtp');
    const { res, email } = await registerUser(app, { name: 'Igor Pires' });
    expect(res.statusCode).toBe(201);
    await app.mailer.flush();

    const mail = smtp.received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('nao-responda@orbita.test');
    const body = unquote(mail!.raw);
    expect(body).toContain('Subject: Confirme seu e-mail no Orbita');
    expect(body).toMatch(/http:\/\/localhost:3000\/registro\/Confirma\?token=[\w-]{43}/);
    expect(body).toContain('Olá, Igor!');
    expect(await mailsTo(app, email)).toEqual([]);
  });

  it('logs a delivery failure without failing the request that queued it', async () => {
    const app = await authTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    const { res } = await registerUser(app);
    expect(res.statusCode).toBe(201);
    await expect(app.mailer.flush()).resolves.toBeUndefined();
  });
});

describe('dev mailbox (no SMTP_URL)', () => {
  it('lists mail as JSON, newest first, filtered by recipient', async () => {
    const app = await authTestApp();
    expect(app.mailer.transport).toBe('mailbox');
    const to = uniqueEmail();
    await app.mailer.send({ to, subject: 'Primeiro', text: 'um', html: '<p>um</p>' });
    await app.mailer.send({ to, subject: 'Segundo', text: 'dois', html: '<p>dois</p>' });
    const res = await app.inject({
      url: `/dev/mailbox.json?to=${encodeURIComponent(to.toUpperCase())}`,
    });
    expect(res.statusCode).toBe(200);
    const mails =
      res.json<{ to: string; subject: string; text: string; html: string; createdAt: string }[]>();
    expect(mails.map((m) => m.subject)).toEqual(['Segundo', 'Primeiro']);
    expect(mails[0]).toMatchObject({ to, text: 'dois', html: '<p>dois</p>' });
    expect(new Date(mails[0]!.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const all = await app.inject({ url: '/dev/mailbox.json?limit=1' });
    expect(all.json()).toHaveLength(1);
  });

  it('shows an HTML page whose links can be clicked, with everything escaped', async () => {
    const app = await authTestApp();
    const { email } = await registerUser(app, { name: '<script>alert(1)</script> Silva' });
    await app.mailer.flush();
    const res = await app.inject({ url: `/dev/mailbox?to=${encodeURIComponent(email)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toMatch(
      /<a href="http:\/\/localhost:3000\/registro\/Confirma\?token=[\w-]{43}">/,
    );
    expect(res.body).toContain('Confirme seu e-mail no Orbita');
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&lt;script&gt;');
    const empty = await app.inject({ url: `/dev/mailbox?to=${encodeURIComponent(uniqueEmail())}` });
    expect(empty.body).toContain('Nenhum e-mail enviado ainda.');
  });

  it('delivers what was queued before the server stops', async () => {
    const app = await authTestApp();
    const to = uniqueEmail();
    app.mailer.queue({ to, subject: 'Na saída', text: 'x', html: '<p>x</p>' });
    await app.close();
    const rows = await database.db.select().from(devMails).where(eq(devMails.to, to));
    expect(rows.map((r) => r.subject)).toEqual(['Na saída']);
  });

  it('does not exist in production', async () => {
    const app = await authTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
    // Falls through to the web app (not built in tests: 503) instead of listing mail.
    const page = await app.inject({ url: '/dev/mailbox' });
    expect(page.statusCode).not.toBe(200);
    expect(page.body).not.toContain('Caixa de e-mails');
    expect((await app.inject({ url: '/dev/mailbox.json' })).statusCode).toBe(404);
  });
});
