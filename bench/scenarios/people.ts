import pg from 'pg';
import type { ApiScenario } from '../api';
import { insertInRanges, SQL_PARALLEL } from '../support/parallel';
import type { BenchContext } from '../support/sessions';

/** People seeded for the people table scenario: the 50,000. */
export const BENCH_PEOPLE = 50_000;

/**
 * 50,000 people in one workspace with INSERT … SELECT generate_series (not through the API):
 * a tenth companies, names from a few first and last names plus the row number, one e-mail
 * and one phone each, a tag of four, two thirds with a last contact in the past 400 days, a
 * fifth with a 30-day cadence. `sort_name`/`search` as the service writes them (accents
 * folded, lower case; e-mail and phone digits in `search`). Idempotent per workspace.
 */
export async function seedPeople(databaseUrl: string, workspaceId: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: SQL_PARALLEL });
  try {
    const existing = await pool.query('select 1 from people where workspace_id = $1 limit 1', [
      workspaceId,
    ]);
    if (existing.rowCount) return;
    // In ranges of n on parallel connections: the rows are those of one statement over
    // 1..BENCH_PEOPLE (each row depends on n alone), made on both cores.
    await insertInRanges(BENCH_PEOPLE, (first, last) =>
      pool.query(
        `with seeded as (
         select n,
           (array['Ana','Bruno','Carla','Diego','Elisa','Fábio','Gabriela','Heitor'])[1 + n % 8]
             || ' ' || (array['Silva','Souza','Oliveira','Santos','Pereira','Lima'])[1 + (n / 8) % 6]
             || ' ' || n as name
         from generate_series($2::int, $3::int) n
       )
       insert into people (workspace_id, kind, name, sort_name, tags, search, last_contact_at,
         keep_in_touch_days, created_at)
       select $1, case when n % 10 = 0 then 'company' else 'person' end, name,
         lower(unaccent(name)),
         array[(array['cliente','fornecedor','amigo','vip'])[1 + n % 4]],
         lower(unaccent(name)) || ' pessoa' || n || '@exemplo.com.br 55419' || lpad(n::text, 8, '0'),
         case when n % 3 = 0 then null else now() - (n % 400) * interval '1 day' end,
         case when n % 5 = 0 then 30 end,
         now() - n * interval '1 minute'
       from seeded`,
        [workspaceId, first, last],
      ),
    );
    const number = `(substring(name from '(\\d+)$'))`;
    // E-mails and phones at once: two tables, each read from the people just made.
    await Promise.all([
      pool.query(
        `insert into people_emails (workspace_id, person_id, address, position)
         select workspace_id, id, 'pessoa' || ${number} || '@exemplo.com.br', 0
         from people where workspace_id = $1`,
        [workspaceId],
      ),
      pool.query(
        `insert into people_phones (workspace_id, person_id, e164, position)
         select workspace_id, id, '+55419' || lpad(${number}, 8, '0'), 0
         from people where workspace_id = $1`,
        [workspaceId],
      ),
    ]);
    await pool.query('analyze people; analyze people_emails; analyze people_phones');
  } finally {
    await pool.end();
  }
}

const seedOnce = new Map<string, Promise<void>>();
const seeded = (ctx: BenchContext) => {
  const key = ctx.databaseUrl;
  if (!seedOnce.has(key))
    seedOnce.set(key, seedPeople(ctx.databaseUrl, ctx.people[0]!.workspaceId));
  return seedOnce.get(key)!;
};

/**
 * The people table's first page (/pessoa/pessoas: 100 rows by name, with e-mails, phones and
 * companies) in a workspace of 50,000 people, by the sessions of that workspace's owner.
 */
export const peopleListScenario: ApiScenario = {
  name: `GET tabela de pessoas (${BENCH_PEOPLE.toLocaleString('pt-BR')} pessoas, 100 por página)`,
  setup: async (ctx) => {
    await seeded(ctx);
    const owner = ctx.people[0]!;
    const sessions = ctx.sessions.filter((s) => s.userId === owner.userId);
    let next = 0;
    return {
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            method: 'GET',
            path: '/api/app/pessoa/pessoas?limit=100&sort=name',
            headers: {
              ...req.headers,
              authorization: `Bearer ${sessions[next++ % sessions.length]!.token}`,
              'x-workspace-id': owner.workspaceId,
              'x-client-type': 'mobile',
            },
          }),
        },
      ],
    };
  },
};
