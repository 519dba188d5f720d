// Slot: replaced by its owner helper.
export function ExportEntriesButton(_props: { filters: Record<string, string | undefined> }): null {
  return null;
}
