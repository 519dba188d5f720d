import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks `option` in the MUI select labelled `label` inside `scope`, then waits until the
 * menu has fully closed. MUI hides everything else from the accessibility tree
 * (aria-hidden) while a menu is open and restores it at the end of the close transition;
 * opening the next select during that transition let two menus interleave their
 * aria-hidden bookkeeping, and in CI the dialog behind them stayed hidden, so the next
 * role query never found its "Salvar" (stop 28's red run). Waiting for the listbox to
 * leave is what a person does anyway: the menu is gone before they reach the next field.
 */
export async function choose(
  page: Page,
  scope: Locator,
  label: string,
  option: string | RegExp,
): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page
    .getByRole(
      'option',
      typeof option === 'string' ? { name: option, exact: true } : { name: option },
    )
    .click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(scope.getByRole('combobox', { name: label })).toBeVisible();
}
