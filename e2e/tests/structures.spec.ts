import { expect, test } from '@playwright/test';
import { readyAccount, signedInPage, uniqueEmail } from '../support/auth';
import { snap } from '../support/screenshots';

/**
 * Issue 23, structures: a list is created from the gallery's "Controle de estudos" and has
 * its fields and formula; a process is saved as a structure from its page and used again,
 * and the copy has the same stages. The gallery, a structure and the sequences screen are
 * photographed at 360 and 1920 px.
 */
test.use({ actionTimeout: 20_000 });

test('structures: a list from the gallery with its fields; a process saved as a structure and used again', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('estruturas');
  const headers = await readyAccount(request, email, { name: 'Eva Estrutura' });
  const page = await signedInPage(browser, email, '/fabrica/estruturas');
  await page.setViewportSize({ width: 1440, height: 900 });

  // From the gallery: "Controle de estudos" → a list with its fields and formula.
  const gallery = page.getByRole('list', { name: 'Galeria' });
  await expect(gallery.getByRole('listitem', { name: 'Controle de estudos' })).toBeVisible();
  await snap(page, 'structures-gallery', 1920, 1000);
  await snap(page, 'structures-gallery', 360, 800);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Usar Controle de estudos' }).click();
  const use = page.getByRole('dialog', { name: 'Usar "Controle de estudos"' });
  await use.getByRole('textbox', { name: 'Nome' }).fill('Estudos de 2027');
  await use.getByRole('button', { name: 'Criar' }).click();
  await expect(page).toHaveURL(/\/flow\/lista\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Estudos de 2027' })).toBeVisible();
  await page.getByRole('button', { name: 'Tabela' }).click();
  for (const column of [
    'Horas planejadas',
    'Horas estudadas',
    'Exercícios feitos',
    'Progresso (%)',
  ])
    // The table's header has every field and the formula (the last scroll sideways).
    await expect(page.getByRole('columnheader', { name: column }).first()).toBeAttached();

  // A process saved as a structure from its page, then used: the copy has the same stages.
  const made = await request.post('/api/app/flow/processes', {
    headers,
    data: {
      name: 'Atendimento',
      stages: [{ name: 'Triagem' }, { name: 'Em análise' }, { name: 'Resolvido' }],
    },
  });
  expect(made.status()).toBe(201);
  const process = (await made.json()) as { id: string };
  await page.goto(`/flow/processo/${process.id}`);
  await page.getByRole('button', { name: 'Salvar como estrutura' }).click();
  const save = page.getByRole('dialog', { name: 'Salvar como estrutura' });
  await save.getByRole('textbox', { name: 'Nome da estrutura' }).fill('Atendimento padrão');
  await save.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/fabrica\/estrutura\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Atendimento padrão' })).toBeVisible();
  const stages = page.getByRole('region', { name: 'Etapas' });
  await expect(stages.getByText('Em análise')).toBeVisible();
  await snap(page, 'structure-detail', 1920, 1000);
  await snap(page, 'structure-detail', 360, 800);
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('button', { name: 'Usar', exact: true }).click();
  const again = page.getByRole('dialog', { name: 'Usar "Atendimento padrão"' });
  await again.getByRole('textbox', { name: 'Nome' }).fill('Atendimento 2');
  await again.getByRole('button', { name: 'Criar' }).click();
  await expect(page).toHaveURL(/\/flow\/processo\/[0-9a-f-]{36}$/);
  expect(page.url()).not.toContain(process.id);
  await expect(page.getByRole('heading', { name: 'Atendimento 2' })).toBeVisible();
  for (const stage of ['Triagem', 'Em análise', 'Resolvido'])
    await expect(page.getByText(stage, { exact: true }).first()).toBeVisible();

  // The sequences screen, with the new list's sequence.
  await page.goto('/fabrica/sequencias');
  await expect(page.getByRole('link', { name: 'Estudos de 2027' })).toBeVisible();
  await snap(page, 'sequences', 1920, 1000);
  await snap(page, 'sequences', 360, 800);
});
