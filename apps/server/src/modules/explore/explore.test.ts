import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../platform/identity/schema';
import { apiClient, expectStatus, randomIp, testApp, testDatabase } from '../../test/kit';
import { insertPage, insertPublication } from './test-items';

const moderatorEmail = `moderadora-${randomUUID()}@exemplo.com.br`;
const database = testDatabase();
const app = await testApp({
  EXPLORE_RATE_LIMIT: '100000',
  ORBITA_MODERATOR_EMAILS: ` outra@exemplo.com.br , ${moderatorEmail.toUpperCase()} `,
});
const api = apiClient('/api/app/universo');

interface Item {
  kind: string;
  id: string;
  title: string;
  url: string;
  featured: boolean;
  picked: boolean;
  reactions: number;
  highlight?: string;
}

const pub = (method: 'GET' | 'POST', url: string, payload?: object, ip = '127.0.0.1') =>
  app.inject({
    method,
    url: `/api/public/explore${url}`,
    remoteAddress: ip,
    ...(payload ? { payload } : {}),
  });

/** Every item of the feed (all pages). */
async function wholeFeed(kind?: string): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = '0';
  while (cursor !== null) {
    const res = await pub('GET', `/feed?limit=50&cursor=${cursor}${kind ? `&kind=${kind}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<{ items: Item[]; nextCursor: string | null }>();
    items.push(...page.items);
    cursor = page.nextCursor;
  }
  return items;
}

const hours = (h: number) => new Date(Date.now() - h * 3600_000);

describe('explore feed', () => {
  it('editorial picks first, then time-decayed engagement (views, reactions), listed only', async () => {
    const owner = await api.newCaller(app, database);
    const w = owner.workspaceId;
    const fresh = await insertPublication(database.db, w, {
      status: 'production',
      visibility: 'public',
      publishedAt: hours(1),
    });
    const popular = await insertPublication(database.db, w, {
      status: 'production',
      visibility: 'public',
      publishedAt: hours(1),
    });
    const old = await insertPage(database.db, w, {
      status: 'production',
      visibility: 'published',
      publishedAt: hours(24 * 30),
    });
    const picked = await insertPublication(database.db, w, {
      status: 'production',
      visibility: 'published',
      publishedAt: hours(24 * 60),
      pickedAt: new Date(),
    });
    const unlisted = await insertPublication(database.db, w, {
      status: 'production',
      visibility: 'unlisted',
    });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
      new Date(),
    );
    await database.pool.query(
      `insert into explore_views (kind, record_id, workspace_id, day, count) values
       ('publication', $1, $3, $4, 50), ('page', $2, $3, $4, 100)`,
      [popular.id, old.id, w, today],
    );
    const feed = await wholeFeed();
    const ids = feed.map((i) => i.id);
    const at = (id: string) => ids.indexOf(id);
    for (const id of [fresh.id, popular.id, old.id, picked.id]) expect(at(id)).toBeGreaterThan(-1);
    expect(at(unlisted.id)).toBe(-1);
    expect(at(picked.id)).toBeLessThan(at(popular.id));
    expect(at(popular.id)).toBeLessThan(at(fresh.id));
    // 100 views a month ago weigh less than none an hour ago.
    expect(at(fresh.id)).toBeLessThan(at(old.id));
    const first = feed[at(picked.id)]!;
    expect(first).toMatchObject({ picked: true, featured: true, kind: 'publication' });
    expect(first.url).toMatch(/^http:\/\/localhost:3000\/site\/[a-z0-9-]+\/p\//);
    // A reaction lifts the fresh one above the popular one? 3 per reaction vs 50 views: no —
    // but it is counted and shown.
    const reacted = await pub('POST', `/publication/${fresh.id}/react`);
    expect(reacted.json()).toEqual({ reacted: true, reactions: 1 });
    const pages = await wholeFeed('page');
    expect(pages.every((i) => i.kind === 'page')).toBe(true);
    expect(pages.map((i) => i.id)).toContain(old.id);
  });

  it('featured lists only "Publicada" items; bad queries answer 400 pt-BR', async () => {
    const owner = await api.newCaller(app, database);
    const published = await insertPage(database.db, owner.workspaceId, {
      status: 'production',
      visibility: 'published',
    });
    const plain = await insertPage(database.db, owner.workspaceId, {
      status: 'production',
      visibility: 'public',
    });
    const featured = (await pub('GET', '/featured')).json<{ items: Item[] }>().items;
    expect(featured.every((i) => i.featured)).toBe(true);
    expect(featured.map((i) => i.id)).toContain(published.id);
    expect(featured.map((i) => i.id)).not.toContain(plain.id);
    const bad = await pub('GET', '/feed?limit=999');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });
});

