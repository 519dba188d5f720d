import { expect, test, type Locator, type Page } from '@playwright/test';
import { newBrowserPage, readyAccount, signedInPage, uniqueEmail } from '../support/auth';
import { gradientPng } from '../support/png';
import { snap } from '../support/screenshots';

/**
 * Issue 22, products: a product made in `/produto/produtos` with two variants (tamanho/cor,
 * own SKU, price and stock) and two library images (one of them for one variant) shows in
 * the public catalog to a visitor with JavaScript off — the name, the description, both
 * variants with their prices in R$ and the images are in the server's HTML. Screens at
 * 360 and 1920 px.
 */
test.use({ actionTimeout: 20_000 });

async function addVariant(
  page: Page,
  v: { name: string; size: string; color: string; sku: string; price?: string; stock: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Nova variação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova variação' });
  await dialog.getByRole('textbox', { name: 'Nome' }).fill(v.name);
  await dialog.getByRole('textbox', { name: 'Tamanho' }).fill(v.size);
  await dialog.getByRole('textbox', { name: 'Cor' }).fill(v.color);
  await dialog.getByRole('textbox', { name: 'SKU' }).fill(v.sku);
  if (v.price) {
    await dialog.getByRole('textbox', { name: 'Preço da variação' }).click();
    await page.keyboard.type(v.price);
  }
  const stock = dialog.getByRole('textbox', { name: 'Estoque' });
  await stock.fill('');
  await stock.pressSequentially(v.stock);
  await dialog.getByRole('button', { name: 'Criar' }).click();
  await expect(dialog).toBeHidden();
}

async function pickImage(page: Page, file: string): Promise<void> {
  await page.getByRole('button', { name: 'Adicionar imagem' }).click();
  const picker = page.getByRole('dialog', { name: 'Escolher imagem do produto' });
  await picker.getByRole('gridcell', { name: file }).click();
  await picker.getByRole('button', { name: 'Escolher' }).click();
  await expect(picker).toBeHidden();
}

const rows = (table: Locator) => table.getByRole('row');

test('create a product with two variants and images, then read it in the catalog with JavaScript off', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('products');
  const headers = await readyAccount(request, email, { name: 'Rita Alves' });
  for (const [name, seed] of [
    ['camiseta-azul.png', 3],
    ['camiseta-preta.png', 7],
  ] as const) {
    const upload = await request.post('/api/app/fabrica/media/files', {
      headers,
      multipart: {
        alt: name.replace('.png', '').replace('-', ' '),
        file: { name, mimeType: 'image/png', buffer: gradientPng(96, seed) },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
  }

  const page = await signedInPage(browser, email, '/produto/produtos');
  await expect(page.getByText('Nenhum produto por aqui.')).toBeVisible();
  await page.getByRole('button', { name: 'Novo produto' }).click();
  const create = page.getByRole('dialog', { name: 'Novo produto' });
  await create.getByRole('textbox', { name: 'Nome' }).fill('Camiseta Órbita');
  await create.getByRole('textbox', { name: 'Preço' }).click();
  await page.keyboard.type('123456');
  await expect(create.getByRole('textbox', { name: 'Preço' })).toHaveValue('R$ 1.234,56');
  await create.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Ativo' }).click();
  await create.getByRole('button', { name: 'Criar e editar' }).click();
  await expect(page).toHaveURL(/\/produto\/produto\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Camiseta Órbita', level: 1 })).toBeVisible();

  // The description, in the rich-text editor, saved with the other fields.
  const description = page.getByRole('textbox', { name: 'Descrição' });
  await description.click();
  await page.keyboard.type('Algodão orgânico, ');
  await page.getByRole('button', { name: 'Negrito' }).click();
  await page.keyboard.type('estampa bordada');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Produto salvo.')).toBeVisible();
  await snap(page, 'products-detail-top', 1920);

  // Two variants of their own; the default one goes.
  await addVariant(page, { name: 'P Azul', size: 'P', color: 'Azul', sku: 'CAM-P-AZ', stock: '5' });
  await addVariant(page, {
    name: 'M Preta',
    size: 'M',
    color: 'Preta',
    sku: 'CAM-M-PR',
    price: '139900',
    stock: '3',
  });
  const variants = page.getByRole('table', { name: 'Variações' });
  await expect(rows(variants)).toHaveCount(4);
  await page.getByRole('button', { name: 'Remover Padrão' }).click();
  await page
    .getByRole('dialog', { name: 'Remover variação?' })
    .getByRole('button', { name: 'Remover' })
    .click();
  await expect(rows(variants)).toHaveCount(3);
  await expect(rows(variants).nth(1)).toContainText('R$ 1.234,56 (do produto)');
  await expect(rows(variants).nth(2)).toContainText('R$ 1.399,00');
  await expect(rows(variants).nth(2)).toContainText('3 em estoque');

  // Two library images; the second is the black variant's.
  await pickImage(page, 'camiseta-azul.png');
  await pickImage(page, 'camiseta-preta.png');
  const images = page.getByRole('list', { name: 'Imagens do produto' });
  await expect(images.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Variação da imagem 2' }).click();
  await page.getByRole('option', { name: 'M Preta' }).click();
  await expect(images.getByRole('listitem').nth(1)).toHaveAccessibleName('Imagem 2: M Preta');
  await expect
    .poll(() =>
      images
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);

  await snap(page, 'products-detail', 1920, 1400);
  await snap(page, 'products-detail', 360, 1400);
  // On a phone the variants are cards, and their dialog fills the screen.
  await page.getByRole('heading', { name: 'Variações' }).scrollIntoViewIfNeeded();
  await snap(page, 'products-variants', 360);
  await page.getByRole('button', { name: 'Editar M Preta' }).click();
  const editing = page.getByRole('dialog', { name: 'Editar variação' });
  await expect(editing.getByRole('textbox', { name: 'Preço da variação' })).toHaveValue(
    'R$ 1.399,00',
  );
  await snap(page, 'products-variant-dialog', 360);
  await editing.getByRole('button', { name: 'Cancelar' }).click();
  await expect(editing).toBeHidden();
  await page.getByRole('link', { name: 'Voltar aos produtos' }).click();
  await expect(page.getByRole('link', { name: 'Camiseta Órbita' })).toBeVisible();
  await snap(page, 'products-list', 1920);
  await snap(page, 'products-list', 360);

  // The catalog address the product page links to, read by a visitor with JavaScript off.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'Camiseta Órbita' }).click();
  const address = await page.getByRole('link', { name: 'Ver no catálogo' }).getAttribute('href');
  expect(address).toMatch(/^\/catalogo\/[a-z0-9-]+\/camiseta-orbita$/);
  const visitor = await newBrowserPage(browser, { javaScriptEnabled: false });
  const response = await visitor.goto(address!);
  expect(response?.status()).toBe(200);
  const html = (await response!.text()).replace(/&nbsp;|&#160;|\u00a0/g, ' ');
  expect(html).toContain('Camiseta Órbita');
  expect(html).toContain('R$ 1.234,56');
  expect(html).toContain('R$ 1.399,00');
  expect(html).toMatch(/<strong>estampa bordada<\/strong>/);
  expect(html).toMatch(/<meta[^>]+property="og:title"[^>]+Camiseta Órbita/);
  await expect(visitor.getByRole('heading', { name: 'Camiseta Órbita' })).toBeVisible();
  await expect(visitor.getByText('P Azul')).toBeVisible();
  await expect(visitor.getByText('M Preta')).toBeVisible();
  const pictures = visitor.locator('img[alt^="Camiseta Órbita"]');
  expect(await pictures.count()).toBeGreaterThanOrEqual(2);
  await expect
    .poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await snap(visitor, 'products-catalog-product', 1920);
  await snap(visitor, 'products-catalog-product', 360);

  // The workspace's catalog lists it too.
  const index = address!.replace(/\/camiseta-orbita$/, '');
  await visitor.goto(index);
  await expect(visitor.getByRole('link', { name: /Camiseta Órbita/ }).first()).toBeVisible();
  await snap(visitor, 'products-catalog', 360);
});
