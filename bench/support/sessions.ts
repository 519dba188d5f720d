import pLimit from 'p-limit';
import pg from 'pg';
import { createAccounts } from '../../apps/server/src/resilience/accounts';
import { call } from '../../apps/server/src/resilience/api-client';

/**
 * Signed-in mobile sessions for the API bench, made the way people make them (register,
 * confirm by the e-mailed link, sign in): four sessions per person, one per connection,
 * so every connection can keep its own refresh-token chain.
 */
export interface BenchSession {
  userId: string;
  workspaceId: string;
  /** Access token (bearer). */
  token: string;
  /** Mobile refresh token, rotated by every refresh. */
  refreshToken: string;
}

export interface BenchContext {
  base: string;
  databaseUrl: string;
  sessions: BenchSession[];
  /** The people behind the sessions (one session each), for per-person seeding. */
  people: BenchSession[];
}

const SESSIONS_PER_PERSON = 4;

export async function signInBenchSessions(
  base: string,
  databaseUrl: string,
  count: number,
): Promise<BenchContext> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  try {
    const accounts = await createAccounts(base, pool, Math.ceil(count / SESSIONS_PER_PERSON), 4);
    const people: BenchSession[] = accounts.map((a) => ({
      userId: a.userId,
      workspaceId: a.workspaceId,
      token: a.token,
      refreshToken: a.refreshToken,
    }));
    const sessions: BenchSession[] = [...people];
    for (const account of accounts) {
      for (let i = 1; i < SESSIONS_PER_PERSON && sessions.length < count; i++) {
        const res = await call<{ token: string; refreshToken: string; workspaceId: string }>(
          base,
          'POST',
          '/api/auth/login',
          { body: { email: account.email, password: account.password } },
        );
        if (res.status !== 200)
          throw new Error(`login do bench: ${res.status} ${JSON.stringify(res.body)}`);
        sessions.push({
          userId: account.userId,
          workspaceId: res.body.workspaceId,
          token: res.body.token,
          refreshToken: res.body.refreshToken,
        });
      }
    }
    return { base, databaseUrl, sessions: sessions.slice(0, count), people };
  } finally {
    await pool.end();
  }
}

/**
 * Seeds per person, a few people at a time. All 25 at once queued their heavy writes (each an
 * import of 300 entries) behind the server's database pool until requests waited past its
 * 5 s connection timeout and were answered 503, which stopped `npm run bench` (27/11): the
 * server sheds load as it should; the seeding is what must not ask for more than 2 cores give.
 */
export function forEachPerson<T>(
  ctx: BenchContext,
  seed: (person: BenchSession, index: number) => Promise<T>,
): Promise<T[]> {
  const limit = pLimit(SEEDING_CONCURRENCY);
  return Promise.all(ctx.people.map((person, index) => limit(() => seed(person, index))));
}

const SEEDING_CONCURRENCY = 4;
