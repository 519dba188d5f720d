import type { Page } from '@orbita/contracts/pages';
import { describe, expect, it, vi } from 'vitest';
import { transaction } from '../../platform/db/transaction';
import { testApp, testDatabase } from '../../test/kit';
import { signedIn } from './pages-test-kit';
import { draftPageHtmlOf, findPageForReview, setPageModeration } from './review';

const app = await testApp();
const database = testDatabase();

describe('pages: what reviews and explore use', () => {
  it('finds a page for review in its workspace only, and renders its current draft', async () => {
    const owner = await signedIn(app, database, 'owner');
    const other = await signedIn(app, database, 'owner');
    const page = (
      await owner.call<Page>('POST', '', {
        title: 'Em revisão',
        blocks: [{ id: 't', type: 'text', html: '<p>Rascunho atual</p>' }],
      })
    ).body;
    await owner.call('PATCH', `/${page.id}`, { status: 'testing' });
    expect(await findPageForReview(database.db, owner.workspaceId, page.id)).toEqual({
      id: page.id,
      workspaceId: owner.workspaceId,
      title: 'Em revisão',
      slug: 'em-revisao',
      status: 'testing',
      visibility: 'private',
      hidden: false,
    });
    expect(await findPageForReview(database.db, other.workspaceId, page.id)).toBeNull();
    expect(await draftPageHtmlOf(database.db, owner.workspaceId, page.id)).toContain(
      '<p>Rascunho atual</p>',
    );
    expect(await draftPageHtmlOf(database.db, other.workspaceId, page.id)).toBeNull();
  });

  it('moderation hides and picks a page of its workspace only', async () => {
    const owner = await signedIn(app, database, 'owner');
    const page = (await owner.call<Page>('POST', '', { title: 'Moderada' })).body;
    const hiddenAt = new Date();
    const hide = (workspaceId: string) =>
      transaction(app.ctx, (tx) =>
        setPageModeration(tx, workspaceId, page.id, { hiddenAt, hiddenReason: 'Spam' }),
      );
    expect(await hide((await signedIn(app, database, 'owner')).workspaceId)).toBe(false);
    const publish = vi.spyOn(app.realtime, 'publish');
    try {
      expect(await hide(owner.workspaceId)).toBe(true);
      const sent = publish.mock.calls
        .map(([m]) => m)
        .filter((m) => m.workspaceId === owner.workspaceId);
      expect(sent.map((m) => [m.type, m.entity, m.id])).toEqual([['updated', 'pages', page.id]]);
      expect(sent[0]!.data).toMatchObject({ hiddenReason: 'Spam' });
    } finally {
      publish.mockRestore();
    }
    const read = (await owner.call<Page>('GET', `/${page.id}`)).body;
    expect(read).toMatchObject({ hiddenAt: hiddenAt.toISOString(), hiddenReason: 'Spam' });
    expect((await findPageForReview(database.db, owner.workspaceId, page.id))?.hidden).toBe(true);
  });
});
