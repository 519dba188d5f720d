import { act, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * The pt-BR date field (ui/date-field) by its accessible name: a group of spin buttons
 * (Dia, Mês, Ano[, Horas, Minutos]), not an <input>.
 */
export function dateFieldGroup(name: string | RegExp, container: HTMLElement = document.body) {
  return within(container).getByRole('group', { name });
}

/** The field once its pickers have loaded (they arrive lazily, see ui/date-field). */
export function findDateField(name: string | RegExp, container: HTMLElement = document.body) {
  return within(container).findByRole('group', { name });
}

/**
 * Types a date as a person does, `31/12/2026` or `31/12/2026 18:30` (digits only reach the
 * field; the separators are its own). An empty text clears the field.
 */
export async function typeDate(
  user: UserEvent,
  name: string | RegExp,
  text: string,
  container?: HTMLElement,
) {
  const group = await findDateField(name, container);
  const first = within(group).getAllByRole('spinbutton')[0]!;
  // Focus, not a click: a click's place depends on the section the field had selected.
  await act(async () => first.focus());
  if (!text) {
    // Select every section, then erase them all.
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    return;
  }
  // One key per call, as a person types: in jsdom a burst of keys in one call can reach a
  // section before the field has moved its selection there.
  for (const key of text.replace(/\D/g, '')) await user.keyboard(key);
}

/** What the field shows, e.g. `31/12/2026` or `31/12/2026 18:30` ('' when empty). */
export function dateFieldText(name: string | RegExp, container?: HTMLElement) {
  return dateFieldGroup(name, container).querySelector('input')?.value ?? '';
}
