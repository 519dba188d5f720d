// Slot: replaced by its owner helper.
export function PortfoliosPanel(): null {
  return null;
}
