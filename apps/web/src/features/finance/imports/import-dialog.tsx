// Slot: replaced by its owner helper.
export function ImportDialog(_props: { open: boolean; onClose: () => void; defaultBoxId?: string }): null {
  return null;
}
