import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newBrowserPage, readyAccount, signInThroughApi, uniqueEmail } from '../support/auth';
import { dateField, dateFieldInput, fillDate } from '../support/date-field';
import { choose } from '../support/select';
import { snap } from '../support/screenshots';

/**
 * Issue 17, "Dates": every date field is pt-BR (dd/mm/aaaa, 24 h) whatever the browser's
 * locale. A Chromium in en-US (a native date input would read mm/dd/yyyy there) types
 * 31/12/2026 into a task's due date and a finance entry's date; after a reload both show
 * 31/12/2026 and the API holds 2026-12-31. Then a day is picked in the calendar with the
 * keyboard alone. Screenshots of the open calendar at 360 and 1920 px.
 */
test.setTimeout(180_000);

async function json<T>(response: Promise<{ status(): number; json(): Promise<unknown> }>) {
  const res = await response;
  expect(res.status(), 'setup request').toBeLessThan(300);
  return (await res.json()) as T;
}

async function entryDate(request: APIRequestContext, headers: Record<string, string>) {
  const page = await json<{ items: { description: string; date: string }[] }>(
    request.get('/api/app/riqueza/entries', { headers }),
  );
  return page.items.find((e) => e.description === 'Ceia de Ano-Novo')?.date;
}

async function openEntry(page: Page) {
  await page.getByRole('button', { name: 'Ações de Ceia de Ano-Novo' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  return page.getByRole('dialog', { name: 'Editar lançamento' });
}

test('dates are typed and shown as dd/mm/aaaa in an en-US browser and saved as that day', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('datas');
  const headers = await readyAccount(request, email, { name: 'Diana Datas' });
  const list = await json<{ id: string }>(
    request.post('/api/app/flow/lists', {
      headers,
      data: { name: 'Datas', sequence: { prefix: 'DAT', width: 3, suffix: '' } },
    }),
  );
  const task = await json<{ id: string }>(
    request.post(`/api/app/flow/lists/${list.id}/tasks`, {
      headers,
      data: { title: 'Entregar o balanço' },
    }),
  );
  await json(
    request.post('/api/app/riqueza/boxes', {
      headers,
      data: { name: 'Conta Corrente', kind: 'bank_account' },
    }),
  );

  // English browser, São Paulo clock (the days the app computes are São Paulo's anyway).
  const page = await newBrowserPage(browser, { locale: 'en-US' });
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughApi(page.context(), email);

  // A task's due date: typed, saved on leaving the field, the same after a reload.
  await page.goto(`/flow/lista/${list.id}?tarefa=${task.id}`);
  const drawer = page.getByRole('dialog');
  await expect(dateField(drawer, 'Prazo')).toContainText('dd/mm/aaaa hh:mm');
  await fillDate(drawer, 'Prazo', '31/12/2026 12:00');
  await page.keyboard.press('Tab');
  await expect
    .poll(async () => {
      const saved = await json<{ dueAt: string | null }>(
        request.get(`/api/app/flow/tasks/${task.id}`, { headers }),
      );
      return saved.dueAt;
    })
    .toMatch(/^2026-12-31T15:00:00(\.000)?Z$/); // 12:00 in São Paulo (UTC−3)
  await page.reload();
  await expect(dateFieldInput(page.getByRole('dialog'), 'Prazo')).toHaveValue('31/12/2026 12:00');
  // Its calendar: a day, then the hour on a 24 h clock list.
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Escolha uma data/ })
    .click();
  await expect(page.getByRole('gridcell', { name: '31' })).toBeVisible();
  await snap(page, 'datas-calendario-hora', 1920, 1080);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('grid')).toBeHidden();

  // A finance entry's date: typed over today's (31/11 on the way is no day: not saved).
  await page.goto('/riqueza/administracao');
  await page.getByRole('tab', { name: 'Lançamentos' }).click();
  await page.getByRole('button', { name: 'Novo lançamento' }).click();
  let entry = page.getByRole('dialog', { name: 'Novo lançamento' });
  await entry.getByLabel('Valor').pressSequentially('35000');
  await entry.getByLabel('Descrição').fill('Ceia de Ano-Novo');
  await choose(page, entry, 'Caixa', 'Conta Corrente');
  // An impossible day is refused on the spot; nothing is sent.
  await fillDate(entry, 'Data', '31/02/2026');
  await entry.getByRole('button', { name: 'Salvar' }).click();
  await expect(entry.getByText('Data inválida')).toBeVisible();
  await snap(page, 'datas-invalida', 360, 800);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await entryDate(request, headers)).toBeUndefined();
  await fillDate(entry, 'Data', '31/12/2026');
  await entry.getByRole('button', { name: 'Salvar' }).click();
  await expect(entry).toBeHidden();
  expect(await entryDate(request, headers)).toBe('2026-12-31');
  await page.reload();
  await expect(page.getByRole('row', { name: 'Ceia de Ano-Novo' })).toContainText('31/12/2026');
  entry = await openEntry(page);
  await expect(dateFieldInput(entry, 'Data')).toHaveValue('31/12/2026');

  // The calendar with the keyboard alone: open it from its button, move a day back, choose.
  await entry.getByRole('button', { name: /^Escolha uma data/ }).focus();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('grid');
  await expect(page.getByRole('gridcell', { name: '31' })).toBeFocused();
  await expect(page.getByText('dezembro 2026')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hoje' })).toBeVisible();
  // (360 px gets the full-screen calendar: see the touch test.)
  await snap(page, 'datas-calendario', 1920, 1080);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(dateFieldInput(entry, 'Data')).toHaveValue('30/12/2026');
  await entry.getByRole('button', { name: 'Salvar' }).click();
  await expect(entry).toBeHidden();
  expect(await entryDate(request, headers)).toBe('2026-12-30');
});

