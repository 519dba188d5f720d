import { and, eq, sql } from 'drizzle-orm';
import type { AckWriter, LoadRead } from '../../resilience/ack-writer';
import { call } from '../../resilience/api-client';
import { dailyAccesses } from './schema';

/** Daily accesses for the crash and load suites (see resilience/ack-writer.ts). */
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

export const communicationWriters: AckWriter[] = [dailyAccess];

export const communicationReads: LoadRead[] = [
  {
    name: 'notificações',
    weight: 3,
    read: (base, a) =>
      call(base, 'GET', '/api/app/comunicacao/notificacoes?limit=20', { token: a.token }),
  },
  {
    name: 'não lidas',
    weight: 2,
    read: (base, a) =>
      call(base, 'GET', '/api/app/comunicacao/notificacoes/nao-lidas', { token: a.token }),
  },
];
