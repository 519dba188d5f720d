import { randomUUID } from 'node:crypto';
import {
  isFeatured,
  isListed,
  opensForAudience,
  opensPublicly,
  publicationStatuses,
  publicationVisibilities,
  type PublicState,
} from '@orbita/contracts/explore';
import { describe, expect, it } from 'vitest';
import { apiClient, expectStatus, mailsTo, testApp, testDatabase } from '../../test/kit';
import { insertPage, insertPublication } from './test-items';

/**
 * THE visibility matrix (issue 20): every status × visibility × hidden, for a publication
 * and a page, against every viewer (a member, a user of another workspace, signed out, a
 * bot, the testing audience's signed link) and every surface (the member API, the public
 * address, explore feed, featured, search, sitemap, Atom, RSS, the site home). The
 * expectation of each cell is the contracts' rule (contracts/explore visibility.ts):
 * nothing leaks, nothing that should show is missing.
 *
 * Items are written straight into the tables in each state (with their live copy), so the
 * matrix covers states the editors' flows reach only through several steps; the flows
 * themselves are the modules' own tests.
 */
const database = testDatabase();
const app = await testApp({ EXPLORE_RATE_LIMIT: '1000000' });
const api = apiClient('/api/app/universo');

type Kind = 'publication' | 'page';
type Viewer = 'member' | 'outsider' | 'signed-out' | 'bot';
const viewers: Viewer[] = ['member', 'outsider', 'signed-out', 'bot'];
type Surface =
  | 'member API'
  | 'public address'
  | 'explore feed'
  | 'featured'
  | 'search'
  | 'sitemap'
  | 'Atom'
  | 'RSS'
  | 'site home';

interface Cell {
  kind: Kind;
  id: string;
  slug: string;
  word: string;
  state: PublicState;
}

interface FeedPage {
  items: { id: string }[];
  nextCursor: string | null;
}

/** What the contracts say a viewer sees on a surface. */
function expected(viewer: Viewer, surface: Surface, state: PublicState): boolean {
  switch (surface) {
    case 'member API':
      return viewer === 'member';
    case 'public address':
      return opensPublicly(state);
    case 'featured':
      return isFeatured(state);
    default:
      return isListed(state);
  }
}