test('dates on a touch phone (360 px, en-US): typed, or picked in the full-screen calendar', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('datas-toque');
  const headers = await readyAccount(request, email, { name: 'Diana Datas' });
  const list = await json<{ id: string }>(
    request.post('/api/app/flow/lists', {
      headers,
      data: { name: 'Datas', sequence: { prefix: 'DAT', width: 3, suffix: '' } },
    }),
  );
  const task = await json<{ id: string }>(
    request.post(`/api/app/flow/lists/${list.id}/tasks`, { headers, data: { title: 'Ceia' } }),
  );
  await json(
    request.post('/api/app/riqueza/boxes', {
      headers,
      data: { name: 'Conta Corrente', kind: 'bank_account' },
    }),
  );
  const page = await newBrowserPage(browser, {
    locale: 'en-US',
    isMobile: true,
    hasTouch: true,
    viewport: { width: 360, height: 740 },
  });
  await signInThroughApi(page.context(), email);
  await page.goto('/riqueza/administracao');
  await page.getByRole('tab', { name: 'Lançamentos' }).click();
  await page.getByRole('button', { name: 'Novo lançamento' }).click();
  const entry = page.getByRole('dialog', { name: 'Novo lançamento' });
  await expect(dateField(entry, 'Data')).toBeVisible();
  // Typed on the phone's keyboard (numeric: the sections ask for inputmode="numeric").
  await dateField(entry, 'Data').getByRole('spinbutton').first().tap();
  await page.keyboard.type('31122026');
  await expect(dateFieldInput(entry, 'Data')).toHaveValue('31/12/2026');
  // Or picked: the calendar opens full screen, a tap on the day, OK.
  await entry.getByRole('button', { name: /^Escolha uma data/ }).tap();
  const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
  await expect(calendar.getByRole('gridcell', { name: '31' })).toBeVisible();
  await expect(calendar.getByRole('button', { name: 'Limpar' })).toBeVisible();
  await snap(page, 'datas-calendario-toque', 360, 740);
  await calendar.getByRole('gridcell', { name: '30' }).tap();
  await calendar.getByRole('button', { name: 'OK' }).tap();
  await expect(calendar).toBeHidden();
  await expect(dateFieldInput(entry, 'Data')).toHaveValue('30/12/2026');
  await entry.getByLabel('Valor').pressSequentially('1000');
  await entry.getByLabel('Descrição').fill('Ceia de Ano-Novo');
  await entry.getByRole('button', { name: 'Salvar' }).tap();
  await expect(entry).toBeHidden();
  expect(await entryDate(request, headers)).toBe('2026-12-30');

  // A date-time: the day in the full-screen calendar (its clock tab beside it), the hour typed.
  await page.goto(`/flow/lista/${list.id}?tarefa=${task.id}`);
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: /^Escolha uma data/ }).tap();
  const clock = page.getByRole('dialog', { name: 'Selecione data e hora' });
  await clock.getByRole('gridcell', { name: '28' }).tap(); // a day every month has
  await clock.getByRole('tab', { name: 'escolha uma hora' }).tap();
  await expect(clock).toContainText(/28 de [a-zç]{3}/); // pt-BR order, not "nov 28"
  await snap(page, 'datas-calendario-hora-toque', 360, 740);
  await clock.getByRole('button', { name: 'OK' }).tap();
  await expect(clock).toBeHidden();
  // The hour typed on the field itself (24 h): its sections take the phone's keyboard.
  await dateField(drawer, 'Prazo').getByRole('spinbutton', { name: 'Horas' }).tap();
  await page.keyboard.type('1830');
  await expect(dateFieldInput(drawer, 'Prazo')).toHaveValue(/^28\/\d{2}\/\d{4} 18:30$/);
  await page.keyboard.press('Tab');
  await expect
    .poll(async () => {
      const saved = await json<{ dueAt: string | null }>(
        request.get(`/api/app/flow/tasks/${task.id}`, { headers }),
      );
      return saved.dueAt;
    })
    .toMatch(/-28T21:30:00(\.000)?Z$/); // 18:30 in São Paulo
});
