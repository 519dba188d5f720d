// Slot: replaced by its owner helper.
export function InvestmentPanel(_props: { boxId: string }): null {
  return null;
}
