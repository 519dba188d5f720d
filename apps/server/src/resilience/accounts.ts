import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { call } from './api-client';

/**
 * Signed-in people for suites against a server process, made the way a person does it:
 * register, open the link of the confirmation e-mail, signed in as a mobile client. With
 * no SMTP configured the server keeps its mail in `dev_mails`, read here from the database.
 */
export interface Account {
  email: string;
  password: string;
  userId: string;
  workspaceId: string;
  token: string;
  refreshToken: string;
}

export const PASSWORD = 'senha-resiliencia-1';

async function confirmationToken(database: pg.Pool, email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const { rows } = await database.query<{ text: string }>(
      'select text from dev_mails where lower("to") = lower($1) order by created_at desc limit 1',
      [email],
    );
    const token = /\/registro\/Confirma\?token=([A-Za-z0-9_%-]+)/.exec(rows[0]?.text ?? '')?.[1];
    if (token) return decodeURIComponent(token);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`sem e-mail de confirmação para ${email}`);
}

export async function createAccount(
  base: string,
  database: pg.Pool,
  label = 'pessoa',
): Promise<Account> {
  const email = `${label}-${randomUUID()}@exemplo.com.br`;
  const registered = await call(base, 'POST', '/api/auth/register', {
    body: { name: `Pessoa ${label}`, email, password: PASSWORD },
  });
  if (registered.status !== 201)
    throw new Error(`cadastro: ${registered.status} ${JSON.stringify(registered.body)}`);
  const confirmed = await call<{
    token: string;
    refreshToken: string;
    user: { id: string };
    workspaceId: string;
  }>(base, 'POST', '/api/auth/confirm', {
    body: { token: await confirmationToken(database, email) },
  });
  if (confirmed.status !== 200)
    throw new Error(`confirmação: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  const { token, refreshToken, user, workspaceId } = confirmed.body;
  // An Organização, so its workspace may use every area the writers touch (account types).
  const typed = await call(base, 'PATCH', '/api/app/me', {
    token,
    body: { accountType: 'organization' },
  });
  if (typed.status !== 200) throw new Error(`tipo de conta: ${typed.status}`);
  return { email, password: PASSWORD, userId: user.id, workspaceId, token, refreshToken };
}

/** `count` accounts, `parallel` at a time (each registration hashes a password). */
export async function createAccounts(
  base: string,
  database: pg.Pool,
  count: number,
  parallel = 4,
): Promise<Account[]> {
  const accounts: Account[] = [];
  for (let i = 0; i < count; i += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - i) }, (_, j) =>
      createAccount(base, database, `p${i + j}`),
    );
    accounts.push(...(await Promise.all(batch)));
  }
  return accounts;
}
