// Slot: replaced by its owner helper.
export function ResourcePage(): null {
  return null;
}
