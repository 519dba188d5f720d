import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestFor, type Known } from './fuzz/arbitraries';
import { operationsOf } from './fuzz/openapi';
import { CONTACTS_IMPORT_BODY_LIMIT } from '../modules/chats/contacts/routes';
import { PEOPLE_IMPORT_BODY_LIMIT } from '../modules/people/io/routes';
import { COMMIT_BODY_LIMIT, PREVIEW_BODY_LIMIT } from '../modules/finance/reports/routes';
import { MIND_MAP_IMPORT_BODY_LIMIT } from '../modules/mind-maps/routes';
import { PAGE_BODY_LIMIT } from '../modules/pages/routes';
import { authTestApp, signedInMobileUser } from '../test/kit';

/**
 * Every route of the OpenAPI document, sent malformed and random bodies, query strings,
 * path parameters and headers (seeded, a few thousand cases): no 500, no crash, every
 * refusal a JSON error `{ message, code }` with a pt-BR message. A 2xx is fine where the
 * input happened to be valid. Bodies over 1 MiB are refused with 413.
 * FUZZ_SEED replays a run; FUZZ_CASES changes the total.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20_261_122);
const totalCases = Number(process.env.FUZZ_CASES ?? 3000);

const app: FastifyInstance = await authTestApp();
const known: Known = { tokens: [], ids: [] };

/**
 * Three signed-in people whose tokens and ids the fuzzer mixes in. A random request may
 * end a session (logout, a password change), so dead ones are replaced before each route.
 */
async function keepSignedIn(): Promise<void> {
  const alive = [];
  for (const token of known.tokens) {
    const res = await app.inject({
      url: '/api/auth/app',
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode === 200) alive.push(token);
  }
  while (alive.length < 3) {
    const user = await signedInMobileUser(app);
    alive.push(user.session.token);
    known.ids.push(user.session.workspaceId, user.userId);
  }
  known.tokens.splice(0, known.tokens.length, ...alive);
}
await keepSignedIn();
// Membership and role are checked before the body is read (route kit), so the body-limit
// cases name a workspace of their caller (its Principal), whom no fuzzed request signs out.
const owner = await signedInMobileUser(app);
// …of an Organização, whose workspace may use every feature (the account-type policy is
// checked at the same point as the role).
await app.inject({
  method: 'PATCH',
  url: '/api/app/me',
  headers: { authorization: `Bearer ${owner.session.token}` },
  payload: { accountType: 'organization' },
});
const operations = operationsOf((await app.inject({ url: '/api/docs/json' })).json());
const runsPerOperation = Math.max(20, Math.ceil(totalCases / operations.length));

// Words of Fastify's, zod's or Node's own (English) messages; none belongs in a pt-BR one.
const english =
  /\b(the|is|are|must|should|cannot|invalid|required|expected|received|not found|unsupported|unauthorized|forbidden|too many|too large|payload|body|error|failed|route|unexpected|missing|allowed|input)\b/i;

/** Answers by status class, to show the fuzzer reaches the handlers and not only the guards. */
const seen = new Map<string, number>();

function checkAnswer(res: LightMyRequestResponse, label: string): void {
  const status = res.statusCode < 300 ? '2xx' : String(res.statusCode);
  seen.set(status, (seen.get(status) ?? 0) + 1);
  expect(res.statusCode, `${label} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(
    500,
  );
  if (res.statusCode < 300) return;
  expect(String(res.headers['content-type']), `${label}: content-type`).toMatch(
    /^application\/json/,
  );
  const body = JSON.parse(res.body) as { message?: unknown; code?: unknown };
  expect(
    typeof body.message === 'string' && body.message.length > 0,
    `${label}: message in ${res.body}`,
  ).toBe(true);
  expect(typeof body.code, `${label}: code in ${res.body}`).toBe('string');
  expect(
    english.test(String(body.message)),
    `${label}: English message "${String(body.message)}"`,
  ).toBe(false);
}

describe(`fuzz: ${operations.length} operations of the OpenAPI document, ${runsPerOperation} cases each (seed ${seed})`, () => {
  it('finds the routes of every module', () => {
    expect(operations.length).toBeGreaterThan(10);
    expect(operations.map((o) => o.path)).toContain('/api/auth/login');
  });

  for (const operation of operations) {
    const label = `${operation.method} ${operation.path}`;
    it(`${label} answers every random request without a 5xx, in pt-BR JSON`, async () => {
      await keepSignedIn();
      await fc.assert(
        fc.asyncProperty(requestFor(operation, known), async (request) => {
          const res = await app.inject(request);
          checkAnswer(res, `${request.method} ${request.url.slice(0, 200)}`);
        }),
        { seed, numRuns: runsPerOperation },
      );
    });
  }

  it('got past authentication and validation often enough to exercise the handlers', () => {
    const total = [...seen.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(operations.length * runsPerOperation);
    expect(seen.get('2xx') ?? 0, JSON.stringify(Object.fromEntries(seen))).toBeGreaterThan(
      total * 0.03,
    );
    expect(seen.get('400') ?? 0).toBeGreaterThan(total * 0.1);
    expect(seen.get('401') ?? 0).toBeGreaterThan(0);
  });

  // Bank statements can be larger than the API's 1 MiB: the import routes declare their own limit.
  const largerBodyLimits: Record<string, number> = {
    'POST /api/app/riqueza/imports/preview': PREVIEW_BODY_LIMIT,
    'POST /api/app/riqueza/imports': COMMIT_BODY_LIMIT,
    // A mind map file of up to 2 MB, sent as a JSON string (escaping may double it).
    'POST /api/app/mind-space/mind-maps/import': MIND_MAP_IMPORT_BODY_LIMIT,
    // A page as large as its contract allows (100 blocks of 20,000 characters).
    'POST /api/app/produto/pages': PAGE_BODY_LIMIT,
    'PATCH /api/app/produto/pages/{id}': PAGE_BODY_LIMIT,
    // A contacts file of up to 5 MB (CSV or vCard) as a JSON string.
    'POST /api/app/comunicacao/contatos-importar': CONTACTS_IMPORT_BODY_LIMIT,
    // A people file of up to 5 MB (CSV or vCard) as a JSON string.
    'POST /api/app/pessoa/pessoas-importar': PEOPLE_IMPORT_BODY_LIMIT,
  };
  const withBody = operations.filter((o) => o.method !== 'GET');
  it.each(withBody.map((o) => [`${o.method} ${o.path}`, o] as const))(
    '%s refuses a body over its limit (1 MiB unless the route declares more) with 413',
    async (_label, operation) => {
      const url = operation.path
        .replace('{workspaceId}', owner.session.workspaceId)
        .replace(/\{\w+\}/g, known.ids.at(-1)!);
      const limit = largerBodyLimits[`${operation.method} ${operation.path}`] ?? 1024 * 1024;
      const huge = JSON.stringify({ name: 'x'.repeat(limit + 10) });
      const res = await app.inject({
        method: operation.method,
        url,
        headers: {
          authorization: `Bearer ${owner.session.token}`,
          'x-client-type': 'mobile',
          'content-type': 'application/json',
        },
        payload: huge,
      });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(413);
      expect(res.json()).toEqual({
        message: 'A requisição é grande demais.',
        code: 'payload_too_large',
      });
    },
  );
});
