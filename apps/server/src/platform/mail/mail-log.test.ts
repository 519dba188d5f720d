import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { loadConfig } from '../../config';
import {
  authTestApp,
  ownerWithWorkspace,
  person,
  registerUser,
  testDatabase,
  uniqueEmail,
} from '../../test/kit';
import { loggerOptions } from '../logging';
import { mailLinkOf, SMTP_URL_EXAMPLE } from './mail-log';
import { mailPlugin } from './plugin';

/**
 * `npm start` without SMTP_URL must stay usable: the server says at start that e-mail is not
 * configured and how to configure it, and writes each unsent mail's link to its log, in the
 * `mailLink` field that the log's token redaction deliberately leaves alone. With SMTP, the
 * link travels in the e-mail only and never reaches the log.
 */
const database = testDatabase();
const token = 'tok-ABCdef_0123456789-segredo-do-link-xyzXYZ0123456';
const appUrl = 'http://localhost:3000';

interface Line {
  level: number;
  msg: string;
  mailLink?: string | null;
  to?: string;
  subject?: string;
}

/** The mail plugin in a server with the production logger, listening, its log lines kept. */
async function serverWith(env: Record<string, string>) {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const config = loadConfig({ APP_URL: appUrl, LOG_LEVEL: 'info', ...env });
  const app: FastifyInstance = Fastify({
    logger: { ...(loggerOptions(config) as object), stream },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  await app.register(mailPlugin);
  await app.listen({ port: 0, host: '127.0.0.1' });
  // Per test: these helpers run inside tests, where an afterAll is ignored (the app or
  // server then outlived the file).
  onTestFinished(() => app.close());
  return { app, lines };
}

const confirmation = (to: string) => ({
  to,
  subject: 'Confirme seu e-mail no Orbita',
  text: `Olá!\n\nhttps://exemplo.com.br/ajuda\n\n${appUrl}/registro/Confirma?token=${token}\n`,
  html: '<p>Olá!</p>',
});

async function startSmtp() {
  let received = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Per test: these helpers run inside tests, where an afterAll is ignored (the app or
  // server then outlived the file).
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received: () => received,
  };
}

describe('production without SMTP_URL', () => {
  it('says at start, once and in pt-BR, that e-mail is not configured and how to configure it', async () => {
    const { lines } = await serverWith({ NODE_ENV: 'production' });
    const notices = lines.filter((l) => l.msg.startsWith('E-mail não configurado'));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.level).toBe(40);
    expect(notices[0]!.msg).toContain(`SMTP_URL=${SMTP_URL_EXAMPLE}`);
    expect(notices[0]!.msg).toContain('campo mailLink');
    // Production has no dev mailbox to point at.
    expect(notices[0]!.msg).not.toContain('/dev/mailbox');
  });

  it('writes the link of every unsent mail, token intact, in its own mailLink field', async () => {
    const { app, lines } = await serverWith({ NODE_ENV: 'production' });
    const to = uniqueEmail();
    app.mailer.queue(confirmation(to));
    await app.mailer.flush();
    const line = lines.find((l) => l.to === to);
    expect(line).toMatchObject({
      level: 40,
      mailLink: `${appUrl}/registro/Confirma?token=${token}`,
      subject: 'Confirme seu e-mail no Orbita',
    });
    // The message itself never carries the token (the redaction of messages stays as it was).
    expect(line!.msg).not.toContain(token);
    // And it is never served over HTTP.
    const mailbox = await app.inject({ url: `/dev/mailbox.json?to=${encodeURIComponent(to)}` });
    expect(mailbox.statusCode).toBe(404);
  });
});

describe('with SMTP_URL', () => {
  it('says nothing about e-mail at start and never writes a mail link to the log', async () => {
    const smtp = await startSmtp();
    const { app, lines } = await serverWith({ NODE_ENV: 'production', SMTP_URL: smtp.url });
    const to = uniqueEmail();
    app.mailer.queue(confirmation(to));
    await app.mailer.flush();
    expect(smtp.received()).toBe(1);
    expect(lines.some((l) => l.msg.startsWith('E-mail não configurado'))).toBe(false);
    expect(JSON.stringify(lines)).not.toContain(token);
    expect(lines.some((l) => 'mailLink' in l)).toBe(false);
  });

  it('keeps the link out of the log when delivery fails too', async () => {
    const { app, lines } = await serverWith({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:1',
    });
    app.mailer.queue(confirmation(uniqueEmail()));
    await app.mailer.flush();
    expect(lines.some((l) => l.msg === 'falha ao enviar e-mail')).toBe(true);
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});

describe('development without SMTP_URL', () => {
  it('points at the dev mailbox as well, at info level', async () => {
    const { lines } = await serverWith({ NODE_ENV: 'development' });
    const notice = lines.find((l) => l.msg.startsWith('E-mail não configurado'));
    expect(notice?.level).toBe(30);
    expect(notice?.msg).toContain(`${appUrl}/dev/mailbox`);
  });
});

describe('mailLinkOf', () => {
  it("takes the mail's first link to this server, not an outside one", () => {
    expect(mailLinkOf(confirmation('a@b.c'), appUrl)).toBe(
      `${appUrl}/registro/Confirma?token=${token}`,
    );
    expect(mailLinkOf({ ...confirmation('a@b.c'), text: 'sem link' }, appUrl)).toBeNull();
    expect(
      mailLinkOf({ ...confirmation('a@b.c'), text: `${appUrl}.evil.com/x ${appUrl}/ok` }, appUrl),
    ).toBe(`${appUrl}/ok`);
  });
});

describe("the product's mails without SMTP_URL", () => {
  it('log the link of the confirmation, the recovery and the invite, each to its person', async () => {
    const app = await authTestApp();
    const info = vi.spyOn(app.log, 'info');
    const linksTo = async (email: string) => {
      await app.mailer.flush();
      return info.mock.calls
        .map(([fields]) => fields as unknown as { to?: string; mailLink?: string })
        .filter((fields) => typeof fields === 'object' && fields?.to === email)
        .map((fields) => fields.mailLink);
    };

    const { email } = await registerUser(app);
    expect(await linksTo(email)).toEqual([
      expect.stringMatching(/^http:\/\/localhost:3000\/registro\/Confirma\?token=[\w-]{43}$/),
    ]);

    const someone = await person(app);
    info.mockClear();
    const recover = await app.inject({
      method: 'POST',
      url: '/api/auth/recover',
      payload: { email: someone.email },
    });
    expect(recover.statusCode).toBeLessThan(300);
    expect(await linksTo(someone.email)).toEqual([
      expect.stringMatching(/^http:\/\/localhost:3000\/registro\/Recupera\?token=[\w-]{43}$/),
    ]);

    const { owner, workspaceId } = await ownerWithWorkspace(app);
    const invited = uniqueEmail();
    const res = await owner.call('POST', `/api/app/conta/contas/${workspaceId}/convites`, {
      email: invited,
      role: 'editor',
      teamId: null,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await linksTo(invited)).toEqual([
      expect.stringMatching(
        new RegExp(`^http://localhost:3000/conta/conta/${workspaceId}\\?convite=[\\w-]+$`),
      ),
    ]);
  });
});
