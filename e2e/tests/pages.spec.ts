import { expect, test, type Page } from '@playwright/test';
import { newBrowserPage, readyAccount, signedInPage, uniqueEmail } from '../support/auth';
import { gradientPng } from '../support/png';
import { snap } from '../support/screenshots';

/**
 * Issue 20, pages: a page built in `/produto/pagina/{id}` from a text, a library image, a
 * button, a product card and a contact form is published and read at its public address by
 * a bot with JavaScript off — the text, the link, the price and a working form are in the
 * HTML; the form's answer lands in the workspace's inbox. The preview follows 360/1280 px.
 */
test.use({ actionTimeout: 20_000 });

const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function addBlock(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Adicionar bloco' }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

const block = (page: Page, label: string, n: number) =>
  page.getByRole('region', { name: `${label} (bloco ${n})` });

test('build a page, publish it, read it with JavaScript off and answer its form', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('pages');
  const headers = await readyAccount(request, email, { name: 'Rita Alves' });
  // A library image to place on the page.
  const upload = await request.post('/api/app/fabrica/media/files', {
    headers,
    multipart: {
      alt: 'Vitrine da loja',
      file: { name: 'vitrine.png', mimeType: 'image/png', buffer: gradientPng(96, 3) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);

  const page = await signedInPage(browser, email, '/produto/paginas');
  await expect(page.getByText('Nenhuma página por aqui.')).toBeVisible();
  await page.getByRole('button', { name: 'Nova página' }).click();
  await page
    .getByRole('dialog', { name: 'Nova página' })
    .getByRole('textbox', { name: 'Título' })
    .fill('Loja da Rita');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/produto\/pagina\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Loja da Rita' })).toBeVisible();

  await addBlock(page, 'Texto');
  await page.getByRole('textbox', { name: 'Texto do bloco 1' }).click();
  await page.keyboard.type('Bem-vindo à loja da Rita, feita à mão.');

  await addBlock(page, 'Imagem');
  await block(page, 'Imagem', 2).getByRole('button', { name: 'Escolher imagem' }).click();
  const picker = page.getByRole('dialog', { name: 'Escolher imagem' });
  await picker.getByRole('gridcell', { name: 'vitrine.png' }).click();
  await picker.getByRole('button', { name: 'Escolher' }).click();
  await expect(picker).toBeHidden();
  // The library's alt text comes along; the field stays editable.
  await expect(block(page, 'Imagem', 2).getByLabel('Texto alternativo')).toHaveValue(
    'Vitrine da loja',
  );

  await addBlock(page, 'Botão/link');
  const button = block(page, 'Botão/link', 3);
  await button.getByLabel('Rótulo').fill('Comprar agora');
  await button.getByLabel('Endereço (URL)').fill('https://exemplo.com.br/comprar');

  await addBlock(page, 'Produto');
  const product = block(page, 'Produto', 4);
  await product.getByLabel('Nome do produto').fill('Camiseta bordada');
  await product.getByLabel('Preço').click();
  await page.keyboard.type('123456');
  await expect(product.getByLabel('Preço')).toHaveValue('R$ 1.234,56');

  await addBlock(page, 'Formulário de contato');
  await expect(block(page, 'Formulário de contato', 5)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Salvo' })).toBeVisible({
    timeout: 15_000,
  });

  // The preview is the server's rendering of the draft, at both widths.
  const preview = page.frameLocator('iframe[title="Pré-visualização da página"]');
  await expect(preview.getByText('Bem-vindo à loja da Rita')).toBeVisible({ timeout: 15_000 });
  await expect(preview.getByText('R$ 1.234,56')).toBeVisible();
  // The library image loads inside the preview (a member's signed address).
  await expect
    .poll(() =>
      preview
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expect(page.locator('iframe[title="Pré-visualização da página"]')).toHaveAttribute(
    'data-width',
    '1280',
  );
  await snap(page, 'pages-builder-desktop', 1280);
  await page.getByRole('button', { name: 'Celular (360 px)' }).click();
  await expect(page.locator('iframe[title="Pré-visualização da página"]')).toHaveAttribute(
    'data-width',
    '360',
  );
  await snap(page, 'pages-builder-phone-preview', 1280);
  await page.getByRole('button', { name: 'Computador (1280 px)' }).click();
  await expect(page.locator('iframe[title="Pré-visualização da página"]')).toHaveAttribute(
    'data-width',
    '1280',
  );

  // Publish, and read the public address from the settings.
  await page.getByRole('tab', { name: 'Configurações' }).click();
  // A new page is private; public makes it open (and listed) once published.
  await page.getByRole('combobox', { name: 'Visibilidade' }).click();
  await page.getByRole('option', { name: 'Pública' }).click();
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Despublicar' })).toBeVisible();
  const address = await page.getByRole('textbox', { name: 'Endereço público' }).inputValue();
  expect(address).toMatch(/\/site\/[a-z0-9-]+\/loja-da-rita$/);
  await snap(page, 'pages-builder-settings-phone', 360);

  // A bot with JavaScript off gets the page as real HTML.
  const reader = await newBrowserPage(browser, { javaScriptEnabled: false, userAgent: bot });
  const response = await reader.goto(new URL(address).pathname);
  expect(response?.status()).toBe(200);
  // Prices are written with a no-break space after "R$" (as Intl formats them).
  const html = (await response!.text()).replace(/&nbsp;|&#160;|\u00a0/g, ' ');
  expect(html).toContain('Bem-vindo à loja da Rita');
  expect(html).toContain('R$ 1.234,56');
  expect(html).toMatch(/<a[^>]+href="https:\/\/exemplo\.com\.br\/comprar"[^>]*>[^<]*Comprar agora/);
  expect(html).toMatch(/<form[^>]+method="post"/i);
  await expect(reader.getByRole('link', { name: 'Comprar agora' })).toBeVisible();

  // Its contact form works without JavaScript: the answer becomes an inbox item.
  const form = reader.locator('form').first();
  await form.getByLabel('Nome').fill('Carla Souza');
  await form.getByLabel('E-mail').fill('carla@exemplo.com.br');
  await form.getByLabel('Mensagem').fill('Vocês entregam em Campinas?');
  await form.getByRole('button').click();
  await expect(reader).toHaveURL(/enviado=1/);
  await expect
    .poll(async () => {
      const res = await request.get('/api/app/flow/items', { headers });
      return `${res.status()} ${await res.text()}`;
    })
    .toContain('Contato pela página “Loja da Rita”: Carla Souza');
});
