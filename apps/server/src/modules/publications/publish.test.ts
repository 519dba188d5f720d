import { randomUUID } from 'node:crypto';
import type { DomainEventName } from '@orbita/contracts';
import {
  PUBLICATION_BODY_FIELD,
  publicationRoom,
  type Publication,
  type PublicationDiff,
  type PublicationRevision,
  type PublicationRevisionList,
} from '@orbita/contracts/publications';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { setRole, testApp, testDatabase } from '../../test/kit';
import { publicationAccess } from './collab';
import { publishNextDue, sweepScheduled } from './publish';
import { renderBody } from './render';
import { publications } from './schema';
import { signedIn as signedInTo } from './test-people';

const app = await testApp();
const database = testDatabase();
const signedIn = (role: Parameters<typeof signedInTo>[2], workspaceId?: string) =>
  signedInTo(app, database, role, workspaceId);

/** Replaces the body with paragraphs of `texts`, as a collaborator's edit would. */
async function writeBody(workspaceId: string, id: string, userId: string, ...texts: string[]) {
  await app.collab.change(publicationRoom(id), workspaceId, { userId }, (doc) => {
    const body = doc.getXmlFragment(PUBLICATION_BODY_FIELD);
    body.delete(0, body.length);
    body.insert(
      0,
      texts.map((t) => {
        const p = new Y.XmlElement('paragraph');
        p.insert(0, [new Y.XmlText(t)]);
        return p;
      }),
    );
  });
}
async function draftText(workspaceId: string, id: string) {
  const doc = await app.collab.read(publicationRoom(id), workspaceId);
  try {
    return renderBody(doc).text;
  } finally {
    doc.destroy();
  }
}
const liveColumns = async (id: string) => {
  const [row] = await database.db
    .select({
      liveRevisionId: publications.liveRevisionId,
      liveTitle: publications.liveTitle,
      liveExcerpt: publications.liveExcerpt,
      liveText: publications.liveText,
    })
    .from(publications)
    .where(eq(publications.id, id));
  return row!;
};