describe('explore search (orbita_pt: Portuguese, unaccented)', () => {
  it('"publicacao" finds "publicação"; the highlight marks matches and escapes the rest', async () => {
    const owner = await api.newCaller(app, database);
    const tag = `zq${randomUUID()
      .slice(0, 6)
      .replace(/[^a-z]/g, 'x')}`;
    const hit = await insertPublication(database.db, owner.workspaceId, {
      status: 'production',
      visibility: 'public',
      title: `Uma publicação sobre ${tag} & 1 < 2 <script>x()</script>`,
      text: `Texto com <b>negrito</b> falso e a palavra ${tag} de novo.`,
    });
    const hidden = await insertPublication(database.db, owner.workspaceId, {
      status: 'production',
      visibility: 'unlisted',
      title: `Publicação não listada ${tag}`,
    });
    for (const q of [`publicacao ${tag}`, `PUBLICAÇÃO ${tag}`, tag]) {
      const res = await pub('GET', `/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      const items = res.json<{ items: Item[] }>().items;
      expect(
        items.map((i) => i.id),
        q,
      ).toEqual([hit.id]);
      expect(items.map((i) => i.id)).not.toContain(hidden.id);
      const highlight = items[0]!.highlight!;
      expect(highlight).toContain(`<mark>${tag}</mark>`);
      expect(highlight).toContain('&amp; 1 &lt; 2');
      expect(highlight).not.toContain('<script');
      expect(highlight.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    }
    expect((await pub('GET', '/search?q=')).statusCode).toBe(400);
  });
});

describe('reactions and reports', () => {
  it('a reaction toggles per reactor; non-open items 404', async () => {
    const owner = await api.newCaller(app, database);
    const open = await insertPage(database.db, owner.workspaceId, {
      status: 'production',
      visibility: 'unlisted',
    });
    const closed = await insertPage(database.db, owner.workspaceId, {
      status: 'production',
      visibility: 'private',
    });
    const ip = randomIp();
    expect((await pub('POST', `/page/${open.id}/react`, undefined, ip)).json()).toEqual({
      reacted: true,
      reactions: 1,
    });
    expect((await pub('POST', `/page/${open.id}/react`, undefined, randomIp())).json()).toEqual({
      reacted: true,
      reactions: 2,
    });
    expect((await pub('POST', `/page/${open.id}/react`, undefined, ip)).json()).toEqual({
      reacted: false,
      reactions: 1,
    });
    const signedIn = await app.inject({
      method: 'POST',
      url: `/api/public/explore/page/${open.id}/react`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(signedIn.json()).toEqual({ reacted: true, reactions: 2 });
    const refused = await pub('POST', `/page/${closed.id}/react`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Item não encontrado.');
    expect((await pub('POST', `/publication/${open.id}/react`)).statusCode).toBe(404);
  });

  it('one open report per reporter; three distinct reports hide the item until moderation; moderators decide', async () => {
    const owner = await api.newCaller(app, database);
    const item = await insertPublication(database.db, owner.workspaceId, {
      status: 'production',
      visibility: 'public',
      title: `Denunciada ${randomUUID()}`,
    });
    const report = (ip: string) =>
      pub('POST', `/publication/${item.id}/report`, { reason: 'spam', details: 'Propaganda' }, ip);
    const ipA = randomIp();
    expect((await report(ipA)).json()).toEqual({ reported: true });
    const again = await report(ipA);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Você já denunciou este item; a moderação vai analisar.');
    expect(
      (await pub('POST', `/publication/${item.id}/report`, { reason: 'nao-existe' }, randomIp()))
        .statusCode,
    ).toBe(400);
    expect((await report(randomIp())).statusCode).toBe(200);
    expect((await wholeFeed()).map((i) => i.id)).toContain(item.id);
    expect((await report(randomIp())).statusCode).toBe(200);
    // Hidden now: gone from the feed, its address and further reports.
    expect((await wholeFeed()).map((i) => i.id)).not.toContain(item.id);
    expect((await report(randomIp())).statusCode).toBe(404);

    // Moderation: a non-moderator is refused in pt-BR; the moderator sees the queue.
    const member = await api.newCaller(app, database);
    const refused = await member.get<{ message: string }>('/explore/moderation');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Apenas moderadores do Orbita podem fazer isto.');
    expect((await member.post(`/explore/moderation/publication/${item.id}/restore`)).status).toBe(
      403,
    );
    expect(expectStatus(await member.get('/explore/me'), 200)).toEqual({ moderator: false });

    const moderator = await api.newCaller(app, database);
    await database.db
      .update(users)
      .set({ email: moderatorEmail })
      .where(eq(users.id, moderator.userId));
    expect(expectStatus(await moderator.get('/explore/me'), 200)).toEqual({ moderator: true });
    const queue = expectStatus(
      await moderator.get<{ items: { id: string; reports: unknown[]; hiddenReason: string }[] }>(
        '/explore/moderation',
      ),
      200,
    );
    const queued = queue.items.find((i) => i.id === item.id)!;
    expect(queued.reports).toHaveLength(3);
    expect(queued.hiddenReason).toBe('Denúncias — aguardando moderação');

    // Dismiss: the reports were unfounded — closed, and the item shows again.
    const dismissed = expectStatus(
      await moderator.post<{ hiddenAt: string | null; reports: unknown[] }>(
        `/explore/moderation/publication/${item.id}/dismiss`,
      ),
      200,
    );
    expect(dismissed).toMatchObject({ hiddenAt: null, reports: [] });
    expect((await wholeFeed()).map((i) => i.id)).toContain(item.id);
    // Hide, restore, pick, unpick.
    expectStatus(await moderator.post(`/explore/moderation/publication/${item.id}/hide`), 200);
    expect((await wholeFeed()).map((i) => i.id)).not.toContain(item.id);
    expectStatus(await moderator.post(`/explore/moderation/publication/${item.id}/restore`), 200);
    const picked = expectStatus(
      await moderator.post<{ pickedAt: string | null }>(
        `/explore/moderation/publication/${item.id}/pick`,
      ),
      200,
    );
    expect(picked.pickedAt).not.toBeNull();
    expect((await wholeFeed())[0]!.id).toBe(item.id);
    expectStatus(await moderator.post(`/explore/moderation/publication/${item.id}/unpick`), 200);
    expect(
      (await moderator.post(`/explore/moderation/publication/${randomUUID()}/hide`)).status,
    ).toBe(404);
  });
});
