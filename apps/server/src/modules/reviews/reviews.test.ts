import { createHash } from 'node:crypto';
import {
  REVIEW_COMMENTS_PER_MINUTE,
  reviewMessages,
  type PublicReview,
  type ReviewAudience,
  type ReviewComment,
  type ReviewComments,
} from '@orbita/contracts/reviews';
import { PUBLICATION_BODY_FIELD, publicationRoom } from '@orbita/contracts/publications';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  apiClient,
  expectStatus,
  mailsTo,
  testApp,
  testDatabase,
  watchWorkspace,
} from '../../test/kit';
import { memberships } from '../../platform/identity/schema';
import { reviewAudience, reviewComments } from './schema';
import { insertPublication, insertTeam, setPublicationStatus } from './test-records';

const app = await testApp();
const database = testDatabase();
const people = apiClient('/api/app/universo/reviews');

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const email = () => `revisora-${Math.random().toString(36).slice(2, 10)}@exemplo.com.br`;

/** The public API of a review link. */
async function openReview(token: string) {
  const res = await app.inject({ method: 'GET', url: `/api/public/reviews/${token}` });
  return { status: res.statusCode, body: res.json() as PublicReview & { message?: string } };
}
async function commentThroughLink(token: string, payload: object) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/public/reviews/${token}/comments`,
    payload,
  });
  return { status: res.statusCode, body: res.json() as ReviewComment & { message?: string } };
}

/** The token of the newest review mail to `to` (its link `<APP_URL>/revisao/<token>`). */
async function mailedToken(to: string): Promise<string> {
  const [mail] = await mailsTo(app, to);
  const match = /http:\/\/localhost:3000\/revisao\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no review link in the mail to ${to}`);
  return match[1]!;
}

/** A workspace (its Principal is a Criador+) with a publication being tested. */
async function world(status: 'draft' | 'testing' | 'production' = 'testing') {
  const owner = await people.newCaller(app, database, 'owner');
  const publication = await insertPublication(database, owner.workspaceId, status);
  const path = `/publication/${publication.id}`;
  return { owner, publication, path };
}

/** Adds an e-mail reviewer and returns their token. */
async function invite(owner: Awaited<ReturnType<typeof world>>['owner'], path: string) {
  const to = email();
  expectStatus(await owner.post(`${path}/audience`, { emails: [to] }), 200);
  return { to, token: await mailedToken(to) };
}

