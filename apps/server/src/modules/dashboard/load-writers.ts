import { widgetIds } from '@orbita/contracts/dashboard';
import { and, eq } from 'drizzle-orm';
import type { AckWriter, LoadRead } from '../../resilience/ack-writer';
import { call } from '../../resilience/api-client';
import { dashboardLayouts } from './schema';

/**
 * A layout save for the crash and load suites (no version: last write wins). Each save
 * bumps the row's version, so the row of a person must be at least at the number of saves
 * acknowledged to them (a later save that was sent but never answered may add one).
 */
const layoutSave: AckWriter<{ userId: string; workspaceId: string }> = {
  name: 'disposição do painel',
  loadWeight: 0.2,
  async write({ base, account, seq }) {
    const hidden = widgetIds[seq % widgetIds.length]!;
    const res = await call<{ version: number }>(base, 'PUT', '/api/app/me/dashboard/layout', {
      token: account.token,
      body: { widgets: widgetIds.map((id) => ({ id, hidden: id === hidden })) },
    });
    return res.status === 200 ? { userId: account.userId, workspaceId: account.workspaceId } : null;
  },
  async missing(db, acks) {
    const saves = new Map<string, number>();
    for (const a of acks)
      saves.set(
        `${a.workspaceId}|${a.userId}`,
        (saves.get(`${a.workspaceId}|${a.userId}`) ?? 0) + 1,
      );
    const lacking: string[] = [];
    for (const [key, count] of saves) {
      const [workspaceId, userId] = key.split('|') as [string, string];
      const [row] = await db
        .select({ version: dashboardLayouts.version })
        .from(dashboardLayouts)
        .where(
          and(eq(dashboardLayouts.workspaceId, workspaceId), eq(dashboardLayouts.userId, userId)),
        );
      if ((row?.version ?? 0) < count)
        lacking.push(
          `disposição do painel de ${userId}: ${count} salvas, versão ${row?.version ?? 0}`,
        );
    }
    return lacking;
  },
};

export const dashboardWriters: AckWriter[] = [layoutSave];

export const dashboardReads: LoadRead[] = [
  {
    name: 'painel',
    weight: 3,
    read: (base, a) => call(base, 'GET', '/api/app/me/dashboard', { token: a.token }),
  },
];
