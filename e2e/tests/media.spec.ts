import { expect, test, type Locator, type Page } from '@playwright/test';
import { readyAccount, signedInPage, uniqueEmail } from '../support/auth';
import { gradientPng } from '../support/png';
import { snap } from '../support/screenshots';

/**
 * The media library in the browser (issue 18): a file dragged from the computer onto the
 * library uploads and shows its thumbnail (and appears live in another open library), goes
 * into a folder by drag and drop, is picked in the profile's avatar field, shows "Usado em",
 * and is refused deletion while in use until forced — which removes it in the other tab too.
 */
test.setTimeout(180_000);

async function both(page: Page, name: string): Promise<void> {
  await snap(page, name, 360, 780);
  await snap(page, name, 1920, 1080);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Drops files from "the computer" on the library: the HTML drag events a real drop fires. */
async function dropFiles(page: Page, target: Locator, files: { name: string; bytes: Buffer }[]) {
  const payload = files.map((f) => ({ name: f.name, data: f.bytes.toString('base64') }));
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.data), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], f.name, { type: 'image/png' }));
    }
    return transfer;
  }, payload);
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

/** A pointer drag with intermediate moves (dnd-kit starts after 6 px). */
async function dragOnto(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.move(b.x + b.width / 2 + 2, b.y + b.height / 2, { steps: 2 });
  await page.mouse.up();
}

const cell = (page: Page, name: string) => page.getByRole('gridcell', { name });

test('upload by drop, thumbnail, folder by drag, avatar picked from the library, "Usado em", refused then forced delete', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('midia');
  await readyAccount(request, email, { name: 'Marta Mídia' });
  const page = await signedInPage(browser, email, '/fabrica/midia');
  const other = await signedInPage(browser, email, '/fabrica/midia');

  await expect(page.getByText('Sua biblioteca está vazia')).toBeVisible();
  await both(page, 'media-empty');

  // A file dragged from the computer: uploaded with progress, its thumbnail shown, live elsewhere.
  await dropFiles(page, page.getByTestId('media-dropzone'), [
    { name: 'praia.png', bytes: gradientPng(256, 1) },
  ]);
  await expect(page.getByText('Envios concluídos')).toBeVisible();
  const thumb = cell(page, 'praia.png').getByRole('img');
  await expect(thumb).toBeVisible();
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(cell(other, 'praia.png')).toBeVisible();

  // The same bytes again: the library offers the file it already has.
  await dropFiles(page, page.getByTestId('media-dropzone'), [
    { name: 'praia-de-novo.png', bytes: gradientPng(256, 1) },
  ]);
  const question = page.getByRole('dialog', { name: 'Arquivo repetido' });
  await expect(question).toContainText('Este arquivo já está na biblioteca — usar o existente?');
  await question.getByRole('button', { name: 'Usar o existente' }).click();
  await expect(page.getByText('Usando o arquivo existente: praia.png')).toBeVisible();
  await expect(page.getByRole('gridcell')).toHaveCount(1);

  // A folder, and the file dragged into it.
  await page.getByRole('button', { name: 'Nova pasta' }).click();
  await page
    .getByRole('dialog', { name: 'Nova pasta' })
    .getByLabel('Nome da pasta')
    .fill('Eventos');
  await page.getByRole('button', { name: 'Criar' }).click();
  const folders = page.getByRole('navigation', { name: 'Pastas' });
  await expect(folders.getByText('Eventos')).toBeVisible();
  await dragOnto(page, cell(page, 'praia.png'), folders.getByText('Eventos'));
  await expect(page.getByText('Arquivo movido para "Eventos".')).toBeVisible();
  await folders.getByText('Eventos').click();
  await expect(cell(page, 'praia.png')).toBeVisible();
  await both(page, 'media-library');

  // The file's panel: details and the focal point, clicked on the picture.
  await cell(page, 'praia.png').dblclick();
  const details = page.getByRole('form', { name: 'Detalhes do arquivo' });
  await expect(details).toBeVisible();
  await details.getByLabel('Texto alternativo').fill('Mar azul ao entardecer');
  const focal = details.getByRole('slider', { name: 'Ponto focal' });
  const box = (await focal.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.3);
  await details.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Arquivo salvo.')).toBeVisible();
  await expect(page.getByText('Não está em uso.')).toBeVisible();
  await both(page, 'media-details');
  await page.getByRole('button', { name: 'Fechar' }).click();

  // The avatar: picked in the profile through the library's picker.
  await page.goto('/me/perfil');
  await page.getByRole('button', { name: 'Escolher da biblioteca' }).click();
  const picker = page.getByRole('dialog', { name: 'Escolher foto do perfil' });
  await expect(cell(page, 'praia.png')).toBeVisible();
  await both(page, 'media-picker');
  await cell(page, 'praia.png').click();
  await picker.getByRole('button', { name: 'Escolher' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByText('Da biblioteca: praia.png')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Perfil salvo.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Marta Mídia' }).first()).toBeVisible();

  // "Usado em", and a delete refused while in use, then forced.
  await page.goto('/fabrica/midia');
  await cell(page, 'praia.png').dblclick();
  await expect(page.getByRole('list', { name: 'Usado em' })).toContainText(/perfil/i);
  await page.getByRole('button', { name: 'Excluir' }).click();
  await page
    .getByRole('dialog', { name: 'Excluir "praia.png"?' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  const inUse = page.getByRole('dialog', { name: 'Arquivo em uso' });
  await expect(inUse).toContainText('ainda está em uso');
  await expect(inUse.getByRole('list', { name: 'Usado em' })).toContainText(/perfil/i);
  await snap(page, 'media-in-use', 1920, 1080);
  await inUse.getByRole('button', { name: 'Excluir mesmo assim' }).click();
  await expect(page.getByText('Arquivo excluído.')).toBeVisible();
  await expect(page.getByRole('gridcell')).toHaveCount(0);
  await expect(cell(other, 'praia.png')).toHaveCount(0);
});

test('a game resource image picked from the library: public thumb in the preview, "Usado em: recurso"', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('midia-recurso');
  await readyAccount(request, email, { name: 'Rui Recurso', accountType: 'creator' });
  const page = await signedInPage(browser, email, '/fabrica/midia');
  await dropFiles(page, page.getByTestId('media-dropzone'), [
    { name: 'gema.png', bytes: gradientPng(200, 3) },
  ]);
  await expect(cell(page, 'gema.png').getByRole('img')).toBeVisible();

  await page.goto('/gamificacao/recurso');
  await page.getByLabel('Nome').fill('Gema azul');
  await page.getByRole('button', { name: 'Escolher da biblioteca' }).click();
  const picker = page.getByRole('dialog', { name: 'Escolher imagem do recurso' });
  await cell(page, 'gema.png').click();
  await picker.getByRole('button', { name: 'Escolher' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByText('Da biblioteca: gema.png')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Recurso criado.')).toBeVisible();
  const preview = page.getByLabel('Pré-visualização').locator('img');
  await expect(preview).toHaveAttribute('src', /^\/api\/public\/media\/[0-9a-f-]+\/thumb$/);
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await page.goto('/fabrica/midia');
  await cell(page, 'gema.png').dblclick();
  await expect(page.getByRole('list', { name: 'Usado em' })).toContainText('recurso Gema azul');
});