describe('reviews: the testing audience', () => {
  it('adds members, teams and e-mails; mails a personal link, tells members in the app; keeps only hashes', async () => {
    const { owner, publication, path } = await world();
    const editor = await people.joinAs(app, database, owner.workspaceId, 'editor', 'Edna Editora');
    const a = await people.joinAs(app, database, owner.workspaceId, 'viewer', 'Ari');
    const b = await people.joinAs(app, database, owner.workspaceId, 'viewer', 'Bia');
    const teamId = await insertTeam(database, owner.workspaceId, [
      a.userId,
      b.userId,
      editor.userId,
    ]);
    const to = email();
    const watch = watchWorkspace(app, owner.workspaceId);

    const audience = expectStatus(
      await owner.post<ReviewAudience>(`${path}/audience`, {
        userIds: [editor.userId],
        teamIds: [teamId],
        emails: [to.toUpperCase()],
      }),
      200,
    );
    expect(audience.items.map((e) => [e.type, e.name, e.memberCount])).toEqual([
      ['member', 'Edna Editora', null],
      ['team', expect.stringMatching(/^Equipe /), 2],
      ['email', to, null],
    ]);
    expect(watch.emitted('reviews.')).toEqual(['reviews.audience.invited']);
    expect(watch.seen()).toContain('reviews:updated');

    // The e-mail: who invites, to what, and the link under the app's address.
    const [mail] = await mailsTo(app, to);
    expect(mail!.subject).toBe(`Pessoa Teste convidou você para revisar “${publication.title}”`);
    const token = await mailedToken(to);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail!.html).toContain(`http://localhost:3000/revisao/${token}`);

    // Members (directly or through the team) get a notification with their own link.
    const links: string[] = [];
    for (const who of [editor, a, b]) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/app/comunicacao/notificacoes',
        headers: who.headers,
      });
      const item = res
        .json<{ items: { title: string; link: string | null }[] }>()
        .items.find((n) => n.link?.startsWith('/revisao/'));
      expect(item?.title).toBe(`Pessoa Teste convidou você para revisar “${publication.title}”`);
      links.push(item!.link!);
    }
    expect(new Set(links).size).toBe(3);
    const memberToken = links[0]!.slice('/revisao/'.length);
    expect((await openReview(memberToken)).body.reviewer).toEqual({
      name: 'Edna Editora',
      email: expect.stringContaining('@'),
    });

    // Only hashes are stored.
    const rows = await database.db
      .select()
      .from(reviewAudience)
      .where(eq(reviewAudience.recordId, publication.id));
    expect(rows).toHaveLength(5); // member, team, 2 team members (the editor has a link), e-mail
    expect(rows.map((r) => r.tokenHash)).toContain(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);

    // Adding the same people again sends nothing new.
    expectStatus(
      await owner.post(`${path}/audience`, { userIds: [editor.userId], emails: [to] }),
      200,
    );
    expect(await mailsTo(app, to)).toHaveLength(1);
    expect(
      await database.db
        .select()
        .from(reviewAudience)
        .where(eq(reviewAudience.recordId, publication.id)),
    ).toHaveLength(5);
  });

  it('a link opens the current draft only while the record is being tested', async () => {
    const { owner, publication, path } = await world();
    const { to, token } = await invite(owner, path);
    const opened = expectStatus(await openReview(token), 200);
    expect(opened).toMatchObject({
      kind: 'publication',
      title: publication.title,
      reviewer: { name: to, email: to },
      comments: [],
    });
    expect(typeof opened.html).toBe('string');

    for (const status of ['draft', 'production'] as const) {
      await setPublicationStatus(database, owner.workspaceId, publication.id, status);
      const res = await openReview(token);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(reviewMessages.closed);
      expect((await commentThroughLink(token, { body: 'Oi' })).status).toBe(404);
    }
    await setPublicationStatus(database, owner.workspaceId, publication.id, 'testing');
    expect((await openReview(token)).status).toBe(200);
  });

  it('a wrong or revoked link answers 404; revoking a team takes its members’ links', async () => {
    const { owner, path, publication } = await world();
    const { token } = await invite(owner, path);
    expect((await openReview(`${token.slice(0, -1)}x`)).status).toBe(404);
    expect((await openReview('nada')).status).toBe(404);

    const audience = expectStatus(await owner.get<ReviewAudience>(`${path}/audience`), 200);
    const [entry] = audience.items;
    const after = expectStatus(
      await owner.del<ReviewAudience>(`${path}/audience/${entry!.id}`),
      200,
    );
    expect(after.items).toEqual([]);
    const closed = await openReview(token);
    expect(closed.status).toBe(404);
    expect(closed.body.message).toBe(reviewMessages.closed);
    expect((await owner.del(`${path}/audience/${entry!.id}`)).status).toBe(404);

    // A team: its members' links stop with it.
    const member = await people.joinAs(app, database, owner.workspaceId, 'viewer', 'Téo');
    const teamId = await insertTeam(database, owner.workspaceId, [member.userId]);
    const withTeam = expectStatus(
      await owner.post<ReviewAudience>(`${path}/audience`, { teamIds: [teamId] }),
      200,
    );
    const [memberRow] = await database.db
      .select()
      .from(reviewAudience)
      .where(eq(reviewAudience.userId, member.userId));
    expect(memberRow?.recordId).toBe(publication.id);
    await owner.del(`${path}/audience/${withTeam.items[0]!.id}`);
    const [revoked] = await database.db
      .select()
      .from(reviewAudience)
      .where(eq(reviewAudience.userId, member.userId));
    expect(revoked?.revokedAt).not.toBeNull();
  });

  it('a member’s link stops opening once they leave the workspace', async () => {
    const { owner, path } = await world();
    const member = await people.joinAs(app, database, owner.workspaceId, 'viewer', 'Lia');
    expectStatus(await owner.post(`${path}/audience`, { userIds: [member.userId] }), 200);
    const res = await app.inject({
      method: 'GET',
      url: '/api/app/comunicacao/notificacoes',
      headers: member.headers,
    });
    const link = res
      .json<{ items: { link: string | null }[] }>()
      .items.find((n) => n.link?.startsWith('/revisao/'))!.link!;
    const token = link.slice('/revisao/'.length);
    expect((await openReview(token)).status).toBe(200);
    await database.db
      .delete(memberships)
      .where(
        and(eq(memberships.workspaceId, owner.workspaceId), eq(memberships.userId, member.userId)),
      );
    expect((await openReview(token)).status).toBe(404);
    expect((await commentThroughLink(token, { body: 'Ainda aqui?' })).status).toBe(404);
  });

  it('another workspace’s record, entry or comment answers 404; unknown members and teams 400', async () => {
    const { owner, path } = await world();
    const { token } = await invite(owner, path);
    const comment = expectStatus(await commentThroughLink(token, { quote: 'x', body: 'Oi' }), 201);
    const [entry] = expectStatus(await owner.get<ReviewAudience>(`${path}/audience`), 200).items;
    const outsider = await people.newCaller(app, database, 'owner');
    for (const answer of [
      await outsider.get(`${path}/audience`),
      await outsider.get(`${path}/comments`),
      await outsider.post(`${path}/audience`, { emails: [email()] }),
      await outsider.del(`${path}/audience/${entry!.id}`),
      await outsider.post(`${path}/comments`, { body: 'Intruso' }),
      await outsider.post(`${path}/comments/${comment.id}/resolve`),
    ])
      expect(answer.status, JSON.stringify(answer.body)).toBe(404);
    // The outsider's own record cannot reach this one's comment either.
    const theirs = await insertPublication(database, outsider.workspaceId);
    expect(
      (await outsider.post(`/publication/${theirs.id}/comments/${comment.id}/resolve`)).status,
    ).toBe(404);
    expect(
      (
        await outsider.post(`/publication/${theirs.id}/comments`, {
          parentId: comment.id,
          body: 'x',
        })
      ).status,
    ).toBe(404);
    // Ids that are not members or teams here.
    expect((await owner.post(`${path}/audience`, { userIds: [outsider.userId] })).status).toBe(400);
    const foreignTeam = await insertTeam(database, outsider.workspaceId, []);
    expect((await owner.post(`${path}/audience`, { teamIds: [foreignTeam] })).status).toBe(400);
    expect((await owner.post(`${path}/audience`, {})).status).toBe(400);
    expect((await owner.get('/page/not-a-uuid/audience')).status).toBe(400);
  });
});

