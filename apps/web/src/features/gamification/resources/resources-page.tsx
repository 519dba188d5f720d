// Slot: replaced by its owner helper.
export function ResourcesPage(): null {
  return null;
}
