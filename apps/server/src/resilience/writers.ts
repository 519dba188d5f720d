import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../platform/identity/schema';
import { dailyAccesses } from '../modules/communication/schema';
import { flowTasks } from '../modules/flow/tasks/schema';
import { workspaces } from '../platform/identity/schema';
import type { Database } from '../platform/db/client';
import { PASSWORD, type Account } from './accounts';
import { financeEntryWriter } from './writers-finance';
import { gamificationGrantsWriter } from './writers-gamification';
import { call } from './api-client';

/**
 * Writes the crash and load suites make through the API, and how to find each one in the
 * database afterwards. A write counts once the server answered 2xx (acknowledged): from
 * then on it must survive anything, a SIGKILL included. A module adds its writers to
 * `ackWriters` when it lands (finance: entries, whose `missing` also checks the balance
 * invariant; gamification: grants).
 */
export interface WriteContext {
  base: string;
  /** Signed in; used by one worker at a time, so its writes are sequential. */
  account: Account;
  /** This worker's running write number. */
  seq: number;
}

export interface AckWriter<A = unknown> {
  name: string;
  /** Its share of the writes in the load suite's mix (default 1): sign-ups are rare next to edits. */
  loadWeight?: number;
  /** Once per account before its first write (e.g. the account type that may create). */
  prepare?(base: string, account: Account): Promise<void>;
  /** One write: what must survive when the server acknowledged it, or null when it did not answer 2xx. */
  write(ctx: WriteContext): Promise<A | null>;
  /** What of the acknowledged writes the database lacks, described (empty when every one is there). */
  missing(db: Database, acks: A[]): Promise<string[]>;
}

const registrations: AckWriter<string> = {
  name: 'cadastro',
  loadWeight: 0.1,
  async write({ base }) {
    const email = `crash-${randomUUID()}@exemplo.com.br`;
    const res = await call(base, 'POST', '/api/auth/register', {
      body: { name: 'Pessoa Cadastro', email, password: PASSWORD },
    });
    return res.status === 201 ? email : null;
  },
  async missing(db, emails) {
    if (!emails.length) return [];
    const rows = await db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.email, emails));
    const found = new Set(rows.map((r) => r.email));
    return emails.filter((e) => !found.has(e)).map((e) => `cadastro de ${e}`);
  },
};

/** Renames carry their number; the stored name must be the last acknowledged one or a later one. */
const profileNames: AckWriter<{ userId: string; seq: number }> = {
  name: 'perfil',
  async write({ base, account, seq }) {
    const res = await call(base, 'PATCH', '/api/app/me', {
      token: account.token,
      body: { name: `Perfil #${seq}` },
    });
    return res.status === 200 ? { userId: account.userId, seq } : null;
  },
  async missing(db, acks) {
    const last = new Map<string, number>();
    for (const { userId, seq } of acks) last.set(userId, Math.max(seq, last.get(userId) ?? -1));
    if (!last.size) return [];
    const rows = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, [...last.keys()]));
    const stored = new Map(rows.map((r) => [r.id, Number(/#(\d+)$/.exec(r.name)?.[1] ?? -1)]));
    return [...last]
      .filter(([id, seq]) => (stored.get(id) ?? -1) < seq)
      .map(([id, seq]) => `nome #${seq} de ${id} (guardado: #${stored.get(id)})`);
  },
};

const newWorkspaces: AckWriter<string> = {
  name: 'conta',
  async prepare(base, account) {
    const res = await call(base, 'PATCH', '/api/app/me', {
      token: account.token,
      body: { accountType: 'organization' },
    });
    if (res.status !== 200) throw new Error(`tipo de conta: ${res.status}`);
  },
  async write({ base, account, seq }) {
    const res = await call<{ id: string }>(base, 'POST', '/api/app/conta/contas', {
      token: account.token,
      body: { name: `Conta ${seq}` },
    });
    return res.status === 201 ? res.body.id : null;
  },
  async missing(db, ids) {
    if (!ids.length) return [];
    const rows = await db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(inArray(workspaces.id, ids));
    const found = new Set(rows.map((r) => r.id));
    return ids.filter((id) => !found.has(id)).map((id) => `conta ${id}`);
  },
};

const dailyAccess: AckWriter<{ userId: string; day: string }> = {
  name: 'acesso diário',
  loadWeight: 0.3,
  async write({ base, account }) {
    const res = await call<{ day: string }>(
      base,
      'POST',
      '/api/app/comunicacao/eventos/acesso-diario',
      { token: account.token },
    );
    return res.status === 200 ? { userId: account.userId, day: res.body.day } : null;
  },
  async missing(db, acks) {
    const lacking: string[] = [];
    for (const key of new Set(acks.map((a) => `${a.userId}|${a.day}`))) {
      const [userId, day] = key.split('|') as [string, string];
      const [row] = await db
        .select({ n: sql<number>`1` })
        .from(dailyAccesses)
        .where(and(eq(dailyAccesses.userId, userId), eq(dailyAccesses.day, day)));
      if (!row) lacking.push(`acesso de ${userId} em ${day}`);
    }
    return lacking;
  },
};

/** Each account's task list, made by `newTasks.prepare` (the load suite's reads use it too). */
export const taskListOf = new Map<string, string>();

const newTasks: AckWriter<string> = {
  name: 'tarefa',
  loadWeight: 2,
  async prepare(base, account) {
    const res = await call<{ id: string }>(base, 'POST', '/api/app/flow/lists', {
      token: account.token,
      // Task codes are unique per workspace: a prefix of its own, wide enough for every write.
      body: { name: 'Lista de resiliência', sequence: { prefix: 'RES', width: 8, suffix: '' } },
    });
    if (res.status !== 201) throw new Error(`lista: ${res.status} ${JSON.stringify(res.body)}`);
    taskListOf.set(account.userId, res.body.id);
  },
  async write({ base, account, seq }) {
    const res = await call<{ id: string }>(
      base,
      'POST',
      `/api/app/flow/lists/${taskListOf.get(account.userId)}/tasks`,
      { token: account.token, body: { title: `Tarefa #${seq}` } },
    );
    return res.status === 201 ? res.body.id : null;
  },
  async missing(db, ids) {
    if (!ids.length) return [];
    const rows = await db
      .select({ id: flowTasks.id })
      .from(flowTasks)
      .where(inArray(flowTasks.id, ids));
    const found = new Set(rows.map((r) => r.id));
    return ids.filter((id) => !found.has(id)).map((id) => `tarefa ${id}`);
  },
};

export const ackWriters: AckWriter[] = [
  registrations,
  profileNames,
  newWorkspaces,
  dailyAccess,
  newTasks,
  financeEntryWriter,
  gamificationGrantsWriter,
];