describe('publishing and revisions', () => {
  it('publishes the draft as revision 1 with live columns; later edits change only the draft until published again', async () => {
    const owner = await signedIn('owner');
    const seen: DomainEventName[] = [];
    const off = app.ctx.events.onAny(({ name, payload }) => {
      if (payload.workspaceId === owner.workspaceId) seen.push(name);
    });
    const item = (await owner.call('POST', '', { title: 'Edição 1', excerpt: 'Resumo 1' }))
      .body as Publication;
    expect(await draftText(owner.workspaceId, item.id)).toBe('');
    await writeBody(owner.workspaceId, item.id, owner.userId, 'Primeiro parágrafo.', 'Segundo.');

    const published = await owner.call('POST', `/${item.id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({
      status: 'production',
      liveRevisionNumber: 1,
      liveTitle: 'Edição 1',
      hasUnpublishedChanges: false,
    });
    expect(published.body.publishedAt).not.toBeNull();
    const live1 = await liveColumns(item.id);
    expect(live1).toMatchObject({
      liveTitle: 'Edição 1',
      liveExcerpt: 'Resumo 1',
      liveText: 'Primeiro parágrafo.\nSegundo.',
    });
    const revisions = (await owner.call('GET', `/${item.id}/revisions`))
      .body as PublicationRevisionList;
    expect(revisions.items).toMatchObject([
      { number: 1, title: 'Edição 1', live: true, publishedBy: owner.userId },
    ]);
    const revision1 = (await owner.call('GET', `/${item.id}/revisions/${revisions.items[0]!.id}`))
      .body as PublicationRevision;
    expect(revision1.html).toBe('<p>Primeiro parágrafo.</p><p>Segundo.</p>');

    // Editing a live publication: title, excerpt and body change in the draft only.
    await owner.call('PATCH', `/${item.id}`, { title: 'Edição 2', excerpt: 'Resumo 2' });
    await writeBody(
      owner.workspaceId,
      item.id,
      owner.userId,
      'Primeiro parágrafo revisto.',
      'Segundo.',
    );
    expect(await liveColumns(item.id)).toEqual(live1);
    const edited = (await owner.call('GET', `/${item.id}`)).body as Publication;
    expect(edited).toMatchObject({
      title: 'Edição 2',
      liveTitle: 'Edição 1',
      hasUnpublishedChanges: true,
    });

    // Only the body changed since: still unpublished changes.
    const republished = (await owner.call('POST', `/${item.id}/publish`)).body as Publication;
    expect(republished).toMatchObject({
      liveRevisionNumber: 2,
      liveTitle: 'Edição 2',
      hasUnpublishedChanges: false,
    });
    await writeBody(owner.workspaceId, item.id, owner.userId, 'Só o corpo mudou.');
    expect((await owner.call('GET', `/${item.id}`)).body.hasUnpublishedChanges).toBe(true);
    expect((await liveColumns(item.id)).liveText).toBe('Primeiro parágrafo revisto.\nSegundo.');
    expect(republished.publishedAt).toBe(published.body.publishedAt);
    off();
    expect(seen.filter((n) => n === 'publications.publication.published')).toHaveLength(2);
  });

  it('diffs revisions word by word, and a revision against the draft', async () => {
    const owner = await signedIn('owner');
    const item = (await owner.call('POST', '', { title: 'Diferenças' })).body as Publication;
    await writeBody(owner.workspaceId, item.id, owner.userId, 'O gato subiu no telhado.');
    const r1 = ((await owner.call('POST', `/${item.id}/publish`)).body as Publication)
      .liveRevisionId!;
    await writeBody(owner.workspaceId, item.id, owner.userId, 'O cachorro subiu no telhado.');
    const r2 = ((await owner.call('POST', `/${item.id}/publish`)).body as Publication)
      .liveRevisionId!;
    await writeBody(owner.workspaceId, item.id, owner.userId, 'O cachorro desceu do telhado.');

    const between = (await owner.call('GET', `/${item.id}/revisions/${r1}/diff?against=${r2}`))
      .body as PublicationDiff;
    expect(between).toMatchObject({
      from: { id: r1, number: 1 },
      to: { id: r2, number: 2 },
      truncated: false,
    });
    expect(between.parts).toEqual([
      { kind: 'same', text: 'O ' },
      { kind: 'removed', text: 'gato' },
      { kind: 'added', text: 'cachorro' },
      { kind: 'same', text: ' subiu no telhado.' },
    ]);
    const draft = (await owner.call('GET', `/${item.id}/revisions/${r2}/diff`))
      .body as PublicationDiff;
    expect(draft.to).toEqual({ id: null, number: null });
    expect(draft.parts.filter((p) => p.kind !== 'same').map((p) => p.text.trim())).toEqual([
      'subiu no',
      'desceu do',
    ]);
    const other = await signedIn('owner');
    const foreign = (await other.call('POST', '', { title: 'Outra' })).body as Publication;
    expect(
      (await owner.call('GET', `/${item.id}/revisions/${r1}/diff?against=${randomUUID()}`)).status,
    ).toBe(404);
    expect((await owner.call('GET', `/${foreign.id}/revisions/${r1}`)).status).toBe(404);
    expect((await other.call('GET', `/${item.id}/revisions/${r1}`)).status).toBe(404);
  });

  it('restores a revision into the draft (Editor+) without touching the live version', async () => {
    const owner = await signedIn('owner');
    const editor = await signedIn('editor', owner.workspaceId);
    const viewer = await signedIn('viewer', owner.workspaceId);
    const item = (await owner.call('POST', '', { title: 'Versão A' })).body as Publication;
    await writeBody(owner.workspaceId, item.id, owner.userId, 'Texto A.');
    const rA = ((await owner.call('POST', `/${item.id}/publish`)).body as Publication)
      .liveRevisionId!;
    await owner.call('PATCH', `/${item.id}`, { title: 'Versão B' });
    await writeBody(owner.workspaceId, item.id, owner.userId, 'Texto B.', 'Mais B.');
    const rB = ((await owner.call('POST', `/${item.id}/publish`)).body as Publication)
      .liveRevisionId!;
    const live = await liveColumns(item.id);

    expect((await viewer.call('POST', `/${item.id}/revisions/${rA}/restore`)).status).toBe(403);
    const restored = await editor.call('POST', `/${item.id}/revisions/${rA}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      title: 'Versão A',
      liveRevisionId: rB,
      liveTitle: 'Versão B',
      hasUnpublishedChanges: true,
    });
    expect(await draftText(owner.workspaceId, item.id)).toBe('Texto A.');
    expect(await liveColumns(item.id)).toEqual(live);
  });

  it('takes a live publication down (Criador+): back to draft, live copy cleared; twice is a 409', async () => {
    const owner = await signedIn('owner');
    const editor = await signedIn('editor', owner.workspaceId);
    const item = (await owner.call('POST', '', { title: 'No ar', visibility: 'public' }))
      .body as Publication;
    await owner.call('POST', `/${item.id}/publish`);
    expect((await editor.call('POST', `/${item.id}/unpublish`)).status).toBe(403);
    expect((await editor.call('PATCH', `/${item.id}`, { status: 'draft' })).status).toBe(409);
    const down = await owner.call('POST', `/${item.id}/unpublish`);
    expect(down.body).toMatchObject({
      status: 'draft',
      liveRevisionId: null,
      liveTitle: null,
      hasUnpublishedChanges: false,
    });
    expect(await liveColumns(item.id)).toEqual({
      liveRevisionId: null,
      liveTitle: null,
      liveExcerpt: null,
      liveText: null,
    });
    expect((await owner.call('GET', `/${item.id}/revisions`)).body.items).toHaveLength(1);
    const again = await owner.call('POST', `/${item.id}/unpublish`);
    expect(again).toMatchObject({ status: 409, body: { message: 'A publicação não está no ar.' } });
  });

  it('publishes a scheduled publication when due, as the member who scheduled it; a schedule whose author lost the role is cancelled', async () => {
    const owner = await signedIn('owner');
    const creator = await signedIn('creator', owner.workspaceId);
    const at = new Date(Date.now() + 3_600_000);
    const item = (await owner.call('POST', '', { title: 'Agendada' })).body as Publication;
    await writeBody(owner.workspaceId, item.id, owner.userId, 'Sai amanhã.');
    const scheduled = await creator.call('PATCH', `/${item.id}`, { scheduledAt: at.toISOString() });
    expect(scheduled.body).toMatchObject({ scheduledAt: at.toISOString(), status: 'draft' });

    // Not due yet: nothing happens.
    await sweepScheduled(app.ctx, app.collab, new Date(at.getTime() - 1000));
    expect((await owner.call('GET', `/${item.id}`)).body.status).toBe('draft');

    await sweepScheduled(app.ctx, app.collab, new Date(at.getTime() + 1000));
    const done = (await owner.call('GET', `/${item.id}`)).body as Publication;
    expect(done).toMatchObject({
      status: 'production',
      scheduledAt: null,
      liveRevisionNumber: 1,
      updatedBy: creator.userId,
    });
    const revisions = (await owner.call('GET', `/${item.id}/revisions`))
      .body as PublicationRevisionList;
    expect(revisions.items[0]!.publishedBy).toBe(creator.userId);
    // Done once: the next sweep finds nothing of it.
    expect(
      await publishNextDue(app.ctx, app.collab, new Date(at.getTime() + 2000), new Set()),
    ).not.toBe(item.id);

    const other = (await owner.call('POST', '', { title: 'Agendada 2' })).body as Publication;
    await creator.call('PATCH', `/${other.id}`, { scheduledAt: at.toISOString() });
    await setRole(database, creator, 'editor');
    await sweepScheduled(app.ctx, app.collab, new Date(at.getTime() + 1000));
    expect((await owner.call('GET', `/${other.id}`)).body).toMatchObject({
      status: 'draft',
      scheduledAt: null,
      liveRevisionId: null,
    });
  });

  it('a scheduled publication that fails does not hold up the others; it is tried again on the next sweep', async () => {
    const owner = await signedIn('owner');
    const at = new Date(Date.now() + 600_000);
    const broken = (await owner.call('POST', '', { title: 'Quebrada' })).body as Publication;
    const fine = (await owner.call('POST', '', { title: 'Boa' })).body as Publication;
    await owner.call('PATCH', `/${broken.id}`, { scheduledAt: at.toISOString() });
    await owner.call('PATCH', `/${fine.id}`, {
      scheduledAt: new Date(at.getTime() + 1000).toISOString(),
    });
    // The broken one is due first, and reading its body fails.
    const failing = {
      read: (room: string, workspaceId: string) =>
        room === publicationRoom(broken.id)
          ? Promise.reject(new Error('documento indisponível'))
          : app.collab.read(room, workspaceId),
    };
    const later = new Date(at.getTime() + 2000);
    await sweepScheduled(app.ctx, failing, later);
    expect((await owner.call('GET', `/${fine.id}`)).body.status).toBe('production');
    expect((await owner.call('GET', `/${broken.id}`)).body).toMatchObject({
      status: 'draft',
      scheduledAt: at.toISOString(),
    });
    await sweepScheduled(app.ctx, app.collab, later);
    expect((await owner.call('GET', `/${broken.id}`)).body).toMatchObject({
      status: 'production',
      scheduledAt: null,
    });
  });

  it('opens the body live for editors, read-only for an Observador, and not at all elsewhere', async () => {
    const owner = await signedIn('owner');
    const item = (await owner.call('POST', '', { title: 'Ao vivo' })).body as Publication;
    const db = database.db;
    const ctx = (role: 'owner' | 'editor' | 'viewer', workspaceId = owner.workspaceId) => ({
      workspaceId,
      role,
    });
    expect(await publicationAccess(db, ctx('owner'), item.id)).toBe('edit');
    expect(await publicationAccess(db, ctx('editor'), item.id)).toBe('edit');
    expect(await publicationAccess(db, ctx('viewer'), item.id)).toBe('view');
    expect(await publicationAccess(db, ctx('owner', randomUUID()), item.id)).toBeNull();
    expect(await publicationAccess(db, ctx('owner'), randomUUID())).toBeNull();
  });
});