describe('the visibility matrix: status × visibility × hidden × viewer × surface', () => {
  it('nothing leaks, nothing that should show is missing', async () => {
    const owner = await api.newCaller(app, database);
    const outsider = await api.newCaller(app, database);
    const site = expectStatus(await owner.get<{ handle: string }>('/explore/site'), 200);
    const base = `http://localhost:3000/site/${site.handle}`;

    const cells: Cell[] = [];
    for (const status of publicationStatuses)
      for (const visibility of publicationVisibilities)
        for (const hidden of [false, true])
          for (const kind of ['publication', 'page'] as const) {
            const word = `mx${randomUUID()
              .replace(/[^a-z]/g, '')
              .slice(0, 10)}`;
            const state = { status, visibility, hidden };
            const insert = kind === 'publication' ? insertPublication : insertPage;
            const row = await insert(database.db, owner.workspaceId, {
              ...state,
              title: `Matriz ${word}`,
              text: `Corpo ${word}`,
            });
            cells.push({ kind, id: row.id, slug: row.slug, word, state });
          }
    expect(cells).toHaveLength(48);

    const headersOf: Record<Viewer, Record<string, string>> = {
      member: { ...owner.headers, 'user-agent': 'Mozilla/5.0' },
      outsider: { ...outsider.headers, 'user-agent': 'Mozilla/5.0' },
      'signed-out': { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' },
      bot: {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
    };
    const get = (url: string, viewer: Viewer) =>
      app.inject({ method: 'GET', url, headers: headersOf[viewer] });
    const addressOf = (c: Cell) => `${base}${c.kind === 'publication' ? '/p/' : '/'}${c.slug}`;

    const problems: string[] = [];
    const check = (viewer: Viewer, surface: Surface, cell: Cell, shown: boolean) => {
      const want = expected(viewer, surface, cell.state);
      if (shown !== want)
        problems.push(
          `${cell.kind} ${cell.state.status}/${cell.state.visibility}${cell.state.hidden ? '/oculto' : ''} — ${viewer} — ${surface}: ${shown ? 'APARECE' : 'FALTA'}`,
        );
    };

    for (const viewer of viewers) {
      // Lists: one read each, then every cell is looked for in it.
      const feedIds = new Set<string>();
      let cursor: string | null = '0';
      while (cursor !== null) {
        const res = await get(`/api/public/explore/feed?limit=50&cursor=${cursor}`, viewer);
        const page: FeedPage = res.json<FeedPage>();
        page.items.forEach((i) => feedIds.add(i.id));
        cursor = page.nextCursor;
      }
      const featured = new Set(
        (await get('/api/public/explore/featured', viewer))
          .json<{ items: { id: string }[] }>()
          .items.map((i) => i.id),
      );
      const bodies: Partial<Record<Surface, string>> = {
        sitemap: (await get(`/site/${site.handle}/sitemap.xml`, viewer)).body,
        Atom: (await get(`/site/${site.handle}/feed.xml`, viewer)).body,
        RSS: (await get(`/site/${site.handle}/rss.xml`, viewer)).body,
        'site home': (await get(`/site/${site.handle}`, viewer)).body,
      };
      for (const cell of cells) {
        const memberApi =
          cell.kind === 'publication'
            ? `/api/app/universo/publications/${cell.id}`
            : `/api/app/produto/pages/${cell.id}`;
        check(viewer, 'member API', cell, (await get(memberApi, viewer)).statusCode === 200);
        const address = await get(addressOf(cell).replace('http://localhost:3000', ''), viewer);
        const opened = address.statusCode === 200;
        if (opened) expect(address.body).toContain(`Matriz ${cell.word}`);
        else expect(address.statusCode).toBe(404);
        check(viewer, 'public address', cell, opened);
        check(viewer, 'explore feed', cell, feedIds.has(cell.id));
        check(viewer, 'featured', cell, featured.has(cell.id));
        const search = (await get(`/api/public/explore/search?q=${cell.word}`, viewer)).json<{
          items: { id: string }[];
        }>();
        check(
          viewer,
          'search',
          cell,
          search.items.some((i) => i.id === cell.id),
        );
        for (const surface of ['sitemap', 'Atom', 'RSS', 'site home'] as const)
          check(viewer, surface, cell, bodies[surface]!.includes(addressOf(cell)));
      }
    }

    // The testing audience's signed link (reviews): opens the item only while it is being
    // tested (`opensForAudience`), whatever its visibility; never lists anything.
    for (const cell of cells) {
      const to = `revisora-${randomUUID().slice(0, 8)}@exemplo.com.br`;
      const invited = await owner.post(`/reviews/${cell.kind}/${cell.id}/audience`, {
        emails: [to],
      });
      let opened = false;
      if (invited.status === 200) {
        const [mail] = await mailsTo(app, to);
        const token = /\/revisao\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
        if (token)
          opened =
            (await app.inject({ method: 'GET', url: `/api/public/reviews/${token}` }))
              .statusCode === 200;
      }
      if (opened !== opensForAudience(cell.state))
        problems.push(
          `${cell.kind} ${cell.state.status}/${cell.state.visibility}${cell.state.hidden ? '/oculto' : ''} — audience link (${invited.status}): ${opened ? 'APARECE' : 'FALTA'}`,
        );
    }

    expect(problems).toEqual([]);
    // Not vacuous: each surface shows something to someone.
    expect(cells.filter((c) => isListed(c.state))).toHaveLength(4);
    expect(cells.filter((c) => isFeatured(c.state))).toHaveLength(2);
  }, 180_000);
});
