import { expect, test, type APIRequestContext } from '@playwright/test';
import { newBrowserPage, readyAccount, signedInPage, uniqueEmail } from '../support/auth';
import { snap } from '../support/screenshots';
import { choose } from '../support/select';

/**
 * Issue 22, the store's Pix checkout end to end: a product with stock (API), the store's Pix
 * settings and revenue box (API); a guest buys it from the public catalog's plain form and
 * lands on the order's page with the QR code and the "copia e cola"; the Admin finds the
 * order in Pedidos and confirms the payment; the buyer's page says so by itself (it asks
 * again while pending) and the revenue entry exists in finance, in the store's box.
 */
test.use({ actionTimeout: 20_000 });

async function ok<T>(answer: Promise<Awaited<ReturnType<APIRequestContext['get']>>>, status = 200) {
  const response = await answer;
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

const noHorizontalScroll = () => document.documentElement.scrollWidth - window.innerWidth;

test('a guest buys from the catalog with Pix, the Admin confirms it and the revenue is in finance', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const owner = uniqueEmail('loja-dona');
  const headers = await readyAccount(request, owner, { name: 'Ana Lojista' });
  const handle = `loja-${Date.now().toString(36)}`;
  await ok(request.patch('/api/app/universo/explore/site', { headers, data: { handle } }));
  const box = await ok<{ id: string }>(
    request.post('/api/app/riqueza/boxes', {
      headers,
      data: { name: 'Conta da loja', kind: 'bank_account' },
    }),
    201,
  );
  const product = await ok<{ id: string; slug: string }>(
    request.post('/api/app/produto/produtos', {
      headers,
      data: {
        name: 'Caneca Órbita',
        status: 'ativo',
        priceCents: 123_456,
        variants: [{ name: 'Azul', options: { cor: 'Azul' }, stock: 5 }],
      },
    }),
    201,
  );

  // The Admin (here the Principal) configures the Pix in Pedidos: a wrong key is refused in pt-BR.
  const page = await signedInPage(browser, owner, '/produto/pedidos');
  await page.setViewportSize({ width: 1920, height: 900 });
  await expect(page.getByText(/A loja ainda não recebe pedidos em reais/)).toBeVisible();
  await expect(page.getByText('Nenhum pedido ainda.')).toBeVisible();
  await page.getByRole('button', { name: 'Configurar Pix' }).click();
  const settings = page.getByRole('dialog', { name: 'Configurar Pix' });
  await settings.getByRole('switch', { name: 'Receber pedidos em reais (Pix)' }).check();
  await choose(page, settings, 'Tipo da chave Pix', 'CPF');
  await settings.getByRole('textbox', { name: 'Chave Pix' }).fill('123.456.789-00');
  await settings.getByRole('textbox', { name: 'Nome do recebedor' }).fill('Loja da Ana');
  await settings.getByRole('textbox', { name: 'Cidade' }).fill('São Paulo');
  await choose(page, settings, 'Caixa de receita', 'Conta da loja');
  await settings.getByRole('button', { name: 'Salvar' }).click();
  await expect(settings.getByText('Chave Pix inválida: informe um CPF válido.')).toBeVisible();
  await choose(page, settings, 'Tipo da chave Pix', 'E-mail');
  await settings.getByRole('textbox', { name: 'Chave Pix' }).fill('pix@lojadaana.com.br');
  await snap(page, 'configurar-pix', 360);
  await page.setViewportSize({ width: 1920, height: 900 });
  await settings.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Configuração do Pix salva.')).toBeVisible();
  await expect(settings).toBeHidden();
  await expect(page.getByText(/A loja ainda não recebe pedidos em reais/)).toBeHidden();

  // The guest, signed out on another device: the catalog's form, then the order's page.
  const guest = await newBrowserPage(browser);
  await guest.goto(`/catalogo/${handle}/${product.slug}`);
  await guest.getByLabel('Seu nome').fill('Bia Compradora');
  await guest.getByLabel('Seu e-mail').fill(uniqueEmail('loja-compradora'));
  await guest.getByLabel('Quantidade').fill('1');
  await guest.getByRole('button', { name: 'Comprar' }).click();
  await expect(guest).toHaveURL(/\/pedido\/[A-Za-z0-9_-]+$/);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(/^Pedido PED-\d{4}$/);
  const code = (await guest.getByRole('heading', { level: 1 }).textContent())!.replace(
    'Pedido ',
    '',
  );
  await expect(guest.getByText('Aguardando o pagamento', { exact: false })).toBeVisible();
  const pix = guest.getByRole('region', { name: 'Pagamento com Pix' });
  await expect(pix).toContainText('R$ 1.234,56');
  const qr = pix.getByRole('img', { name: 'QR code do Pix' });
  await expect(qr).toBeVisible();
  // The QR image was drawn (an SVG with a size), and the copia e cola is a BR Code for this amount.
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
  const payload = await pix.getByRole('textbox', { name: 'Pix copia e cola' }).inputValue();
  expect(payload).toMatch(/^000201.*br\.gov\.bcb\.pix.*54071234\.56.*6304[0-9A-F]{4}$/);
  await expect(guest.getByRole('button', { name: 'Copiar código Pix' })).toBeVisible();
  for (const width of [360, 1920]) {
    await snap(guest, 'pedido-pendente', width);
    expect(await guest.evaluate(noHorizontalScroll)).toBeLessThanOrEqual(0);
  }

  // Back in Pedidos (the new order arrives live): the order → Confirmar pagamento.
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Bia Compradora');
  await expect(row).toContainText('R$ 1.234,56');
  await expect(row).toContainText('Pendente');
  await snap(page, 'pedidos', 1920);
  await snap(page, 'pedidos', 360);
  expect(await page.evaluate(noHorizontalScroll)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1920, height: 900 });
  await row.getByRole('link', { name: `Abrir o pedido ${code}` }).click();
  await expect(page.getByRole('heading', { name: `Pedido ${code}` })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
  await snap(page, 'pedido-admin', 1920);
  await snap(page, 'pedido-admin', 360);
  expect(await page.evaluate(noHorizontalScroll)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar pagamento?' });
  await dialog.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(page.getByText('Pagamento confirmado.')).toBeVisible();
  await expect(page.getByText('Pago', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver a receita no financeiro' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar como entregue' })).toBeVisible();

  // The buyer's page turns by itself (it asks every 10 s while pending).
  await expect(guest.getByText(/Pagamento confirmado em \d{2}\/\d{2}\/\d{4}/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(guest.getByRole('region', { name: 'Pagamento com Pix' })).toHaveCount(0);
  await snap(guest, 'pedido-pago', 360);

  // The revenue entry exists once, in the store's box, for the order's total.
  const orders = await ok<{ items: { code: string; entryId: string | null; boxId: string }[] }>(
    request.get('/api/app/produto/pedidos?status=pago', { headers }),
  );
  const paid = orders.items.find((o) => o.code === code)!;
  expect(paid.entryId).toBeTruthy();
  expect(paid.boxId).toBe(box.id);
  const entry = await ok<{ value: number; type: string; boxId: string }>(
    request.get(`/api/app/riqueza/entries/${paid.entryId}`, { headers }),
  );
  expect(entry.value).toBe(123_456);
  expect(entry.type).toBe('revenue');
  expect(entry.boxId).toBe(box.id);
  const money = await ok<{ balance: number }>(
    request.get(`/api/app/riqueza/boxes/${box.id}`, { headers }),
  );
  expect(money.balance).toBe(123_456);

  // The member store: the same product on the shelf, its stock now 4 (one sold).
  await page.goto('/produto/loja');
  const card = page.getByRole('listitem', { name: 'Caneca Órbita' });
  await expect(card).toContainText('R$ 1.234,56');
  await expect(card).toContainText('4 em estoque');
  for (const width of [360, 1920]) {
    await snap(page, 'loja', width);
    expect(await page.evaluate(noHorizontalScroll)).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 360, height: 900 });
  await card.getByRole('button', { name: 'Comprar Caneca Órbita' }).click();
  const buy = page.getByRole('dialog', { name: 'Comprar Caneca Órbita' });
  await expect(buy.getByRole('spinbutton', { name: 'Quantidade' })).toHaveValue('1');
  await expect(buy).toContainText('Total: R$ 1.234,56, pago com Pix na página do pedido.');
  await snap(page, 'loja-comprar', 360);
  await buy.getByRole('button', { name: 'Cancelar' }).click();
  await expect(buy).toBeHidden();
});
