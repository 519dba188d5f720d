import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The pt-BR date field (apps/web/src/ui/date-field) is a group of spin buttons named by its
 * label (Dia, Mês, Ano[, Horas, Minutos]) with a hidden input holding what it shows.
 */
export function dateField(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('group', { name, exact: true });
}

/** What the field shows: `31/12/2026`, `31/12/2026 18:00`, or '' when empty. */
export function dateFieldInput(scope: Page | Locator, name: string): Locator {
  return dateField(scope, name).locator('input');
}

/**
 * Types `31/12/2026` (or `31/12/2026 18:00`) as a person does: into the day, and the field
 * moves on by itself; the separators are the field's own. Waits until the field shows it.
 */
export async function fillDate(scope: Page | Locator, name: string, text: string): Promise<void> {
  const field = dateField(scope, name);
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(text.replace(/\D/g, ''));
  await expect(dateFieldInput(scope, name)).toHaveValue(text);
}

/** `2026-12-31` → `31/12/2026`. */
export const brDay = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
