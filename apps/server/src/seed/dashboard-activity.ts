import type { FastifyInstance } from 'fastify';
import { addDays, clock, today } from '../platform/clock';

/**
 * A year of the demo person's past work, so the dashboard's heatmap has something to show:
 * on most weekdays of the last ~6 months (fewer on weekends, a quiet holiday week) the
 * person opens Orbita and finishes a few routine tasks — through the API, with the platform
 * clock moved to each day, so every count is made by the same domain events as real work.
 * Deterministic (a seeded generator): the demo looks the same on every machine.
 */
export async function seedPastActivity(
  app: FastifyInstance,
  session: { token: string; workspaceId: string },
  options: { days?: number } = {},
): Promise<void> {
  const headers = {
    'x-client-type': 'mobile',
    authorization: `Bearer ${session.token}`,
    'x-workspace-id': session.workspaceId,
  };
  const call = async <T>(method: 'POST' | 'GET', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json<T>();
  };
  const list = await call<{ id: string }>('POST', '/api/app/flow/lists', {
    name: 'Rotina',
    color: '#00838f',
  });
  let state = 17;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const start = today();
  const span = options.days ?? 180;
  const realNow = clock.now;
  try {
    for (let back = span; back >= 1; back--) {
      const day = addDays(start, -back);
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      const weekend = weekday === 0 || weekday === 6;
      if (random() < (weekend ? 0.7 : 0.15)) continue;
      if (back > 40 && back < 48) continue; // a week off
      // 09:00 in São Paulo that day.
      clock.now = () => new Date(`${day}T12:00:00Z`);
      await call('POST', '/api/app/comunicacao/eventos/acesso-diario');
      const done = Math.floor(random() * (weekend ? 2 : 6));
      for (let i = 0; i < done; i++) {
        await call('POST', `/api/app/flow/lists/${list.id}/tasks`, {
          title: `Rotina do dia ${day.slice(8)}/${day.slice(5, 7)} (${i + 1})`,
          status: 'done',
        });
      }
    }
  } finally {
    clock.now = realNow;
  }
}
