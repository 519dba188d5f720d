// Slot: replaced by its owner helper.
export function CashFlowPanel(): null {
  return null;
}
