// Slot: replaced by its owner helper.
export function GamePage(): null {
  return null;
}
