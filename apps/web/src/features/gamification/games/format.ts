import type { Reward } from '@orbita/contracts/gamification';

const dateOnly = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** `dd/MM/yyyy` in America/Sao_Paulo. */
export function formatDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}

export const number = (n: number) => n.toLocaleString('pt-BR');

export function pointsText(n: number): string {
  return `${number(n)} ${n === 1 ? 'ponto' : 'pontos'}`;
}

/** "10 pontos + 2 × Moeda", "Sem recompensa" when there is nothing. */
export function rewardText(reward: Reward, none = 'Sem recompensa'): string {
  const parts: string[] = [];
  if (reward.points > 0) parts.push(pointsText(reward.points));
  if (reward.resource && reward.quantity > 0)
    parts.push(`${number(reward.quantity)} × ${reward.resource.name}`);
  return parts.length ? parts.join(' + ') : none;
}
