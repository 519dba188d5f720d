import { checkpoints } from '@orbita/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, workspaces } from '../../platform/identity/schema';
import { users } from '../../platform/identity/schema';
import { oneTimeTokens } from './schema';
import {
  authTestApp,
  linkToken,
  mailsTo,
  PASSWORD,
  registerUser,
  testDatabase,
  uniqueEmail,
} from '../../test/kit';

const database = testDatabase();
const app = await authTestApp();

const userByEmail = async (email: string) => {
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  return user!;
};

describe('POST /api/auth/register', () => {
  it('creates the account, its personal workspace (owner) and mails the confirmation link', async () => {
    const { res, email } = await registerUser(app, { name: 'Bruna Lima Prado' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Conta criada! Enviamos um link de confirmação para o seu e-mail.',
    });
    expect(res.cookies).toEqual([]);

    const user = await userByEmail(email);
    expect(user.emailConfirmedAt).toBeNull();
    expect(user.checkpoints).toEqual([checkpoints.welcome, checkpoints.accountType]);
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [membership] = await database.db
      .select({
        role: memberships.role,
        kind: workspaces.kind,
        name: workspaces.name,
        id: workspaces.id,
      })
      .from(memberships)
      .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
      .where(eq(memberships.userId, user.id));
    expect(membership).toMatchObject({ role: 'owner', kind: 'personal', name: 'Espaço de Bruna' });
    expect(user.currentWorkspaceId).toBe(membership!.id);

    const [mail] = await mailsTo(app, email);
    expect(mail!.subject).toBe('Confirme seu e-mail no Orbita');
    expect(mail!.text).toMatch(
      /http:\/\/localhost:3000\/registro\/Confirma\?token=[A-Za-z0-9_-]{43}\n/,
    );
    expect(mail!.html).toContain('http://localhost:3000/registro/Confirma?token=');
    expect(mail!.html).toContain('Olá, Bruna!');
  });

  it('keeps only the sha256 of the link token, 256 bits of randomness, valid 48 hours', async () => {
    const { email } = await registerUser(app);
    const token = await linkToken(app, email, '/registro/Confirma');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const user = await userByEmail(email);
    const [row] = await database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, user.id));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const hours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(48, 1);
  });

  it('refuses a short password, a password equal to the e-mail, a bad e-mail and unknown fields, naming the field', async () => {
    const short = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Ana', email: uniqueEmail(), password: '1234567' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      message: 'A senha precisa ter pelo menos 8 caracteres.',
      fields: { password: 'A senha precisa ter pelo menos 8 caracteres.' },
    });

    const email = uniqueEmail();
    const same = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Ana', email, password: email.toUpperCase() },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({
      message: 'A senha não pode ser igual ao seu e-mail.',
      code: 'validation',
      fields: { password: 'A senha não pode ser igual ao seu e-mail.' },
    });
    expect(await database.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const badEmail = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Ana', email: 'nao-e-email', password: PASSWORD },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fields).toEqual({ email: 'Informe um e-mail válido.' });

    const extra = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Ana', email: uniqueEmail(), password: PASSWORD, role: 'owner' },
    });
    expect(extra.statusCode).toBe(400);
    expect(Object.keys(extra.json().fields)).toEqual(['role']);
  });

  it('answers the same for an e-mail that already has an account, and tells the mailbox owner instead', async () => {
    const { email } = await registerUser(app);
    await app.inject({
      method: 'POST',
      url: '/api/auth/confirm',
      payload: { token: await linkToken(app, email, '/registro/Confirma') },
    });
    const before = await userByEmail(email);

    const again = await registerUser(app, {
      email: email.toUpperCase(),
      name: 'Outra Pessoa',
      password: 'outra-senha-456',
    });
    expect(again.res.statusCode).toBe(201);
    expect(again.res.json()).toEqual({
      message: 'Conta criada! Enviamos um link de confirmação para o seu e-mail.',
    });
    const [mail] = await mailsTo(app, email);
    expect(mail!.subject).toBe('Você já tem uma conta no Orbita');
    const after = await userByEmail(email);
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.name).toBe(before.name);
    const [{ count }] = (
      await database.db.execute(
        sql`select count(*)::int as count from users where lower(email) = lower(${email})`,
      )
    ).rows as [{ count: number }];
    expect(count).toBe(1);
  });

  it('lets the newest registration of a still unconfirmed e-mail choose the password; older links stop working', async () => {
    const email = uniqueEmail();
    await registerUser(app, { email, name: 'Primeira', password: 'senha-antiga-1' });
    const oldToken = await linkToken(app, email, '/registro/Confirma');
    await registerUser(app, { email, name: 'Segunda', password: 'senha-nova-22' });
    const newToken = await linkToken(app, email, '/registro/Confirma');
    expect(newToken).not.toBe(oldToken);

    const old = await app.inject({
      method: 'POST',
      url: '/api/auth/confirm',
      payload: { token: oldToken },
    });
    expect(old.statusCode).toBe(400);
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/auth/confirm',
      payload: { token: newToken },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().user.name).toBe('Segunda');
    const oldPassword = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'senha-antiga-1' },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'senha-nova-22' },
    });
    expect(newPassword.statusCode).toBe(200);
  });

  it('creates one account when the same e-mail registers twice at the same moment', async () => {
    const email = uniqueEmail();
    const results = await Promise.all([registerUser(app, { email }), registerUser(app, { email })]);
    expect(results.map((r) => r.res.statusCode)).toEqual([201, 201]);
    const rows = await database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/auth/confirm', () => {
  it('confirms the e-mail and signs in with the login body and the web cookies', async () => {
    const { email } = await registerUser(app, { name: 'Carla Dias' });
    const token = await linkToken(app, email, '/registro/Confirma');
    const res = await app.inject({ method: 'POST', url: '/api/auth/confirm', payload: { token } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const user = await userByEmail(email);
    expect(body).toEqual({
      token: expect.stringMatching(/^ey[\w-]+\.[\w-]+\.[\w-]+$/),
      checkpoints: ['boas-vindas', 'tipo-conta'],
      user: { id: user.id, name: 'Carla Dias', email, accountType: null, avatarUrl: null },
      workspaceId: user.currentWorkspaceId,
    });
    expect(user.emailConfirmedAt).toBeInstanceOf(Date);
    expect(res.cookies.map((c) => c.name).sort()).toEqual(['XSRF-TOKEN', 'orbita_refresh']);
  });

  it('refuses a used link, an expired link and a made-up one with pt-BR messages', async () => {
    const { email } = await registerUser(app);
    const token = await linkToken(app, email, '/registro/Confirma');
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/confirm', payload: { token } }))
        .statusCode,
    ).toBe(200);
    const used = await app.inject({ method: 'POST', url: '/api/auth/confirm', payload: { token } });
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({
      message: 'Este link é inválido ou já foi usado. Peça um novo.',
      code: 'auth.token_invalid',
    });

    const second = await registerUser(app);
    const expiredToken = await linkToken(app, second.email, '/registro/Confirma');
    const secondUser = await userByEmail(second.email);
    await database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, secondUser.id));
    const expired = await app.inject({
      method: 'POST',
      url: '/api/auth/confirm',
      payload: { token: expiredToken },
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      message: 'Este link expirou. Peça um novo.',
      code: 'auth.token_expired',
    });
    expect((await userByEmail(second.email)).emailConfirmedAt).toBeNull();

    const madeUp = await app.inject({
      method: 'POST',
      url: '/api/auth/confirm',
      payload: { token: 'x'.repeat(43) },
    });
    expect(madeUp.statusCode).toBe(400);
    const empty = await app.inject({
      method: 'POST',
      url: '/api/auth/confirm',
      payload: { token: '' },
    });
    expect(empty.json().fields).toEqual({ token: 'Link inválido.' });
  });

  it('uses a link once when it is clicked twice at the same moment', async () => {
    const { email } = await registerUser(app);
    const token = await linkToken(app, email, '/registro/Confirma');
    const results = await Promise.all(
      [1, 2].map(() =>
        app.inject({ method: 'POST', url: '/api/auth/confirm', payload: { token } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('POST /api/auth/resend-confirmation', () => {
  it('mails a new working link to an unconfirmed account and answers 202 for anyone', async () => {
    const { email } = await registerUser(app);
    const first = await linkToken(app, email, '/registro/Confirma');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/resend-confirmation',
      payload: { email },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      message: 'Se houver uma conta aguardando confirmação com este e-mail, enviamos um novo link.',
    });
    const second = await linkToken(app, email, '/registro/Confirma');
    expect(second).not.toBe(first);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/confirm', payload: { token: second } }))
        .statusCode,
    ).toBe(200);

    // Confirmed: nothing more is sent, same answer.
    const afterConfirm = await app.inject({
      method: 'POST',
      url: '/api/auth/resend-confirmation',
      payload: { email },
    });
    expect(afterConfirm.statusCode).toBe(202);
    expect(await mailsTo(app, email)).toHaveLength(2);

    const unknown = uniqueEmail();
    const none = await app.inject({
      method: 'POST',
      url: '/api/auth/resend-confirmation',
      payload: { email: unknown },
    });
    expect(none.statusCode).toBe(202);
    expect(none.json()).toEqual(res.json());
    expect(await mailsTo(app, unknown)).toEqual([]);
  });
});
