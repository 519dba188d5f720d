// Slot: replaced by its owner helper.
export function PortfolioPage(): null {
  return null;
}
