// Slot: replaced by its owner helper.
export function RankingPanel(_props: { gameId: string }): null {
  return null;
}
