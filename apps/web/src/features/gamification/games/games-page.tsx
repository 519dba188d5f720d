// Slot: replaced by its owner helper.
export function GamesPage(): null {
  return null;
}
