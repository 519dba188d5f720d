/** "há 3 dias", "há 5 horas", "há 2 minutos", "agora há pouco": how long ago `from` was. */
export function sinceText(from: string | number, now: number): string {
  const ms = Math.max(0, now - new Date(from).getTime());
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days >= 1) return `há ${days} ${days === 1 ? 'dia' : 'dias'}`;
  if (hours >= 1) return `há ${hours} ${hours === 1 ? 'hora' : 'horas'}`;
  if (minutes >= 1) return `há ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
  return 'agora há pouco';
}

/** A duration as "3 dias e 4 h", "5 h e 12 min", "12 min", "menos de 1 min". */
export function durationText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days >= 1)
    return `${days} ${days === 1 ? 'dia' : 'dias'}${hours % 24 ? ` e ${hours % 24} h` : ''}`;
  if (hours >= 1) return `${hours} h${minutes % 60 ? ` e ${minutes % 60} min` : ''}`;
  if (minutes >= 1) return `${minutes} min`;
  return 'menos de 1 min';
}
