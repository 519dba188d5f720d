import type { PublicReward } from '@orbita/contracts/gamification';

const fmt = new Intl.NumberFormat('pt-BR');

/** A reward in words: "40 pontos + 1 × Medalha de Foco"; "Sem recompensa" when it gives nothing. */
export function rewardText(
  reward: Pick<PublicReward, 'points' | 'quantity'> & { resource: { name: string } | null },
): string {
  const parts: string[] = [];
  if (reward.points > 0)
    parts.push(`${fmt.format(reward.points)} ${reward.points === 1 ? 'ponto' : 'pontos'}`);
  if (reward.resource && reward.quantity > 0)
    parts.push(`${fmt.format(reward.quantity)} × ${reward.resource.name}`);
  return parts.length > 0 ? parts.join(' + ') : 'Sem recompensa';
}
