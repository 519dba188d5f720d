// Slot: replaced by its owner helper.
export function AdministrationPage(): null {
  return null;
}
