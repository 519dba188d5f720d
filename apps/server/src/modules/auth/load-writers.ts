import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { users } from '../../platform/identity/schema';
import { PASSWORD } from '../../resilience/accounts';
import type { AckWriter, LoadRead } from '../../resilience/ack-writer';
import { call } from '../../resilience/api-client';

/** Sign-ups and profile renames for the crash and load suites (see resilience/ack-writer.ts). */
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

export const authWriters: AckWriter[] = [registrations, profileNames];

export const authReads: LoadRead[] = [
  {
    name: 'estado do app',
    weight: 6,
    read: (base, a) => call(base, 'GET', '/api/auth/app', { token: a.token }),
  },
];
