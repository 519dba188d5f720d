import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { Account } from '../../resilience/accounts';
import type { AckWriter } from '../../resilience/ack-writer';
import { call } from '../../resilience/api-client';
import { gamificationGrants, gamificationPlayerScores } from './schema';

/**
 * Gamification grants for the crash and load suites: each write is a manual mission the
 * account completes through a check-in that another prepared account, the Principal of the
 * game's workspace, approves (nobody decides their own check-in); the approval's 200
 * acknowledges a ledger grant (`mission:<id>:<user>:once`). `missing` also checks that the
 * maintained all-time score equals the sum of the ledger's earnings (the two are written by
 * one transaction, so a crash may lose both, never one).
 */
interface GrantAck {
  userId: string;
  gameId: string;
  missionId: string;
}

/** Prepared accounts of each server (by base URL), with the game each one owns. */
const prepared = new Map<string, { account: Account; gameId: string; code: string }[]>();
const joined = new Set<string>();
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
    const list = prepared.get(server) ?? [];
    list.push({ account, gameId: game.body.id, code: game.body.code });
    prepared.set(server, list);
  },
  async write({ base: server, account, seq }) {
    // The game of another account: its Principal creates the mission and approves.
    const others = (prepared.get(server) ?? []).filter((p) => p.account.userId !== account.userId);
    const host = others[seq % Math.max(others.length, 1)];
    if (!host) throw new Error('recompensa: precisa de pelo menos duas contas preparadas');
    const { gameId } = host;
    const player = { token: account.token };
    const owner = { token: host.account.token };
    if (!joined.has(`${account.userId}|${gameId}`)) {
      const join = await call(server, 'POST', `${base}/play/${host.code}/join`, player);
      if (join.status !== 200 && join.status !== 201) return null;
      joined.add(`${account.userId}|${gameId}`);
    }
    const mission = await call<{ id: string }>(server, 'POST', `${base}/games/${gameId}/missions`, {
      ...owner,
      body: { name: `Missão #${seq}`, goal: { kind: 'manual', target: 1 }, reward: { points: 1 } },
    });
    if (mission.status !== 201) return null;
    const checkIn = await call<{ id: string }>(
      server,
      'POST',
      `${base}/missions/${mission.body.id}/check-ins`,
      { ...player, body: {} },
    );
    if (checkIn.status !== 201) return null;
    const approved = await call(
      server,
      'POST',
      `${base}/check-ins/${checkIn.body.id}/approve`,
      owner,
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
