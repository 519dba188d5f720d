// Slot: replaced by its owner helper.
export function InventoryPage(): null {
  return null;
}
