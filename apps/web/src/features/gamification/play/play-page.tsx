// Slot: replaced by its owner helper.
export function PlayPage(): null {
  return null;
}
