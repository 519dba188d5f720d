import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { AckWriter } from '../../resilience/ack-writer';
import { call } from '../../resilience/api-client';
import { gamificationGrants, gamificationPlayerScores } from './schema';

/**
 * Gamification grants for the crash and load suites: each write is a manual mission the
 * account completes through a check-in its owner approves; the approval's 200 acknowledges
 * a ledger grant (`mission:<id>:<user>:once`). `missing` also checks that the maintained
 * all-time score equals the sum of the ledger's earnings (the two are written by one
 * transaction, so a crash may lose both, never one).
 */
interface GrantAck {
  userId: string;
  gameId: string;
  missionId: string;
}

const gameOf = new Map<string, string>();
const base = '/api/app/gamificacao';

export const gamificationGrantsWriter: AckWriter<GrantAck> = {
  name: 'recompensa',
  loadWeight: 0.5,
  async prepare(server, account) {
    const game = await call<{ id: string; code: string }>(server, 'POST', `${base}/games`, {
      token: account.token,
      body: { name: 'Jogo de resiliência' },
    });
    if (game.status !== 201)
      throw new Error(`gamificação: ${game.status} ${JSON.stringify(game.body)}`);
    const joined = await call(server, 'POST', `${base}/play/${game.body.code}/join`, {
      token: account.token,
    });
    if (joined.status !== 200 && joined.status !== 201)
      throw new Error(`entrar no jogo: ${joined.status} ${JSON.stringify(joined.body)}`);
    gameOf.set(account.userId, game.body.id);
  },
  async write({ base: server, account, seq }) {
    const gameId = gameOf.get(account.userId)!;
    const opts = { token: account.token };
    const mission = await call<{ id: string }>(server, 'POST', `${base}/games/${gameId}/missions`, {
      ...opts,
      body: { name: `Missão #${seq}`, goal: { kind: 'manual', target: 1 }, reward: { points: 1 } },
    });
    if (mission.status !== 201) return null;
    const checkIn = await call<{ id: string }>(
      server,
      'POST',
      `${base}/missions/${mission.body.id}/check-ins`,
      { ...opts, body: {} },
    );
    if (checkIn.status !== 201) return null;
    const approved = await call(
      server,
      'POST',
      `${base}/check-ins/${checkIn.body.id}/approve`,
      opts,
    );
    return approved.status === 200
      ? { userId: account.userId, gameId, missionId: mission.body.id }
      : null;
  },
  async missing(db: Database, acks) {
    if (!acks.length) return [];
    const causes = acks.map((a) => `mission:${a.missionId}:${a.userId}:once`);
    const rows = await db
      .select({ cause: gamificationGrants.cause })
      .from(gamificationGrants)
      .where(inArray(gamificationGrants.cause, causes));
    const found = new Set(rows.map((r) => r.cause));
    const lacking = causes.filter((c) => !found.has(c)).map((c) => `recompensa ${c}`);
    for (const key of new Set(acks.map((a) => `${a.userId}|${a.gameId}`))) {
      const [userId, gameId] = key.split('|') as [string, string];
      const [earned] = await db
        .select({ total: sql<number>`coalesce(sum(${gamificationGrants.points}), 0)::int` })
        .from(gamificationGrants)
        .where(
          and(
            eq(gamificationGrants.userId, userId),
            eq(gamificationGrants.gameId, gameId),
            sql`${gamificationGrants.points} > 0`,
          ),
        );
      const [score] = await db
        .select({ points: gamificationPlayerScores.points })
        .from(gamificationPlayerScores)
        .where(
          and(
            eq(gamificationPlayerScores.userId, userId),
            eq(gamificationPlayerScores.gameId, gameId),
          ),
        );
      if ((score?.points ?? 0) !== (earned?.total ?? 0))
        lacking.push(`pontuação de ${userId}: ${score?.points ?? 0} ≠ razão ${earned?.total ?? 0}`);
    }
    return lacking;
  },
};
