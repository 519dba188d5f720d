import { expect, test, type APIRequestContext } from '@playwright/test';
import { newBrowserPage, readyAccount, signedInPage, uniqueEmail } from '../support/auth';
import { snap } from '../support/screenshots';

/**
 * Issue 20, explore: two workspaces publish public, published, unlisted and private items.
 * Signed out, /explorar shows the public and published ones (published in "Em destaque")
 * and never the unlisted or private ones; searching "publicacao" finds "Publicação"
 * (Portuguese, accents ignored); a visitor reacts and reports; a moderator (the e2e server's
 * ORBITA_MODERATOR_EMAILS) hides a reported item and it leaves explore.
 */
test.use({ actionTimeout: 20_000 });

const api = '/api/app/universo/publications';
const MODERATOR = 'moderacao-e2e@exemplo.com.br';

/** A publication in production with `visibility` (created, then published through the API). */
async function publishOne(
  request: APIRequestContext,
  headers: Record<string, string>,
  title: string,
  visibility: 'public' | 'published' | 'unlisted' | 'private',
) {
  const created = await request.post(api, {
    headers,
    data: { title, visibility, excerpt: `Resumo: ${title}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await request.post(`${api}/${id}/publish`, { headers });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

test('explore lists public and published items of every workspace, never unlisted or private; search, react, report and moderation', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  // A word of this run only, so other tests' public items do not matter.
  const tag = `zarpa${Date.now().toString(36)}`;
  const emailA = uniqueEmail('explora-a');
  const a = await readyAccount(request, emailA, { name: 'Ana Autora' });
  const b = await readyAccount(request, uniqueEmail('explora-b'), { name: 'Beto Autor' });
  const titles = {
    publicA: `Publicação pública ${tag} A`,
    featuredA: `Publicação em destaque ${tag} A`,
    unlistedA: `Publicação não listada ${tag} A`,
    privateA: `Publicação privada ${tag} A`,
    publicB: `Publicação pública ${tag} B`,
    unlistedB: `Publicação não listada ${tag} B`,
  };
  await publishOne(request, a, titles.publicA, 'public');
  await publishOne(request, a, titles.featuredA, 'published');
  await publishOne(request, a, titles.unlistedA, 'unlisted');
  await publishOne(request, a, titles.privateA, 'private');
  await publishOne(request, b, titles.publicB, 'public');
  await publishOne(request, b, titles.unlistedB, 'unlisted');

  const visitor = await newBrowserPage(browser);
  await visitor.goto('/explorar');
  await expect(visitor.getByRole('heading', { name: 'Explorar', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Entrar' })).toBeVisible();
  const featured = visitor.getByRole('list', { name: 'Em destaque' });
  await expect(featured.getByRole('link', { name: titles.featuredA })).toBeVisible();
  await expect(featured.getByRole('link', { name: titles.publicA })).toHaveCount(0);
  const feed = visitor.getByRole('list', { name: 'Feed' });
  for (const title of [titles.publicA, titles.featuredA, titles.publicB])
    await expect(feed.getByRole('link', { name: title })).toBeVisible();
  // A card opens the server-rendered public address.
  await expect(feed.getByRole('link', { name: titles.publicB })).toHaveAttribute(
    'href',
    /\/site\/[a-z0-9-]+\/p\/[a-z0-9-]+$/,
  );
  for (const title of [titles.unlistedA, titles.privateA, titles.unlistedB])
    await expect(visitor.getByText(title)).toHaveCount(0);
  // Phone and wide screen: nothing wider than the screen (the featured row scrolls inside).
  for (const width of [360, 1920]) {
    await snap(visitor, 'explorar', width);
    expect(
      await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  }

  // Search without the accent finds "Publicação"; still no unlisted or private item.
  await visitor.getByRole('searchbox', { name: 'Buscar' }).fill(`publicacao ${tag}`);
  const results = visitor.getByRole('list', { name: 'Resultados' });
  await expect(results.getByRole('article')).toHaveCount(3);
  for (const title of [titles.publicA, titles.featuredA, titles.publicB])
    await expect(results.getByRole('link', { name: title })).toBeVisible();
  await expect(results.locator('mark').first()).toBeVisible();
  await visitor.getByRole('searchbox', { name: 'Buscar' }).fill('');

  // React (the heart holds and the count moves), then report B's public item.
  const heart = feed
    .getByRole('article', { name: titles.publicA })
    .getByRole('button', { name: /^Curtir/ });
  await expect(heart).toHaveText('0');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveText('1');
  await feed
    .getByRole('article', { name: titles.publicB })
    .getByRole('button', { name: /^Denunciar/ })
    .click();
  const report = visitor.getByRole('dialog', { name: 'Denunciar' });
  await report.getByRole('radio', { name: 'Spam ou propaganda enganosa' }).check();
  await report.getByRole('textbox', { name: 'Detalhes (opcional)' }).fill('Links para golpe');
  await report.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(report).toBeHidden();
  await expect(visitor.getByText('Denúncia enviada. A moderação vai analisar.')).toBeVisible();

  // An author who is not a moderator gets the pt-BR refusal, not the queue.
  const author = await signedInPage(browser, emailA, '/universo/moderacao');
  await expect(author.getByText('Apenas moderadores do Orbita podem fazer isto.')).toBeVisible();

  // The moderator hides the reported item: gone from explore.
  await readyAccount(request, MODERATOR, { name: 'Moderação Orbita' });
  const moderator = await signedInPage(browser, MODERATOR, '/universo/moderacao');
  const card = moderator.getByRole('article', { name: titles.publicB });
  await expect(card).toContainText('Spam ou propaganda enganosa');
  await expect(card).toContainText('Links para golpe');
  await card.getByRole('button', { name: 'Ocultar' }).click();
  await moderator.getByRole('dialog').getByRole('button', { name: 'Ocultar' }).click();
  await expect(card).toContainText('Oculto');

  await visitor.reload();
  await expect(
    visitor.getByRole('list', { name: 'Feed' }).getByRole('link', { name: titles.publicA }),
  ).toBeVisible();
  await expect(visitor.getByText(titles.publicB)).toHaveCount(0);
});