describe('reviews: publications', () => {
  /** Replaces the draft body with one paragraph and a hostile element, as a client could. */
  async function writeBody(workspaceId: string, id: string, userId: string, text: string) {
    await app.collab.change(publicationRoom(id), workspaceId, { userId }, (doc) => {
      const body = doc.getXmlFragment(PUBLICATION_BODY_FIELD);
      body.delete(0, body.length);
      const paragraph = new Y.XmlElement('paragraph');
      paragraph.insert(0, [new Y.XmlText(text)]);
      const script = new Y.XmlElement('script');
      script.insert(0, [new Y.XmlText('alert(1)')]);
      body.insert(0, [paragraph, script]);
    });
  }

  it('a link opens the CURRENT draft body, sanitized, and follows its edits', async () => {
    const owner = await people.newCaller(app, database, 'owner');
    const created = await app.inject({
      method: 'POST',
      url: '/api/app/universo/publications',
      headers: owner.headers,
      payload: { title: 'Crônica em teste' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    await writeBody(owner.workspaceId, id, owner.userId, 'Olá, leitores');
    await setPublicationStatus(database, owner.workspaceId, id, 'testing');
    const { token } = await invite(owner, `/publication/${id}`);

    const opened = expectStatus(await openReview(token), 200);
    expect(opened.title).toBe('Crônica em teste');
    expect(opened.html).toContain('Olá, leitores');
    expect(opened.html).not.toMatch(/<script/i);
    await writeBody(owner.workspaceId, id, owner.userId, 'Olá de novo');
    expect(expectStatus(await openReview(token), 200).html).toContain('Olá de novo');
  });
});

describe('reviews: pages', () => {
  it('a page in testing opens its current draft, sanitized, through a link; back to draft it closes', async () => {
    const owner = await people.newCaller(app, database, 'owner');
    const pagesApi = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      app.inject({ method, url: `/api/app/produto/pages${url}`, headers: owner.headers, payload });
    const created = await pagesApi('POST', '', {
      title: 'Página em teste',
      blocks: [
        {
          id: 'b1',
          type: 'text',
          html: '<p>Olá, <strong>revisão</strong></p><script>alert(1)</script>',
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const page = created.json<{ id: string }>();
    const path = `/page/${page.id}`;
    const { token } = await invite(owner, path);
    expect((await openReview(token)).status).toBe(404); // still a draft

    const testing = await pagesApi('PATCH', `/${page.id}`, { status: 'testing' });
    expect(testing.statusCode, testing.body).toBe(200);
    const opened = expectStatus(await openReview(token), 200);
    expect(opened).toMatchObject({ kind: 'page', title: 'Página em teste' });
    expect(opened.html).toContain('<strong>revisão</strong>');
    expect(opened.html).not.toContain('<script');
    expectStatus(await commentThroughLink(token, { quote: 'revisão', body: 'Boa' }), 201);
    expect(
      expectStatus(await owner.get<ReviewComments>(`${path}/comments`), 200).items,
    ).toHaveLength(1);

    expect((await pagesApi('PATCH', `/${page.id}`, { status: 'draft' })).statusCode).toBe(200);
    expect((await openReview(token)).status).toBe(404);
  });
});

describe('reviews: comments anchored to text', () => {
  it('stores the anchor, threads replies, hides e-mails from links, resolves and reopens', async () => {
    const { owner, path, publication } = await world();
    const { to, token } = await invite(owner, path);
    const watch = watchWorkspace(app, owner.workspaceId);
    const anchor = { quote: 'mundo novo', prefix: 'Olá, ', suffix: '! Hoje' };
    const first = expectStatus(
      await commentThroughLink(token, { ...anchor, body: ' Troque. ' }),
      201,
    );
    expect(first).toMatchObject({
      ...anchor,
      body: 'Troque.',
      authorName: to,
      authorEmail: null,
      author: 'guest',
    });
    expect(watch.emitted('reviews.')).toEqual(['reviews.comment.created']);
    expect(watch.seen()).toEqual(['reviews:updated']);
    const [stored] = await database.db
      .select()
      .from(reviewComments)
      .where(eq(reviewComments.id, first.id));
    expect(stored).toMatchObject({
      ...anchor,
      authorEmail: to,
      workspaceId: owner.workspaceId,
      recordId: publication.id,
    });

    // A member replies; a reply to the reply joins the same conversation, without an anchor.
    const reply = expectStatus(
      await owner.post<ReviewComment>(`${path}/comments`, {
        parentId: first.id,
        body: 'Feito',
        quote: 'ignorado',
      }),
      201,
    );
    expect(reply).toMatchObject({
      parentId: first.id,
      author: 'member',
      authorName: 'Pessoa Teste',
      quote: '',
    });
    const again = expectStatus(
      await commentThroughLink(token, { parentId: reply.id, body: 'Obrigada' }),
      201,
    );
    expect(again.parentId).toBe(first.id);

    const listed = expectStatus(await owner.get<ReviewComments>(`${path}/comments`), 200);
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]!.authorEmail).toBe(to);
    expect(listed.items[0]!.replies.map((r) => r.body)).toEqual(['Feito', 'Obrigada']);
    const seenByLink = expectStatus(await openReview(token), 200).comments;
    expect(seenByLink[0]!.authorEmail).toBeNull();
    expect(seenByLink[0]!.replies).toHaveLength(2);

    // Resolve (an Editor may), then reopen; a reply cannot be resolved on its own.
    const editor = await people.joinAs(app, database, owner.workspaceId, 'editor', 'Edu');
    const resolved = expectStatus(
      await editor.post<ReviewComment>(`${path}/comments/${first.id}/resolve`),
      200,
    );
    expect(resolved.resolvedAt).not.toBeNull();
    expect(resolved.resolvedByName).toBe('Edu');
    expect(watch.emitted('reviews.')).toContain('reviews.comment.resolved');
    expect(expectStatus(await openReview(token), 200).comments[0]!.resolvedAt).not.toBeNull();
    const reopened = expectStatus(
      await editor.post<ReviewComment>(`${path}/comments/${first.id}/reopen`),
      200,
    );
    expect(reopened).toMatchObject({ resolvedAt: null, resolvedByName: null });
    expect((await editor.post(`${path}/comments/${reply.id}/resolve`)).status).toBe(400);
  });

  it('refuses anchors over 500 characters, empty or too long bodies', async () => {
    const { owner, path } = await world();
    const { token } = await invite(owner, path);
    const long = 'a'.repeat(501);
    for (const payload of [
      { quote: long, body: 'x' },
      { prefix: long, body: 'x' },
      { suffix: long, body: 'x' },
      { body: '   ' },
      { body: 'b'.repeat(2001) },
    ]) {
      expect((await commentThroughLink(token, payload)).status).toBe(400);
      expect((await owner.post(`${path}/comments`, payload)).status).toBe(400);
    }
    expect(
      (await commentThroughLink(token, { quote: 'a'.repeat(500), body: 'b'.repeat(2000) })).status,
    ).toBe(201);
  });

  it('an Observador reads but neither comments, resolves nor changes the audience; an Editor does not choose the audience', async () => {
    const { owner, path } = await world();
    const { token } = await invite(owner, path);
    const comment = expectStatus(await commentThroughLink(token, { body: 'Oi' }), 201);
    const viewer = await people.joinAs(app, database, owner.workspaceId, 'viewer');
    expect((await viewer.get(`${path}/comments`)).status).toBe(200);
    expect((await viewer.get(`${path}/audience`)).status).toBe(200);
    for (const answer of [
      await viewer.post(`${path}/comments`, { body: 'Oi' }),
      await viewer.post(`${path}/comments/${comment.id}/resolve`),
      await viewer.post(`${path}/comments/${comment.id}/reopen`),
      await viewer.post(`${path}/audience`, { emails: [email()] }),
    ])
      expect(answer.status).toBe(403);
    const editor = await people.joinAs(app, database, owner.workspaceId, 'editor');
    expect((await editor.post(`${path}/audience`, { emails: [email()] })).status).toBe(403);
    const [entry] = expectStatus(await owner.get<ReviewAudience>(`${path}/audience`), 200).items;
    expect((await editor.del(`${path}/audience/${entry!.id}`)).status).toBe(403);
    expect((await editor.post(`${path}/comments`, { body: 'Oi' })).status).toBe(201);
  });

  it(`a link posts at most ${REVIEW_COMMENTS_PER_MINUTE} comments a minute (pt-BR 429); other links keep theirs`, async () => {
    const { owner, path } = await world();
    const { token } = await invite(owner, path);
    const other = await invite(owner, path);
    for (let i = 0; i < REVIEW_COMMENTS_PER_MINUTE; i++)
      expect((await commentThroughLink(token, { body: `c${i}` })).status).toBe(201);
    const limited = await commentThroughLink(token, { body: 'mais um' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Aguarde/);
    expect((await commentThroughLink(other.token, { body: 'outro link' })).status).toBe(201);
  });
});
